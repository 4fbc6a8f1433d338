import type { ContactListQuery } from '@meridian/shared/api';
import type { SelectOption } from '@meridian/shared/ui';
import { t, type ContactsKey } from '../../../i18n';

export type ContactSortField = NonNullable<ContactListQuery['sort_by']>;
export type SortOrder = NonNullable<ContactListQuery['sort_order']>;

/** docs/PRODUCT.md §2 'Sort by' (deviation 3: it reaches the request as sort_by). */
const CONTACT_SORT_FIELDS: readonly { value: ContactSortField; label: ContactsKey }[] = [
  { value: 'name', label: 'contacts.sort.name' },
  { value: 'email', label: 'contacts.sort.email' },
  { value: 'company', label: 'contacts.sort.company' },
  { value: 'created_at', label: 'contacts.sort.createdAt' },
];

/** The sort select's options in the current language (call it while rendering). */
export function contactSortOptions(): SelectOption[] {
  return CONTACT_SORT_FIELDS.map((o) => ({ value: o.value, label: t(o.label) }));
}

export function isContactSortField(value: string): value is ContactSortField {
  return CONTACT_SORT_FIELDS.some((o) => o.value === value);
}
