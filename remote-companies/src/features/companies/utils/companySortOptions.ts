import type { CompanyListQuery } from '@meridian/shared/api';

export type CompanySortField = NonNullable<CompanyListQuery['sort_by']>;
export type SortOrder = NonNullable<CompanyListQuery['sort_order']>;

/** The 'Sort by' choices of docs/PRODUCT.md §2 and the sort_by value each sends. */
export const COMPANY_SORT_OPTIONS: readonly { value: CompanySortField; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'industry', label: 'Industry' },
  { value: 'size', label: 'Size' },
  { value: 'created_at', label: 'Date Created' },
];

export function isCompanySortField(value: string): value is CompanySortField {
  return COMPANY_SORT_OPTIONS.some((option) => option.value === value);
}
