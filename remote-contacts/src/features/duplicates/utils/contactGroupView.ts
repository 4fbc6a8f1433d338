import type { DuplicateGroupOf, DuplicateRecordView } from '@meridian/shared/duplicates';
import { contactCompany, contactDisplayName, formatDate } from '@meridian/shared/format';
import type { Contact, ContactDuplicateReason } from '@meridian/shared/model';
import { t } from '../../../i18n';
import { contactPath } from '../../contacts/utils/contactPaths';

/** Why a group's contacts match, in words: 'Same email'. */
export function contactReasonText(reason: ContactDuplicateReason): string {
  return t(`contacts.duplicates.reason.${reason}`);
}

/** What a group's contacts share, as its first contact writes it (the key is the compared form). */
export function contactSharedValue(group: DuplicateGroupOf<Contact, ContactDuplicateReason>): string {
  const first = group.records[0];
  if (!first) return group.key;
  if (group.reason === 'email') return first.email?.trim() || group.key;
  if (group.reason === 'phone') return first.phone?.trim() || group.key;
  const company = contactCompany(first);
  return company ? t('contacts.duplicates.nameAt', { name: contactDisplayName(first), company }) : group.key;
}

/** A contact as a group's card shows it: a link to it, its email, phone, company, owner and when it was added. */
export function contactRecordView(contact: Contact, ownerName: (id: string | null) => string | null): DuplicateRecordView {
  return {
    id: contact.id,
    name: contactDisplayName(contact),
    href: contactPath(contact.id),
    facts: [
      { label: t('contacts.fact.email'), value: contact.email },
      { label: t('contacts.fact.phone'), value: contact.phone },
      { label: t('contacts.fact.company'), value: contactCompany(contact) || null },
      { label: t('contacts.fact.owner'), value: ownerName(contact.owner_id) },
      { label: t('contacts.fact.added'), value: formatDate(contact.created_at) },
    ],
  };
}
