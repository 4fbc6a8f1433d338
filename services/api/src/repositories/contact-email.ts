// One contact per email in an organisation (docs/ARCHITECTURE.md §5 "One contact per email"):
// among its live contacts no two share email_key (emailKey of the contract: the local part in
// lower case, the domain in its ASCII form). Every write that gives a contact an email checks it
// inside its own transaction, against the whole organisation: contacts the caller cannot see
// (record access) and the rows of an import still being written count too, but are not named.
//
// PostgreSQL: two writers could each find the email free and both commit, so a check first takes
// advisory locks held until the transaction ends: a single write takes the organisation's email
// lock shared and the email's own lock exclusively (writes of other emails run side by side);
// writes of many emails at once (an import's batch, a restore) take the organisation's lock
// exclusively. SQLite has one writer: the API's connection runs one transaction at a time, and a
// transaction that read before another process (the import worker, a second API process)
// committed cannot write (SQLITE_BUSY_SNAPSHOT), so its request runs again (plugins/busy-retry.ts).
import { contactDisplayName } from './contact-name';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { TenantScope } from '../db/tenant-scope';
import { conflict, type HttpError } from '../errors';
import { emailKey, NOT_RESTORED_SHOWN, type NotRestoredContact } from '@meridian/contract';

/** The text whose hash is the organisation's email lock (PostgreSQL advisory locks). */
export const emailLockName = (orgSlug: string) => `contact emails ${orgSlug}`;
/** Takes the organisation's email lock exclusively until the transaction ends; its one parameter is emailLockName. */
export const LOCK_EVERY_EMAIL_SQL = 'select pg_advisory_xact_lock(hashtextextended(?, 0))';

/** Rows of an import being removed (failed or cancelled) are about to go: they hold no email. */
const NOT_DISCARDED = (alias: string) =>
  sql`(${sql.ref(`${alias}.import_id`)} is null or ${sql.ref(`${alias}.import_id`)} not in (select id from pending_imports where records < 0))`;

/** The live contact that has an email. */
interface EmailHolder {
  id: string;
  first: string;
  last: string;
  owner_id: string | null;
  email_key: string;
  /** A row of an import still being written: nobody sees it yet. */
  pending: boolean;
}

/** PostgreSQL: lets no other transaction give a contact `key` until this one ends (a no-op on SQLite). */
async function lockEmail(tx: TenantScope, key: string): Promise<void> {
  if (tx.dialect !== 'postgres') return;
  await tx.statement((org) => sql`select pg_advisory_xact_lock_shared(hashtextextended(${emailLockName(org)}, 0))`);
  await tx.statement((org) => sql`select pg_advisory_xact_lock(hashtext(${org}), hashtext(${key}))`);
}

/** PostgreSQL: lets no other transaction give any contact of the organisation an email until this one ends. */
export async function lockEveryEmail(tx: TenantScope): Promise<void> {
  if (tx.dialect !== 'postgres') return;
  await tx.statement((org) => sql`select pg_advisory_xact_lock(hashtextextended(${emailLockName(org)}, 0))`);
}

const CHUNK = 500;

/** The live contacts of the whole organisation holding each key (the oldest when several do), except `exceptId`. */
async function emailHolders(tx: TenantScope, keys: readonly string[], exceptId?: string): Promise<Map<string, EmailHolder>> {
  const holders = new Map<string, EmailHolder>();
  const wanted = [...new Set(keys)];
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const chunk = wanted.slice(i, i + CHUNK);
    // Not through the scope's builders: those leave out other owners' contacts and pending imports' rows.
    const rows = await tx.statement(
      (org) => sql<Omit<EmailHolder, 'pending'> & { pending: number | boolean }>`
        select c.id, c.first, c.last, c.owner_id, c.email_key,
          case when c.import_id is not null and c.import_id in (select id from pending_imports) then 1 else 0 end as pending
        from contacts c
        where c.org_slug = ${org} and c.deleted_at is null and c.email_key in (${sql.join(chunk)}) and ${NOT_DISCARDED('c')}
          ${exceptId === undefined ? sql`` : sql`and c.id <> ${exceptId}`}
        order by c.created_at, c.id`,
    );
    for (const row of rows) if (!holders.has(row.email_key)) holders.set(row.email_key, { ...row, pending: Boolean(Number(row.pending)) });
  }
  return holders;
}

/** Whether a caller who sees only `seenOwner`'s records (undefined: every record) sees the holder. */
function seesHolder(holder: EmailHolder, seenOwner: string | undefined): boolean {
  return !holder.pending && (seenOwner === undefined || holder.owner_id === seenOwner);
}

/** The refusal naming the holder (409 email_taken {name, id}), or not (email_taken_hidden) when the caller cannot see it. */
function emailTakenBy(holder: EmailHolder, seenOwner: string | undefined): HttpError {
  return seesHolder(holder, seenOwner)
    ? conflict('email_taken', { field: 'email', params: { name: contactDisplayName(holder), id: holder.id } })
    : conflict('email_taken_hidden', { field: 'email' });
}

/**
 * Inside a write's transaction, before it gives a contact `email`: locks the email (PostgreSQL)
 * and throws 409 when another live contact of the organisation has it. `tx.ownerOnly` is whose
 * records the caller sees (the request's scope).
 */
export async function refuseTakenEmail(tx: TenantScope, email: string, exceptId?: string): Promise<void> {
  const key = emailKey(email);
  if (!key) return;
  await lockEmail(tx, key);
  const holder = (await emailHolders(tx, [key], exceptId)).get(key);
  if (holder) throw emailTakenBy(holder, tx.ownerOnly);
}

/** A deleted contact's email is a live contact's now (another of the organisation, not discarded): it may not come back. */
export function emailTakenNow(): Expression<SqlBool> {
  return sql<SqlBool>`(contacts.email_key is not null and exists (
    select 1 from contacts holder
    where holder.org_slug = contacts.org_slug and holder.email_key = contacts.email_key and holder.deleted_at is null
      and holder.id <> contacts.id and ${NOT_DISCARDED('holder')}))`;
}

/**
 * The deleted contacts `which` selects that a restore leaves deleted because a live contact has
 * their email now: how many, and the first NOT_RESTORED_SHOWN (oldest first) with why. Contacts
 * restored together are not compared with each other (they were live together before).
 */
export async function notRestored(
  tx: TenantScope,
  which: Expression<SqlBool>,
  seenOwner: string | undefined,
): Promise<{ count: number; contacts: NotRestoredContact[] }> {
  const taken = () => tx.selectFrom('contacts').where('contacts.deleted_at', 'is not', null).where(which).where(emailTakenNow());
  const { n } = await taken()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (!Number(n)) return { count: 0, contacts: [] };
  const shown = await taken()
    .select(['contacts.id', 'contacts.email', 'contacts.email_key'])
    .orderBy('contacts.created_at')
    .orderBy('contacts.id')
    .limit(NOT_RESTORED_SHOWN)
    .execute();
  const holders = await emailHolders(
    tx,
    shown.map((row) => row.email_key!),
  );
  const contacts = shown.map(({ id, email, email_key }): NotRestoredContact => {
    const holder = holders.get(email_key!);
    return holder && seesHolder(holder, seenOwner)
      ? { id, email, code: 'email_taken', params: { name: contactDisplayName(holder), id: holder.id } }
      : { id, email, code: 'email_taken_hidden' };
  });
  return { count: Number(n), contacts };
}
