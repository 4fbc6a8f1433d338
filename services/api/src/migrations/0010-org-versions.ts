// org_versions: a counter per organisation that moves with every commit changing that
// organisation's data, so cached answers (plugins/cached-answers.ts) of one organisation outlive
// the writes of another. Triggers, not repository code, move it: every write path (the API, the
// import worker, bulk delete and undo, seeds, another process) is caught, inside the writing
// transaction, so the new value becomes visible exactly when the data does.
//
// The version of an organisation is the sum of its rows (db/data-version.ts). SQLite serialises
// writers, so it keeps one row (shard 0). PostgreSQL's writers run concurrently, and one row per
// organisation, locked from the first write to the commit, would make every write of that
// organisation wait for the one before it; each backend adds to its own row instead
// (pg_backend_pid() % 1024: a pool's backends rarely share one, and the rows to sum stay few).
// Counters only grow and their rows are never deleted, so a version never comes back.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

export const ORG_VERSION_SHARDS = 1024;

/** The tenant tables of today, written out: a migration must not change when db/schema.ts does. */
export const VERSIONED_TABLES = [
  'contacts',
  'companies',
  'notes',
  'attachments',
  'pipelines',
  'stages',
  'pipeline_entries',
  'pipeline_history',
  'import_results',
  'contact_delete_batches',
] as const;

type Op = 'insert' | 'update' | 'delete';
const OPS: Record<Op, { sqlite: string; row: 'new' | 'old' }> = {
  insert: { sqlite: 'ai', row: 'new' },
  update: { sqlite: 'au', row: 'new' },
  delete: { sqlite: 'ad', row: 'old' },
};

async function createSqlite(db: Kysely<any>): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    for (const [op, { sqlite, row }] of Object.entries(OPS)) {
      await run(
        db,
        `create trigger if not exists org_versions_${table}_${sqlite} after ${op} on ${table} begin
           insert into org_versions (org_slug, shard, version) values (${row}.org_slug, 0, 1)
             on conflict (org_slug, shard) do update set version = version + 1; end`,
      );
    }
  }
}

// Statement triggers with transition tables: a 1,000-row insert moves the version once. Rows are
// taken in org_slug order, so two statements touching several organisations lock them in one order.
async function createPostgres(db: Kysely<any>): Promise<void> {
  for (const [op, { row }] of Object.entries(OPS)) {
    await run(
      db,
      `create or replace function org_versions_${op}() returns trigger language plpgsql as $$ begin
         insert into org_versions as v (org_slug, shard, version)
           select distinct org_slug, pg_backend_pid() % ${ORG_VERSION_SHARDS}, 1::bigint from changed order by org_slug
           on conflict (org_slug, shard) do update set version = v.version + 1;
         return null; end $$`,
    );
    for (const table of VERSIONED_TABLES) {
      await run(
        db,
        `create or replace trigger org_versions_${op} after ${op} on ${table} referencing ${row} table as changed ` +
          `for each statement execute function org_versions_${op}()`,
      );
    }
  }
}

export function orgVersions(dialect: DialectName): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('org_versions')
        .ifNotExists()
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('shard', 'integer', (c) => c.notNull())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('org_versions_pkey', ['org_slug', 'shard'])
        .execute();
      if (dialect === 'postgres') await createPostgres(db);
      else await createSqlite(db);
    },
    async down(db) {
      for (const table of VERSIONED_TABLES) {
        for (const [op, { sqlite }] of Object.entries(OPS)) {
          if (dialect === 'postgres') await run(db, `drop trigger if exists org_versions_${op} on ${table}`);
          else await run(db, `drop trigger if exists org_versions_${table}_${sqlite}`);
        }
      }
      if (dialect === 'postgres') for (const op of Object.keys(OPS)) await run(db, `drop function if exists org_versions_${op}()`);
      await db.schema.dropTable('org_versions').ifExists().execute();
    },
  };
}
