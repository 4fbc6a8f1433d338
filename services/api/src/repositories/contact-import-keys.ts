// The import's side of one contact per email (repositories/contact-email.ts): the SQL a batch
// checks its new emails with again inside its transaction, and the record keys the import writes
// itself (db/record-keys.ts does it for every other write).
import { contactKeys, contactNameKey, phoneKey } from '@meridian/contract';
import { emailLockName, LOCK_EVERY_EMAIL_SQL } from './contact-email';
import type { ExistingContact, NewContacts, Statement } from './contact-import';

/** Takes the organisation's email lock for the rest of the transaction (PostgreSQL), as the API's writes of many emails do. */
export const lockEveryEmail = (orgSlug: string): Statement => ({ sql: LOCK_EVERY_EMAIL_SQL, params: [emailLockName(orgSlug)] });

/**
 * The email keys among a batch's that a live contact of the organisation has, other than this
 * import's own rows and those of an import being removed. Parameters in order: the organisation,
 * the keys (bound as one value, which `list` spreads as the dialect can), the import.
 */
export const takenEmailsSql = (list: string) => `
  select email_key from contacts
  where org_slug = ? and deleted_at is null and email_key is not null and email_key in ${list}
    and (import_id is null or (import_id <> ? and import_id not in (select id from pending_imports where records < 0)))`;

/** The indexes of the batch's new contacts whose email key is in `taken`. */
export function takenRows(rows: NewContacts, taken: ReadonlySet<string>): number[] {
  const dropped: number[] = [];
  if (taken.size) rows.emailKey.forEach((key, i) => key !== null && taken.has(key) && dropped.push(i));
  return dropped;
}

/** The phone and name keys of a new contact (row i of the batch); the email key is the job's. */
export function contactRowKeys(rows: NewContacts, i: number): { phone_key: string | null; name_key: string | null } {
  return { phone_key: phoneKey(rows.phone[i]), name_key: contactNameKey(rows.first[i], rows.last[i], rows.company[i]) };
}

/** The keys an update of an existing contact stages (import_updates), so they follow its new name, phone and company. */
export function updateKeys(contact: ExistingContact): { phone_key: string | null; name_key: string | null } {
  const { phone_key, name_key } = contactKeys(contact);
  return { phone_key, name_key };
}
