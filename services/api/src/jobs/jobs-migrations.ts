// The import jobs' own migrations, applied when the API starts (jobs-connection.ts). Append new
// ones; never edit one that has shipped.
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectName } from '../db/dialect';
import { binaryType } from '../db/dialect';

function importJobs(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
      await db.schema
        .createTable('import_jobs')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('phase', 'text')
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('file_size', sql.raw(bigint), (c) => c.notNull().defaultTo(0))
        .addColumn('created_by_id', 'text', (c) => c.notNull())
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .addColumn('created_by_email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text')
        .addColumn('finished_at', 'text')
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('client_ref', 'text')
        .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unchanged', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('companies_created', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('first_errors', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('error', 'text')
        .addColumn('error_report', binaryType(dialect))
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', sql.raw(bigint))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The history page (newest first) and the runner's look for work.
      await db.schema.createIndex('import_jobs_history_idx').ifNotExists().on('import_jobs').columns(['org_slug', 'created_at', 'id']).execute();
      await db.schema.createIndex('import_jobs_status_idx').ifNotExists().on('import_jobs').columns(['status', 'created_at']).execute();
      await db.schema
        .createTable('import_chunks')
        .ifNotExists()
        .addColumn('import_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('data', binaryType(dialect), (c) => c.notNull())
        .addPrimaryKeyConstraint('import_chunks_pkey', ['import_id', 'seq'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('import_chunks').ifExists().execute();
      await db.schema.dropTable('import_jobs').ifExists().execute();
    },
  };
}

// A job may start while its file is still arriving: 0 until the upload's last byte is stored.
const fileComplete: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('import_jobs')
      .addColumn('file_complete', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('import_jobs').dropColumn('file_complete').execute();
  },
};

// Records after the data that the import ignored as the file's footer (import/footer-rows.ts).
const footerRows: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('import_jobs')
      .addColumn('footer_rows', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('import_jobs').dropColumn('footer_rows').execute();
  },
};

export function jobsMigrationProvider(dialect: DialectName): MigrationProvider {
  const migrations: Record<string, Migration> = { '0001-import-jobs': importJobs(dialect), '0002-file-complete': fileComplete, '0003-footer-rows': footerRows };
  return { getMigrations: async () => migrations };
}
