import { useMembers } from '@meridian/shared/data';
import { DuplicatesScreen } from '@meridian/shared/duplicates';
import type { Company } from '@meridian/shared/model';
import { useT } from '../../../i18n';
import { useCompanyDuplicates } from '../hooks/useCompanyDuplicates';
import { useCompanyMerge } from '../hooks/useCompanyMerge';
import { companyReasonText, companyRecordView, companySharedValue } from '../utils/companyGroupView';
import { CompanyMergeDialog } from './CompanyMergeDialog';

/**
 * /companies/duplicates (docs/PRODUCT.md §2 "Duplicates"): companies that share a name or a
 * website's domain, a card per group, with "Merge…".
 */
export function CompanyDuplicatesPage() {
  const t = useT();
  const list = useCompanyDuplicates();
  const { merge, gone } = useCompanyMerge();
  const { nameOf } = useMembers();
  return (
    <DuplicatesScreen
      kind="companies"
      title={t('companies.duplicates.title')}
      intro={t('companies.duplicates.intro')}
      emptyHint={t('companies.duplicates.emptyHint')}
      countText={(count) => t('companies.duplicates.count', { count })}
      back={{ to: '/companies', label: t('companies.detail.back') }}
      list={list}
      gone={gone}
      reasonText={companyReasonText}
      sharedValue={companySharedValue}
      recordView={(company: Company) => companyRecordView(company, nameOf)}
      merge={merge}
      mergeDialog={(companies, onMerge, onClose) => <CompanyMergeDialog companies={companies} onMerge={onMerge} onClose={onClose} />}
    />
  );
}
