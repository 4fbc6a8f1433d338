import { sql, type SqlBool, type Updateable } from 'kysely';
import { uuidv7 } from 'uuidv7';
import type { ContactsTable } from '../db/schema';
import { updatedKeys } from '../db/record-keys';
import { updatedDocument } from '../db/search';
import type { TenantScope } from '../db/tenant-scope';
import { emailKey, type ContactBody, type ContactRestoreAnswer } from '@meridian/contract';
import { membersRepository } from './members';
import { audit, fieldChanges, type AuditActor } from './audit-log';
import { ownerName } from './owner-name';
import { contactDisplayName } from './contact-name';
import { emailTakenNow, lockEveryEmail, notRestored, refuseTakenEmail } from './contact-email';
import { contactListRepository, contactsWithCompany, liveCompany, type Contact } from './contact-list';
import { utcClock, type FilterClock } from './contact-filter';

export type { Contact, ContactFilter, ContactPage } from './contact-list';

const OPTIONAL = ['phone', 'company', 'company_id', 'tags', 'owner_id'] as const;
/** The fields the audit trail records, old → new (company_id is the event's own column; the owner by name). */
const AUDITED = ['first', 'last', 'email', 'phone', 'company', 'tags', 'owner'] as const;
type AuditedValues = Partial<Record<(typeof AUDITED)[number], unknown>>;

export function contactsRepository(scope: TenantScope, clock: FilterClock = utcClock()) {
  /** Column values of an input; a company link with no company text takes the company's name. */
  function values(input: ContactBody, linkedName: string | undefined): Updateable<ContactsTable> {
    const row: Updateable<ContactsTable> = { first: input.first, last: input.last, email: input.email };
    for (const field of OPTIONAL) if (input[field] !== undefined) row[field] = input[field];
    if (input.company_id && !input.company && linkedName) row.company = linkedName;
    return row;
  }

  return {
    ...contactListRepository(scope, clock),

    find(id: string): Promise<Contact | undefined> {
      return contactsWithCompany(scope).where('contacts.id', '=', id).executeTakeFirst();
    },

    /** Whether `id` is a member of this organisation, not removed (an owner must be one). */
    async isMember(id: string): Promise<boolean> {
      return membersRepository(scope).isActive(id);
    },

    /** The name of a live company of this organisation, or undefined. */
    async companyName(id: string): Promise<string | undefined> {
      const row = await liveCompany(scope, id).select('companies.name').executeTakeFirst();
      return row?.name;
    },

    /**
     * The owner is the input's (null: nobody), else `defaultOwner` (the caller). Recorded with its
     * values. 409 when a live contact of the organisation has the email (repositories/contact-email.ts).
     */
    async create(input: ContactBody, linkedName: string | undefined, defaultOwner: string | null, actor: AuditActor): Promise<string> {
      const now = new Date().toISOString();
      const id = uuidv7();
      const row = { phone: null, company: null, company_id: null, tags: null, owner_id: defaultOwner, ...values(input, linkedName) };
      await scope.transaction(async (tx) => {
        await refuseTakenEmail(tx, input.email);
        await tx.insertInto('contacts', { ...row, first: input.first, last: input.last, id, created_at: now, updated_at: now }).execute();
        const after = { ...row, first: input.first, last: input.last, owner: await ownerName(tx, row.owner_id, actor) };
        await audit(
          tx,
          actor,
          {
            action: 'created',
            record_type: 'contact',
            record_id: id,
            record_name: contactDisplayName(after),
            contact_id: id,
            company_id: row.company_id ?? null,
            changes: fieldChanges(AUDITED, {}, after),
          },
          now,
        );
      });
      return id;
    },

    /**
     * Fields absent from the input keep their value; each changed one is recorded. False when there
     * is no such live contact. A new email (not the same one in another case) another live contact
     * has is a 409; keeping its email never is, so duplicates stored before the rule stay editable.
     */
    async update(id: string, input: ContactBody, linkedName: string | undefined, actor: AuditActor): Promise<boolean> {
      return scope.transaction(async (tx) => {
        // The search document covers fields the input may leave out: made from the row as it will be.
        const current = await tx
          .selectFrom('contacts')
          .select(['first', 'last', 'email', 'phone', 'company', 'company_id', 'tags', 'owner_id'])
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!current) return false;
        if (emailKey(input.email) !== emailKey(current.email)) await refuseTakenEmail(tx, input.email, id);
        const row = values(input, linkedName);
        const search_doc = updatedDocument('contacts', scope.orgSlug, current, row);
        const now = new Date().toISOString();
        const result = await tx
          .updateTable('contacts')
          .set({ ...row, search_doc, ...updatedKeys('contacts', current, row), updated_at: now })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        const before: AuditedValues = { ...current };
        const after: AuditedValues = { ...row };
        if (row.owner_id !== undefined && row.owner_id !== current.owner_id) {
          before.owner = await ownerName(tx, current.owner_id, actor);
          after.owner = await ownerName(tx, row.owner_id, actor);
        }
        const changes = fieldChanges(AUDITED, before, after);
        // The company it joins, else the one it leaves: the event shows on that company's timeline.
        const companyId = row.company_id ?? current.company_id;
        const name = contactDisplayName({ first: row.first ?? current.first, last: row.last ?? current.last });
        if (changes.length) {
          await audit(
            tx,
            actor,
            { action: 'updated', record_type: 'contact', record_id: id, record_name: name, contact_id: id, company_id: companyId, changes },
            now,
          );
        }
        return true;
      });
    },

    /** Hides the contact; its notes, files, tags and pipeline place stay for a restore. */
    async softDelete(id: string, actor: AuditActor): Promise<boolean> {
      return scope.transaction(async (tx) => {
        const now = new Date().toISOString();
        const deleted = await tx
          .updateTable('contacts')
          .set({ deleted_at: now, deleted_by: actor.id })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .returning(['first', 'last', 'company_id'])
          .executeTakeFirst();
        if (!deleted) return false;
        await audit(
          tx,
          actor,
          {
            action: 'deleted',
            record_type: 'contact',
            record_id: id,
            record_name: contactDisplayName(deleted),
            contact_id: id,
            company_id: deleted.company_id,
          },
          now,
        );
        return true;
      });
    },

    /**
     * Brings back soft-deleted contacts, each recorded, except those whose email a live contact of
     * the organisation has now (ContactRestoreAnswer). `seenOwner`: whose records alone the
     * caller sees (undefined: every record), to name or not the contacts that have those emails.
     */
    async restore(ids: readonly string[], actor: AuditActor, seenOwner: string | undefined): Promise<ContactRestoreAnswer> {
      if (ids.length === 0) return { restored: 0, not_restored: 0, not_restored_contacts: [] };
      return scope.transaction(async (tx) => {
        await lockEveryEmail(tx);
        const which = sql<SqlBool>`contacts.id in (${sql.join([...new Set(ids)])})`;
        const kept = await notRestored(tx, which, seenOwner);
        const restored = await tx
          .updateTable('contacts')
          .set({ deleted_at: null, deleted_by: null })
          .where('deleted_at', 'is not', null)
          .where(which)
          .where((eb) => eb.not(emailTakenNow()))
          .returning(['id', 'first', 'last', 'company_id'])
          .execute();
        if (restored.length) {
          await audit(
            tx,
            actor,
            restored.map((c) => ({
              action: 'restored' as const,
              record_type: 'contact' as const,
              record_id: c.id,
              record_name: contactDisplayName(c),
              contact_id: c.id,
              company_id: c.company_id,
            })),
          );
        }
        return { restored: restored.length, not_restored: kept.count, not_restored_contacts: kept.contacts };
      });
    },
  };
}
