// The outcome of each committed import, written in the import's own transaction: a job taken up
// again after a crash between that commit and the job's 'done' finds it here and is not run twice.
import type { Kysely, Migration } from 'kysely';

export const importResults: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('import_results')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_slug', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('import_results').ifExists().execute();
  },
};
