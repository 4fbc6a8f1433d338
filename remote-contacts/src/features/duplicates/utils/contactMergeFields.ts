import type { ContactMergeField } from '@meridian/shared/model';
import { contactCompany } from '@meridian/shared/format';
import type { MergeField } from '@meridian/shared/duplicates';
import type { Contact } from '@meridian/shared/model';
import { t } from '../../../i18n';

/**
 * The fields a contact merge chooses a value for (the contract's CONTACT_MERGE_FIELDS), in the
 * form's order and words; company is the linked company with its text. Built when the dialog
 * opens, so in the language of that moment; `ownerName` says who an owner id is.
 */
export function contactMergeFields(ownerName: (id: string | null) => string | null): MergeField<Contact>[] {
  const fields: Record<ContactMergeField, MergeField<Contact>> = {
    first: { key: 'first', label: t('contacts.form.firstName'), show: (c) => c.first },
    last: { key: 'last', label: t('contacts.form.lastName'), show: (c) => c.last },
    email: { key: 'email', label: t('contacts.form.email'), show: (c) => c.email },
    phone: { key: 'phone', label: t('contacts.form.phone'), show: (c) => c.phone },
    company: { key: 'company', label: t('contacts.form.company'), show: (c) => contactCompany(c) || null },
    owner: { key: 'owner', label: t('contacts.form.owner'), show: (c) => (c.owner_id ? (ownerName(c.owner_id) ?? t('contacts.form.unknownMember')) : null) },
  };
  return Object.values(fields);
}
