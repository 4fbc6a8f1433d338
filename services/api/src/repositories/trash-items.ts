// One item of the Trash (repositories/trash.ts): restored with everything attached, or purged now.
// A contact comes back with its notes, files, deal and history (they stayed attached), unless a
// live contact has its email now (409 email_taken / email_taken_hidden); a note or file only
// when its contact is live (409 parent_in_trash). Purging takes erase-contact.ts's path for a
// contact; a company, note or file is removed with what holds its data.
import type { TrashType } from '@meridian/contract';
import { mayEdit, type RecordRule } from '../db/record-access';
import type { TenantScope } from '../db/tenant-scope';
import { conflict, forbidden, notFound } from '../errors';
import { audit, type AuditActor } from './audit-log';
import { noteName } from './audit-subjects';
import { refuseTakenEmail } from './contact-email';
import { contactDisplayName } from './contact-name';
import { eraseContacts } from './erase-contact';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const gone = () => notFound('trash_item_not_found');
const RECORD_TYPE = { contact: 'contact', company: 'company', note: 'note', file: 'attachment' } as const;

interface Found {
  /** Who owns it (a note's or file's contact's owner): record access decides by it. */
  owner_id: string | null;
  name: string;
  contact_id: string | null;
  company_id: string | null;
  email: string | null;
  /** A note or file: whether its contact is deleted too. */
  parent_deleted: boolean;
}

/** The deleted item the scope sees (a merged record is not in the Trash), or undefined. */
async function findDeleted(tx: TenantScope, type: TrashType, id: string): Promise<Found | undefined> {
  if (!UUID.test(id)) return undefined;
  if (type === 'contact') {
    const row = await tx
      .selectFrom('contacts')
      .select(['first', 'last', 'owner_id', 'company_id', 'email'])
      .where('contacts.id', '=', id)
      .where('contacts.deleted_at', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('merge_links')
              .select('merge_links.id')
              .whereRef('merge_links.id', '=', 'contacts.id')
              .whereRef('merge_links.org_slug', '=', 'contacts.org_slug'),
          ),
        ),
      )
      .executeTakeFirst();
    return row && { ...row, name: contactDisplayName(row), contact_id: id, parent_deleted: false };
  }
  if (type === 'company') {
    const row = await tx
      .selectFrom('companies')
      .select(['name', 'owner_id'])
      .where('companies.id', '=', id)
      .where('companies.deleted_at', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('merge_links')
              .select('merge_links.id')
              .whereRef('merge_links.id', '=', 'companies.id')
              .whereRef('merge_links.org_slug', '=', 'companies.org_slug'),
          ),
        ),
      )
      .executeTakeFirst();
    return row && { ...row, contact_id: null, company_id: id, email: null, parent_deleted: false };
  }
  // A note or file: through its contact, which the scope must see (record access).
  const table = type === 'note' ? 'notes' : 'attachments';
  const parent = await tx
    .selectFrom(table)
    .select([type === 'note' ? 'body as name' : 'filename as name', 'contact_id'])
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  if (!parent) return undefined;
  const contact = await tx
    .selectFrom('contacts')
    .select(['owner_id', 'company_id', 'deleted_at'])
    .where('contacts.id', '=', parent.contact_id)
    .executeTakeFirst();
  if (!contact) return undefined;
  const name = type === 'note' ? noteName(parent.name) : parent.name;
  return {
    name,
    owner_id: contact.owner_id,
    contact_id: parent.contact_id,
    company_id: contact.company_id,
    email: null,
    parent_deleted: contact.deleted_at !== null,
  };
}

/** Brings the item back, recorded as `restored`. 404 when the caller sees no such item, 403 when they may not change it. */
export function restoreTrashItem(scope: TenantScope, rule: RecordRule, type: TrashType, id: string, actor: AuditActor): Promise<void> {
  return scope.transaction(async (tx) => {
    const item = await findDeleted(tx, type, id);
    if (!item) throw gone();
    if (!mayEdit(rule, item.owner_id)) throw forbidden('record_forbidden');
    if (item.parent_deleted) throw conflict('parent_in_trash');
    if (type === 'contact' && item.email) await refuseTakenEmail(tx, item.email, id);
    const back = { deleted_at: null, deleted_by: null };
    if (type === 'contact') await tx.updateTable('contacts').set(back).where('contacts.id', '=', id).execute();
    else if (type === 'company') await tx.updateTable('companies').set(back).where('companies.id', '=', id).execute();
    else
      await tx
        .updateTable(type === 'note' ? 'notes' : 'attachments')
        .set(back)
        .where('id', '=', id)
        .execute();
    await audit(tx, actor, {
      action: 'restored',
      record_type: RECORD_TYPE[type],
      record_id: id,
      record_name: item.name,
      contact_id: item.contact_id,
      company_id: item.company_id,
    });
  });
}

/**
 * Blanks the personal values of the events about notes or files (their text, their names): each
 * carries its contact's id, so migration 0017's index of a contact's events finds them.
 */
async function scrubEvents(tx: TenantScope, table: 'notes' | 'attachments', ids: readonly string[]): Promise<void> {
  const rows = await tx
    .selectFrom(table as 'notes')
    .select(['id', 'contact_id'])
    .where('id', 'in', ids)
    .execute();
  const contacts = [...new Set(rows.map((r) => r.contact_id))];
  if (contacts.length === 0) return;
  await tx
    .updateTable('audit_events')
    .set({ record_name: null, changes: '[]', details: '{}' })
    .where('contact_id', 'in', contacts)
    .where('record_id', 'in', ids)
    .execute();
}

/** Removes a company for good: its contacts lose the link (they keep the company's name as text), its activities go. */
async function purgeCompany(tx: TenantScope, id: string): Promise<void> {
  await tx.updateTable('contacts').set({ company_id: null }).where('contacts.company_id', '=', id).execute();
  const activities = tx.selectFrom('activities').select('activities.id').where('activities.company_id', '=', id);
  await tx
    .deleteFrom('notifications')
    .where((eb) => eb.or([eb('company_id', '=', id), eb('activity_id', 'in', activities)]))
    .execute();
  await tx.deleteFrom('activities').where('company_id', '=', id).execute();
  await tx
    .deleteFrom('merge_links')
    .where((eb) => eb.or([eb('id', '=', id), eb('primary_id', '=', id)]))
    .execute();
  await tx.deleteFrom('companies').where('companies.id', '=', id).execute();
}

/** Removes one item of the Trash for good now (an admin's choice), recorded as `erased` without its name. */
export function purgeTrashItem(scope: TenantScope, type: TrashType, id: string, actor: AuditActor): Promise<void> {
  return scope.transaction(async (tx) => {
    const item = await findDeleted(tx, type, id);
    if (!item) throw gone();
    if (type === 'contact') {
      await eraseContacts(tx, [id], actor);
      return;
    }
    if (type === 'company') await purgeCompany(tx, id);
    else {
      const table = type === 'note' ? 'notes' : 'attachments';
      await scrubEvents(tx, table, [id]);
      // A file's bytes go with its row (attachment_data's foreign key).
      await tx.deleteFrom(table).where('id', '=', id).execute();
    }
    await audit(tx, actor, { action: 'erased', record_type: RECORD_TYPE[type], contact_id: item.contact_id, company_id: item.company_id });
  });
}

/** Of `ids`, those of `table` still deleted before `cutoff`, read in `tx`: one restored since the purge found it stays. */
async function stillDue(tx: TenantScope, table: 'contacts' | 'companies' | 'notes' | 'attachments', ids: readonly string[], cutoff: string): Promise<string[]> {
  const rows = await tx
    .selectFrom(table as 'notes')
    .select('id')
    .where('id', 'in', ids)
    .where('deleted_at', 'is not', null)
    .where('deleted_at', '<', cutoff)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The purge job's batch (db/trash-purge.ts): removes the records `ids` of `table` in the scope's
 * organisation that are still deleted before `cutoff` for good, in one transaction, each recorded
 * as `erased` by the system (contacts: erase-contact.ts's path). Answers how many went.
 */
export function purgeDeletedBatch(
  scope: TenantScope,
  table: 'contacts' | 'companies' | 'notes' | 'attachments',
  found: readonly string[],
  cutoff: string,
): Promise<number> {
  const type = table === 'companies' ? 'company' : table === 'notes' ? 'note' : 'attachment';
  return scope.transaction(async (tx) => {
    const ids = await stillDue(tx, table, found, cutoff);
    if (ids.length === 0) return 0;
    if (table === 'contacts') return eraseContacts(tx, ids, null, { compactSearch: false });
    if (table === 'companies') for (const id of ids) await purgeCompany(tx, id);
    else {
      await scrubEvents(tx, table, ids);
      await tx.deleteFrom(table).where('id', 'in', ids).where('deleted_at', 'is not', null).execute();
    }
    await audit(
      tx,
      null,
      ids.map(() => ({ action: 'erased' as const, record_type: type })),
    );
    return ids.length;
  });
}
