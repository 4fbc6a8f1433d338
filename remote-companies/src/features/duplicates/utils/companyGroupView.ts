import type { DuplicateGroupOf, DuplicateRecordView } from '@meridian/shared/duplicates';
import { formatDate } from '@meridian/shared/format';
import type { Company, CompanyDuplicateReason } from '@meridian/shared/model';
import { t } from '../../../i18n';

/** Why a group's companies match, in words: 'Same name', 'Same website'. */
export function companyReasonText(reason: CompanyDuplicateReason): string {
  return t(`companies.duplicates.reason.${reason}`);
}

/** What a group's companies share: the first one's name, or the website's domain. */
export function companySharedValue(group: DuplicateGroupOf<Company, CompanyDuplicateReason>): string {
  const first = group.records[0];
  return group.reason === 'name' && first ? first.name : group.key;
}

/** /companies/{id}. */
export const companyPath = (id: string) => `/companies/${encodeURIComponent(id)}`;

/** A company as a group's card shows it: a link to it, its website, email, phone, owner and when it was added. */
export function companyRecordView(company: Company, ownerName: (id: string | null) => string | null): DuplicateRecordView {
  return {
    id: company.id,
    name: company.name,
    href: companyPath(company.id),
    facts: [
      { label: t('companies.field.website'), value: company.website },
      { label: t('companies.field.email'), value: company.email },
      { label: t('companies.field.phone'), value: company.phone },
      { label: t('companies.form.owner'), value: ownerName(company.owner_id ?? null) },
      { label: t('companies.field.created'), value: formatDate(company.created_at) },
    ],
  };
}
