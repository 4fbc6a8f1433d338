import type { MergeField } from '@meridian/shared/duplicates';
import type { Company, CompanyMergeField } from '@meridian/shared/model';
import { t } from '../../../i18n';
import { industryLabel } from '../../companies/utils/industryLabel';
import { sizeLabel } from '../../companies/utils/sizeLabel';

/**
 * The fields a company merge chooses a value for (the contract's COMPANY_MERGE_FIELDS), in the
 * form's words, industry and size as the language names them. Built when the dialog renders, so
 * in the language of that moment; `ownerName` says who an owner id is.
 */
export function companyMergeFields(ownerName: (id: string | null) => string | null): MergeField<Company>[] {
  const text = (key: 'description' | 'website' | 'phone' | 'email' | 'address' | 'logo_url') => (company: Company) => company[key];
  const fields: Record<CompanyMergeField, MergeField<Company>> = {
    name: { key: 'name', label: t('companies.field.name'), show: (c) => c.name },
    description: { key: 'description', label: t('companies.field.description'), show: text('description') },
    website: { key: 'website', label: t('companies.field.website'), show: text('website') },
    phone: { key: 'phone', label: t('companies.field.phone'), show: text('phone') },
    email: { key: 'email', label: t('companies.field.email'), show: text('email') },
    address: { key: 'address', label: t('companies.field.address'), show: text('address') },
    industry: { key: 'industry', label: t('companies.field.industry'), show: (c) => (c.industry ? industryLabel(c.industry) : null) },
    size: { key: 'size', label: t('companies.field.size'), show: (c) => (c.size ? sizeLabel(c.size) : null) },
    logo_url: { key: 'logo_url', label: t('companies.field.logo_url'), show: text('logo_url') },
    owner: { key: 'owner', label: t('companies.form.owner'), show: (c) => (c.owner_id ? (ownerName(c.owner_id) ?? t('companies.form.unknownMember')) : null) },
  };
  return Object.values(fields);
}
