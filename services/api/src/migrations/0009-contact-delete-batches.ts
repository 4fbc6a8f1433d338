// contact_delete_batches: one row per "delete every matching contact" (POST /contacts/bulk-delete),
// kept for a few minutes so its Undo can bring back exactly those contacts. The contacts are
// soft-deleted with the batch's own deleted_at stamp (microseconds, which a single delete never
// writes), so the undo is one set-based update through contacts_purge_idx; notes, files and
// pipeline places never left. The unique stamp per organisation keeps two batches apart.
import type { Kysely, Migration } from 'kysely';

export const contactDeleteBatches: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('contact_delete_batches')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_slug', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text', (c) => c.notNull())
      .addColumn('deleted', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('contact_delete_batches_stamp_idx')
      .ifNotExists()
      .on('contact_delete_batches')
      .columns(['org_slug', 'deleted_at'])
      .unique()
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('contact_delete_batches').ifExists().execute();
  },
};
