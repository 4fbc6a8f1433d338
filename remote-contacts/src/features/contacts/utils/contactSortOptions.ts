import type { ContactListQuery } from '@meridian/shared/api';

export type ContactSortField = NonNullable<ContactListQuery['sort_by']>;
export type SortOrder = NonNullable<ContactListQuery['sort_order']>;

/** docs/PRODUCT.md §2 'Sort by' (deviation 3: it reaches the request as sort_by). */
export const CONTACT_SORT_OPTIONS: readonly { value: ContactSortField; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'company', label: 'Company' },
  { value: 'created_at', label: 'Date Created' },
];

export function isContactSortField(value: string): value is ContactSortField {
  return CONTACT_SORT_OPTIONS.some((o) => o.value === value);
}
