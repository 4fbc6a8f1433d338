import type { CompanyListQuery } from '@meridian/shared/api';
import { t } from '../../../i18n';

export type CompanySortField = NonNullable<CompanyListQuery['sort_by']>;
export type SortOrder = NonNullable<CompanyListQuery['sort_order']>;

/** The 'Sort by' choices of docs/PRODUCT.md §2, in their order: the sort_by value each sends (the API offers updated_at too, for the table). */
const COMPANY_SORT_FIELDS = ['name', 'industry', 'size', 'created_at'] as const satisfies readonly CompanySortField[];

/** The choices with their labels in the current language (call it while rendering). */
export function companySortOptions(): { value: CompanySortField; label: string }[] {
  return COMPANY_SORT_FIELDS.map((value) => ({ value, label: t(`companies.sort.${value}`) }));
}

export function isCompanySortField(value: string): value is CompanySortField {
  return (COMPANY_SORT_FIELDS as readonly string[]).includes(value);
}
