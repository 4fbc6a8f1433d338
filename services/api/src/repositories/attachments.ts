import { uuidv7 } from 'uuidv7';
import type { TenantScope } from '../db/tenant-scope';
import { audit, type AuditActor } from './audit-log';
import { contactSubject } from './audit-subjects';

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

/** An event about a file of `contactId`: each names the file and carries its size and type. */
async function record(tx: TenantScope, actor: AuditActor, contactId: string, action: 'created' | 'deleted', files: readonly Attachment[]) {
  const contact = await contactSubject(tx, contactId);
  await audit(
    tx,
    actor,
    files.map((file) => ({
      action,
      record_type: 'attachment' as const,
      record_id: file.id,
      record_name: file.filename,
      contact_id: contactId,
      company_id: contact?.company_id ?? null,
      details: { size: Number(file.size), mime_type: file.mime_type, ...(contact && { contact: contact.name }) },
    })),
  );
}

/** Files of one contact, kept in the database so every API instance serves them. Callers check the contact first. Adds and removals are recorded. */
export function attachmentsRepository(scope: TenantScope) {
  return {
    /** Newest first; UUIDv7 ids order files uploaded together. */
    async list(contactId: string): Promise<Attachment[]> {
      const rows = await scope
        .selectFrom('attachments')
        .select(COLUMNS)
        .where('contact_id', '=', contactId)
        .where('deleted_at', 'is', null)
        .orderBy('uploaded_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, size: Number(row.size) }));
    },

    /** All files or none: one transaction. */
    createMany(contactId: string, files: readonly FileData[], actor: AuditActor): Promise<Attachment[]> {
      const uploadedAt = new Date().toISOString();
      return scope.transaction(async (tx) => {
        const created: Attachment[] = [];
        // One statement per file: a multi-row insert would put up to 250 MB in one message.
        for (const file of files) {
          const row = { id: uuidv7(), filename: file.filename, size: file.data.length, mime_type: file.mime_type, uploaded_at: uploadedAt };
          await tx.insertInto('attachments', { ...row, contact_id: contactId }).execute();
          await tx.insertInto('attachment_data', { id: row.id, data: file.data }).execute();
          created.push(row);
        }
        await record(tx, actor, contactId, 'created', created);
        return created;
      });
    },

    file(contactId: string, attachmentId: string): Promise<FileData | undefined> {
      return scope
        .selectFrom('attachments')
        .innerJoin('attachment_data', (join) =>
          join.onRef('attachment_data.org_slug', '=', 'attachments.org_slug').onRef('attachment_data.id', '=', 'attachments.id'),
        )
        .select(['attachments.filename', 'attachments.mime_type', 'attachment_data.data'])
        .where('attachments.id', '=', attachmentId)
        .where('attachments.contact_id', '=', contactId)
        .where('attachments.deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async remove(contactId: string, attachmentId: string, actor: AuditActor): Promise<boolean> {
      return scope.transaction(async (tx) => {
        // To the Trash (repositories/trash.ts): its bytes stay until it is purged.
        const removed = await tx
          .updateTable('attachments')
          .set({ deleted_at: new Date().toISOString(), deleted_by: actor.id })
          .where('id', '=', attachmentId)
          .where('contact_id', '=', contactId)
          .where('deleted_at', 'is', null)
          .returning(['id', 'filename', 'size', 'mime_type', 'uploaded_at'])
          .executeTakeFirst();
        if (!removed) return false;
        await record(tx, actor, contactId, 'deleted', [{ ...removed, size: Number(removed.size) }]);
        return true;
      });
    },
  };
}
