// What a merge of duplicates did (docs/ARCHITECTURE.md §5 "Duplicates and merge"):
// - merge_batches: one row per merge that can still be undone: the primary, the records merged
//   into it (soft-deleted with the batch's own deleted_at stamp), the primary's values before,
//   until when.
// - merge_moves: per batch, per kind of child row (notes, files, activities, a deal, history, a
//   company's contacts…) and per record they left, the ids of the rows moved to the primary.
//   Forgotten with the batch once its undo window has passed.
// - merge_links: each record merged into another, for good (an undo deletes its links): a
//   timeline shows the audit events of the records merged into its own, which stay as written.
// - attachment_data: a file's bytes, moved out of attachments: a merge moving a contact's files
//   changes their attachments rows, and on SQLite an update writes the whole row again, bytes and
//   all (about 50 µs for a 2 KB file, more the larger it is); now it writes a row of a hundred
//   bytes, whatever the file's size. Each row belongs to its attachment (deleted with it).
// merge_batches moves the organisation's data version (0010) like every tenant table; the other two
// do not, for the audit trail's reason (0017): they are only written in a transaction that writes
// merge_batches too.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';
import { binaryType, type DialectName } from '../db/dialect';
import { hasColumn } from './has-column';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

const INDEXES: Record<string, string> = {
  merge_moves_batch_idx: 'merge_moves (org_slug, batch_id)',
  // A timeline reads the records merged into its own.
  merge_links_primary_idx: 'merge_links (org_slug, primary_id)',
};

const OPS = { insert: { sqlite: 'ai', row: 'new' }, update: { sqlite: 'au', row: 'new' }, delete: { sqlite: 'ad', row: 'old' } } as const;

/** 0010's triggers on merge_batches (its functions exist on PostgreSQL). */
async function createVersionTriggers(db: Kysely<any>, dialect: DialectName): Promise<void> {
  for (const [op, { sqlite, row }] of Object.entries(OPS)) {
    if (dialect === 'postgres') {
      await run(
        db,
        `create or replace trigger org_versions_${op} after ${op} on merge_batches referencing ${row} table as changed ` +
          `for each statement execute function org_versions_${op}()`,
      );
    } else {
      await run(
        db,
        `create trigger if not exists org_versions_merge_batches_${sqlite} after ${op} on merge_batches begin
           insert into org_versions (org_slug, shard, version) values (${row}.org_slug, 0, 1)
             on conflict (org_slug, shard) do update set version = version + 1; end`,
      );
    }
  }
}

/** attachments.data into attachment_data, then the column dropped (SQLite 3.35 drops columns). */
async function moveFileBytes(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('attachment_data')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('org_slug', 'text', (c) => c.notNull())
    .addColumn('data', binaryType(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint('attachment_data_pkey', ['org_slug', 'id'])
    .addForeignKeyConstraint('attachment_data_attachment_fkey', ['org_slug', 'id'], 'attachments', ['org_slug', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
  if (!(await hasColumn(db, dialect, 'attachments', 'data'))) return;
  await run(
    db,
    `insert into attachment_data (id, org_slug, data) select a.id, a.org_slug, a.data from attachments a
       where a.data is not null and not exists (select 1 from attachment_data d where d.org_slug = a.org_slug and d.id = a.id)`,
  );
  await run(db, 'alter table attachments drop column data');
}

export function mergeBatches(dialect: DialectName): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('merge_batches')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('record_type', 'text', (c) => c.notNull())
        .addColumn('primary_id', 'text', (c) => c.notNull())
        .addColumn('merged_ids', 'text', (c) => c.notNull())
        .addColumn('before', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('merge_batches_pkey', ['org_slug', 'id'])
        .execute();
      await db.schema
        .createTable('merge_moves')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('batch_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('from_id', 'text', (c) => c.notNull())
        .addColumn('to_id', 'text', (c) => c.notNull())
        .addColumn('ids', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('merge_moves_pkey', ['org_slug', 'id'])
        .execute();
      await db.schema
        .createTable('merge_links')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('record_type', 'text', (c) => c.notNull())
        .addColumn('primary_id', 'text', (c) => c.notNull())
        .addColumn('batch_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('merge_links_pkey', ['org_slug', 'id'])
        .execute();
      for (const [name, on] of Object.entries(INDEXES)) await run(db, `create index if not exists ${name} on ${on}`);
      await moveFileBytes(db, dialect);
      await createVersionTriggers(db, dialect);
    },
    async down(db) {
      if (!(await hasColumn(db, dialect, 'attachments', 'data'))) {
        await run(db, `alter table attachments add column data ${binaryType(dialect)}`);
        await run(db, 'update attachments set data = (select d.data from attachment_data d where d.org_slug = attachments.org_slug and d.id = attachments.id)');
      }
      await db.schema.dropTable('attachment_data').ifExists().execute();
      await db.schema.dropTable('merge_links').ifExists().execute();
      await db.schema.dropTable('merge_moves').ifExists().execute();
      await db.schema.dropTable('merge_batches').ifExists().execute();
    },
  };
}
