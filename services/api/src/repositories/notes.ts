import { uuidv7 } from 'uuidv7';
import type { TenantScope } from '../db/tenant-scope';

export interface Note {
  id: string;
  body: string;
  created_at: string;
  updated_at: string;
}

const COLUMNS = ['id', 'body', 'created_at', 'updated_at'] as const;

/** Notes of one contact. Callers check that the contact is live first (a deleted one is a 404). */
export function notesRepository(scope: TenantScope) {
  return {
    /** Newest first; UUIDv7 ids break ties within a millisecond in creation order. */
    list(contactId: string): Promise<Note[]> {
      return scope.selectFrom('notes').select(COLUMNS).where('contact_id', '=', contactId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    async create(contactId: string, body: string): Promise<Note> {
      const now = new Date().toISOString();
      const note = { id: uuidv7(), body, created_at: now, updated_at: now };
      await scope.insertInto('notes', { ...note, contact_id: contactId }).execute();
      return note;
    },

    update(contactId: string, noteId: string, body: string): Promise<Note | undefined> {
      return scope
        .updateTable('notes')
        .set({ body, updated_at: new Date().toISOString() })
        .where('id', '=', noteId)
        .where('contact_id', '=', contactId)
        .returning(COLUMNS)
        .executeTakeFirst();
    },

    async remove(contactId: string, noteId: string): Promise<boolean> {
      const result = await scope.deleteFrom('notes').where('id', '=', noteId).where('contact_id', '=', contactId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
