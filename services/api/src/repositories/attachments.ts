import { uuidv7 } from 'uuidv7';
import type { TenantScope } from '../db/tenant-scope';

/** What lists and uploads answer: never the bytes. */
export interface Attachment {
  id: string;
  filename: string;
  size: number;
  mime_type: string;
  uploaded_at: string;
}

/** A file with its bytes: what an upload brings and a download sends. */
export interface FileData {
  filename: string;
  mime_type: string;
  data: Buffer;
}

const COLUMNS = ['id', 'filename', 'size', 'mime_type', 'uploaded_at'] as const;

/** Files of one contact, kept in the database so every API instance serves them. Callers check the contact first. */
export function attachmentsRepository(scope: TenantScope) {
  return {
    /** Newest first; UUIDv7 ids order files uploaded together. */
    async list(contactId: string): Promise<Attachment[]> {
      const rows = await scope
        .selectFrom('attachments')
        .select(COLUMNS)
        .where('contact_id', '=', contactId)
        .orderBy('uploaded_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, size: Number(row.size) }));
    },

    /** All files or none: one transaction. */
    createMany(contactId: string, files: readonly FileData[]): Promise<Attachment[]> {
      const uploadedAt = new Date().toISOString();
      return scope.transaction(async (tx) => {
        const created: Attachment[] = [];
        // One statement per file: a multi-row insert would put up to 250 MB in one message.
        for (const file of files) {
          const row = { id: uuidv7(), filename: file.filename, size: file.data.length, mime_type: file.mime_type, uploaded_at: uploadedAt };
          await tx.insertInto('attachments', { ...row, contact_id: contactId, data: file.data }).execute();
          created.push(row);
        }
        return created;
      });
    },

    file(contactId: string, attachmentId: string): Promise<FileData | undefined> {
      return scope
        .selectFrom('attachments')
        .select(['filename', 'mime_type', 'data'])
        .where('id', '=', attachmentId)
        .where('contact_id', '=', contactId)
        .executeTakeFirst();
    },

    async remove(contactId: string, attachmentId: string): Promise<boolean> {
      const result = await scope.deleteFrom('attachments').where('id', '=', attachmentId).where('contact_id', '=', contactId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
