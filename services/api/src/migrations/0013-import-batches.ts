// Imports written in short batches, hidden until their last step (docs/ARCHITECTURE.md, "Import").
// - contacts.import_id / companies.import_id: the import that wrote the row (null for everything
//   else). A row is hidden while its import is in pending_imports; deleting that one row makes the
//   whole import visible at once (db/visible.ts).
// - pending_imports: one row per import still writing (or being removed after a cancel or a
//   failure): its checkpoint (data records read, counts so far) is updated in each batch's
//   transaction, so a job resumes from its last committed batch.
// - import_updates: what "Update existing contacts" will change, applied in the last step.
// - The counter triggers leave hidden rows out (the last step adds them); the SQLite search
//   trigger leaves imported rows to the import, which indexes each batch with one statement.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';
import { createSearchIndexes } from '../db/search-indexes';
import { createContactCounts } from './contact-counts';
import { hasColumn } from './has-column';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

const HIDDEN = (row: string) => `(${row}.import_id is not null and ${row}.import_id in (select id from pending_imports))`;

const SQLITE_COUNT_TRIGGERS = [
  `create trigger contact_counts_ai after insert on contacts when new.deleted_at is null and new.import_id is null begin
     insert into contact_counts (org_slug, live) values (new.org_slug, 1)
       on conflict (org_slug) do update set live = live + 1; end`,
  `create trigger contact_counts_ad after delete on contacts when old.deleted_at is null and not ${HIDDEN('old')} begin
     update contact_counts set live = live - 1 where org_slug = old.org_slug; end`,
];

const PG_COUNT_DELTAS = {
  insert: 'select org_slug, 1 as d from new_rows where deleted_at is null and import_id is null',
  delete: `select org_slug, -1 as d from old_rows where deleted_at is null and not ${HIDDEN('old_rows')}`,
} as const;

async function createCountTriggers(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    for (const suffix of ['ai', 'ad']) await run(db, `drop trigger if exists contact_counts_${suffix}`);
    for (const trigger of SQLITE_COUNT_TRIGGERS) await run(db, trigger);
    return;
  }
  for (const [op, delta] of Object.entries(PG_COUNT_DELTAS)) {
    await run(
      db,
      `create or replace function contact_counts_${op}() returns trigger language plpgsql as $$ begin
         insert into contact_counts as c (org_slug, live)
           select org_slug, sum(d) from (${delta}) x group by org_slug having sum(d) <> 0
           on conflict (org_slug) do update set live = c.live + excluded.live;
         return null; end $$`,
    );
  }
}

/** SQLite's search insert triggers (db/search-indexes.ts) skip imported rows: the import indexes each batch at once. */
async function createSearchTriggers(db: Kysely<any>): Promise<void> {
  for (const table of ['contacts', 'companies']) {
    const fts = `${table}_search`;
    await run(db, `drop trigger if exists ${fts}_ai`);
    await run(
      db,
      `create trigger ${fts}_ai after insert on ${table} when new.deleted_at is null and new.import_id is null begin
         insert into ${fts}(rowid, search_doc) values (new.rowid, new.search_doc); end`,
    );
  }
}

/** pending_imports moves the organisation's data version (0010): removing its row shows an import. */
async function createVersionTriggers(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const ops = { insert: ['ai', 'new'], update: ['au', 'new'], delete: ['ad', 'old'] } as const;
  for (const [op, [suffix, row]] of Object.entries(ops)) {
    if (dialect === 'postgres') {
      await run(
        db,
        `create or replace trigger org_versions_${op} after ${op} on pending_imports referencing ${row} table as changed ` +
          `for each statement execute function org_versions_${op}()`,
      );
    } else {
      await run(
        db,
        `create trigger if not exists org_versions_pending_imports_${suffix} after ${op} on pending_imports begin
           insert into org_versions (org_slug, shard, version) values (${row}.org_slug, 0, 1)
             on conflict (org_slug, shard) do update set version = version + 1; end`,
      );
    }
  }
}

export function importBatches(dialect: DialectName): Migration {
  return {
    async up(db) {
      for (const table of ['contacts', 'companies']) {
        if (!(await hasColumn(db, dialect, table, 'import_id'))) await run(db, `alter table ${table} add column import_id text`);
        await run(db, `create index if not exists ${table}_import_idx on ${table} (org_slug, import_id) where import_id is not null`);
      }
      await db.schema
        .createTable('pending_imports')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('records', 'bigint', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('import_updates')
        .ifNotExists()
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('import_id', 'text', (c) => c.notNull())
        .addColumn('contact_id', 'text', (c) => c.notNull())
        .addColumn('first', 'text', (c) => c.notNull())
        .addColumn('last', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('company', 'text')
        .addColumn('company_id', 'text')
        .addColumn('tags', 'text')
        .addColumn('search_doc', 'text')
        .addPrimaryKeyConstraint('import_updates_pkey', ['org_slug', 'import_id', 'contact_id'])
        .execute();
      await createCountTriggers(db, dialect);
      if (dialect === 'sqlite') await createSearchTriggers(db);
      await createVersionTriggers(db, dialect);
    },
    async down(db) {
      if (dialect === 'sqlite') {
        for (const trigger of ['contact_counts_ai', 'contact_counts_ad', 'contacts_search_ai', 'companies_search_ai'])
          await run(db, `drop trigger if exists ${trigger}`);
        for (const suffix of ['ai', 'au', 'ad']) await run(db, `drop trigger if exists org_versions_pending_imports_${suffix}`);
      }
      await db.schema.dropTable('import_updates').ifExists().execute();
      await db.schema.dropTable('pending_imports').ifExists().execute();
      for (const table of ['contacts', 'companies']) {
        await run(db, `drop index if exists ${table}_import_idx`);
        if (await hasColumn(db, dialect, table, 'import_id')) await run(db, `alter table ${table} drop column import_id`);
      }
      // The triggers as they were (they recount and reindex from the rows).
      await createContactCounts(db, dialect);
      await createSearchIndexes(db, dialect);
    },
  };
}
