import { uuidv7 } from 'uuidv7';
import type { TenantScope } from '../db/tenant-scope';
import { audit, type AuditActor, type AuditEntry } from './audit-log';
import { contactSubject, noteName } from './audit-subjects';

export interface Note {
  id: string;
  body: string;
  created_at: string;
  updated_at: string;
}

const COLUMNS = ['id', 'body', 'created_at', 'updated_at'] as const;

/**
 * Notes of one contact. Callers check that the contact is live first (a deleted one is a 404). Every change is recorded.
 * A removed note goes to the Trash (deleted_at, deleted_by; repositories/trash.ts) and is absent from everything else.
 */
export function notesRepository(scope: TenantScope) {
  /** Records a change of a note of `contactId`, from `from` to `to` (null: none), in `tx`. */
  async function record(
    tx: TenantScope,
    actor: AuditActor,
    contactId: string,
    noteId: string,
    action: AuditEntry['action'],
    from: string | null,
    to: string | null,
  ) {
    const contact = await contactSubject(tx, contactId);
    await audit(tx, actor, {
      action,
      record_type: 'note',
      record_id: noteId,
      record_name: noteName(to ?? from ?? ''),
      contact_id: contactId,
      company_id: contact?.company_id ?? null,
      changes: [{ field: 'body', from, to }],
      details: contact ? { contact: contact.name } : {},
    });
  }

  return {
    /** Newest first; UUIDv7 ids break ties within a millisecond in creation order. */
    list(contactId: string): Promise<Note[]> {
      return scope
        .selectFrom('notes')
        .select(COLUMNS)
        .where('contact_id', '=', contactId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async create(contactId: string, body: string, actor: AuditActor): Promise<Note> {
      const now = new Date().toISOString();
      const note = { id: uuidv7(), body, created_at: now, updated_at: now };
      await scope.transaction(async (tx) => {
        await tx.insertInto('notes', { ...note, contact_id: contactId }).execute();
        await record(tx, actor, contactId, note.id, 'created', null, body);
      });
      return note;
    },

    update(contactId: string, noteId: string, body: string, actor: AuditActor): Promise<Note | undefined> {
      return scope.transaction(async (tx) => {
        const before = await tx
          .selectFrom('notes')
          .select('body')
          .where('id', '=', noteId)
          .where('contact_id', '=', contactId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!before) return undefined;
        const note = await tx
          .updateTable('notes')
          .set({ body, updated_at: new Date().toISOString() })
          .where('id', '=', noteId)
          .where('contact_id', '=', contactId)
          .where('deleted_at', 'is', null)
          .returning(COLUMNS)
          .executeTakeFirst();
        if (note && before.body !== body) await record(tx, actor, contactId, noteId, 'updated', before.body, body);
        return note;
      });
    },

    async remove(contactId: string, noteId: string, actor: AuditActor): Promise<boolean> {
      return scope.transaction(async (tx) => {
        const removed = await tx
          .updateTable('notes')
          .set({ deleted_at: new Date().toISOString(), deleted_by: actor.id })
          .where('id', '=', noteId)
          .where('contact_id', '=', contactId)
          .where('deleted_at', 'is', null)
          .returning('body')
          .executeTakeFirst();
        if (!removed) return false;
        await record(tx, actor, contactId, noteId, 'deleted', removed.body, null);
        return true;
      });
    },
  };
}
