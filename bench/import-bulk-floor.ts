// The bulk-load floor of the import benchmark (FLOOR_SEARCH=bulk of import-floor.ts): the least
// work a database does to hold the same rows committed, indexed and searchable. In one
// transaction on the fresh database the API's migrations built: the contacts table is stripped of
// its secondary indexes (the search index among them on PostgreSQL), its triggers (counter,
// version, SQLite's search entries) and so of its search entries; the rows are inserted as the
// naive floor inserts them (import-floor.ts: each with its search document, db/search.ts); then
// each index is built once from the SQL the migrations created it with, the search entries are
// written by the import's own one-statement backfill (db/search-indexes.ts), the counters move
// once, and the triggers come back. The clock stops at the commit, as for the naive floor.
import { performance } from 'node:perf_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import type { Client } from 'pg';
import { sqliteSearchBackfill } from '../services/api/src/db/search-indexes';
import { insertRowsPostgres, insertRowsSqlite, ORG, type At } from './import-floor-rows';

export interface BulkTimes {
  inserted: number;
  /** performance.now() when the inserts were done, the indexes and search entries built, and the transaction about to commit. */
  inserting: number;
  building: number;
}

// The counters the stripped triggers would have moved, moved once (contact_counts: migration 0003;
// org_versions: migration 0010), as the triggers move them: the live count by the rows, the version by one.
const SQLITE_COUNTERS = [
  'insert into contact_counts (org_slug, live) values (?, ?) on conflict (org_slug) do update set live = live + excluded.live',
  'insert into org_versions (org_slug, shard, version) values (?, 0, 1) on conflict (org_slug, shard) do update set version = version + 1',
];
const PG_COUNTERS = [
  'insert into contact_counts as c (org_slug, live) values ($1, $2) on conflict (org_slug) do update set live = c.live + excluded.live',
  'insert into org_versions as v (org_slug, shard, version) values ($1, pg_backend_pid() % 1024, 1) on conflict (org_slug, shard) do update set version = v.version + 1',
];

export function bulkSqlite(db: BetterSqlite3.Database, rows: string[][], at: At, now: string): BulkTimes {
  db.exec('begin immediate');
  const schema = (type: string) =>
    db.prepare(`select name, sql from sqlite_schema where type = ? and tbl_name = 'contacts' and sql is not null`).all(type) as { name: string; sql: string }[];
  const [indexes, triggers] = [schema('index'), schema('trigger')];
  const maxRowid = db.prepare('select coalesce(max(rowid), 0) from contacts').pluck().get() as number;
  for (const { name } of indexes) db.exec(`drop index "${name}"`);
  for (const { name } of triggers) db.exec(`drop trigger "${name}"`);
  const inserted = insertRowsSqlite(db, rows, at, now);
  const inserting = performance.now();
  for (const { sql } of indexes) db.exec(sql);
  db.prepare(sqliteSearchBackfill('contacts')).run(maxRowid);
  db.prepare(SQLITE_COUNTERS[0]!).run(ORG, inserted);
  db.prepare(SQLITE_COUNTERS[1]!).run(ORG);
  for (const { sql } of triggers) db.exec(sql);
  const building = performance.now();
  db.exec('commit');
  return { inserted, inserting, building };
}

export async function bulkPostgres(client: InstanceType<typeof Client>, rows: string[][], at: At, now: string): Promise<BulkTimes> {
  await client.query('begin');
  const { rows: indexes } = await client.query<{ name: string; sql: string }>(
    `select i.indexname as name, i.indexdef as sql from pg_indexes i
     where i.schemaname = current_schema() and i.tablename = 'contacts'
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u'))`,
  );
  for (const { name } of indexes) await client.query(`drop index "${name}"`);
  await client.query('alter table contacts disable trigger user');
  const inserted = await insertRowsPostgres(client, rows, at, now);
  const inserting = performance.now();
  // The search index is one of these: a partial GIN index over the documents' words (migration 0011).
  for (const { sql } of indexes) await client.query(sql);
  await client.query(PG_COUNTERS[0]!, [ORG, inserted]);
  await client.query(PG_COUNTERS[1]!, [ORG]);
  await client.query('alter table contacts enable trigger user');
  const building = performance.now();
  await client.query('commit');
  return { inserted, inserting, building };
}
