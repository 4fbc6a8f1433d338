// The naive single-thread floor of the import benchmark: what one thread does with the same CSV
// file if it only parses and inserts. Run by import-api.ts as a child process of its own (with
// no API running meanwhile, so it has a core to itself), or alone:
//
//   pnpm --filter @meridian/bench exec tsx import-floor.ts 1000000      (a generated file)
//   pnpm --filter @meridian/bench exec tsx import-floor.ts /tmp/x.csv   (a file of import-csv.ts's shape)
//
// Kept honest, and simple on purpose: the file's bytes are already in memory when the clock
// starts; they are decoded into one string, parsed whole by papaparse in this thread, and every
// row with the header's number of fields is inserted as it is: no email checks, no duplicate
// detection, no companies (company_id stays null), no error report, no progress. The database is
// fresh and built by the API's own migrations, so the same contact indexes, the same counter
// trigger and the same search entries are maintained as for an import:
// - SQLite: one transaction, one prepared single-row insert per row; the FTS5 search entries are
//   written by the migrations' insert trigger, row by row (FLOOR_SEARCH=backfill: the trigger set
//   aside in the transaction and the entries written by one insert…select before the commit, as
//   the import does);
// - PostgreSQL: one transaction, batches of 5,000 rows as unnest() arrays, one after the other;
//   the B-trees and the GIN search index are maintained by the server as rows arrive.
// FLOOR_SEARCH=bulk: the bulk-load floor instead (import-bulk-floor.ts): the same inserts into the
// table stripped of its indexes and triggers, then the indexes, search entries and counters built once.
// The clock stops at the commit. What the job does on top (checks, companies, error report,
// durability of the upload, progress) is not in this figure.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import { Client } from 'pg';
import { openSqlite, pgConnectionConfig } from '../services/api/src/db/connection';
import { normalisedWords, orgTag, pgSearchVector } from '../services/api/src/db/search';
import { sqliteSearchBackfill, sqliteSearchInsertTrigger, sqliteSearchTable } from '../services/api/src/db/search-indexes';
import { openTestDatabase } from '../services/api/test/helpers/db';
import { bulkPostgres, bulkSqlite } from './import-bulk-floor';
import { generateCsv } from './import-csv';
import { insertRowsPostgres, insertRowsSqlite, ORG, parseCsv, type At } from './import-floor-rows';

const SEARCH = process.env.FLOOR_SEARCH === 'backfill' || process.env.FLOOR_SEARCH === 'bulk' ? process.env.FLOOR_SEARCH : 'trigger';

export interface FloorResult {
  type: 'floor';
  dialect: string;
  search: string;
  rows: number;
  inserted: number;
  seconds: number;
  parseSeconds: number;
  insertSeconds: number;
  commitSeconds: number;
  /** The bulk-load floor: building the indexes, the search entries and the counters after the inserts. */
  buildSeconds?: number;
  /** Rows a word-prefix search for the first row's last name finds (checked after the clock stops). */
  searchable: number;
  searchedFor: string;
}

async function insertSqlite(db: BetterSqlite3.Database, rows: string[][], at: At, now: string) {
  db.exec('begin immediate');
  const trigger = sqliteSearchInsertTrigger('contacts');
  const triggerSql = db.prepare(`select sql from sqlite_schema where type = 'trigger' and name = ?`).pluck().get(trigger) as string;
  const maxRowid = db.prepare('select coalesce(max(rowid), 0) from contacts').pluck().get() as number;
  if (SEARCH === 'backfill') db.exec(`drop trigger ${trigger}`);
  const inserted = insertRowsSqlite(db, rows, at, now);
  if (SEARCH === 'backfill') {
    db.prepare(sqliteSearchBackfill('contacts')).run(maxRowid);
    db.exec(triggerSql);
  }
  const inserting = performance.now();
  db.exec('commit');
  return { inserted, inserting };
}

async function insertPostgres(client: InstanceType<typeof Client>, rows: string[][], at: At, now: string) {
  await client.query('begin');
  const inserted = await insertRowsPostgres(client, rows, at, now);
  const inserting = performance.now();
  await client.query('commit');
  return { inserted, inserting };
}

export async function measureFloor(bytes: Buffer): Promise<FloorResult> {
  const database = await openTestDatabase();
  const { handle } = database;
  const sqlite = handle.dialect === 'sqlite' ? openSqlite(handle.options) : undefined;
  const pg = handle.dialect === 'postgres' ? new Client(pgConnectionConfig(handle.options)) : undefined;
  await pg?.connect();
  try {
    const now = new Date().toISOString();
    const start = performance.now();
    const { records, rows, at } = parseCsv(bytes);
    const parsedAt = performance.now();
    const { inserted, inserting, building } =
      SEARCH === 'bulk'
        ? sqlite
          ? bulkSqlite(sqlite, rows, at, now)
          : await bulkPostgres(pg!, rows, at, now)
        : sqlite
          ? { building: undefined, ...(await insertSqlite(sqlite, rows, at, now)) }
          : { building: undefined, ...(await insertPostgres(pg!, rows, at, now)) };
    const end = performance.now();
    // Outside the clock: the rows are there and findable by the search the API runs.
    const word = orgTag(ORG) + normalisedWords(rows[0]![at('last')]!)[0]!;
    const fts = sqliteSearchTable('contacts');
    const searchable = sqlite
      ? (sqlite.prepare(`select count(*) from ${fts} where ${fts} match ?`).pluck().get(`"${word}"*`) as number)
      : Number((await pg!.query(`select count(*) as n from contacts where ${pgSearchVector('contacts')} @@ $1::tsquery`, [`'${word}':*`])).rows[0].n);
    return {
      type: 'floor',
      dialect: handle.dialect,
      search: SEARCH === 'bulk' ? 'bulk load' : handle.dialect === 'sqlite' ? SEARCH : 'index',
      rows: records.length,
      inserted,
      seconds: (end - start) / 1000,
      parseSeconds: (parsedAt - start) / 1000,
      insertSeconds: (inserting - parsedAt) / 1000,
      commitSeconds: (end - (building ?? inserting)) / 1000,
      buildSeconds: building === undefined ? undefined : (building - inserting) / 1000,
      searchable,
      searchedFor: word,
    };
  } finally {
    sqlite?.close();
    await pg?.end();
    await database.destroy();
  }
}

async function main(): Promise<void> {
  const arg = process.argv[2] ?? '100000';
  const bytes = /^\d+$/.test(arg) ? Buffer.from(generateCsv(Number(arg)).csv) : fs.readFileSync(arg);
  const result = await measureFloor(bytes);
  const f = (s: number) => s.toFixed(2);
  console.log(
    `floor (${result.dialect}, search ${result.search}): ${result.inserted.toLocaleString('en')} rows in ${f(result.seconds)} s ` +
      `(parse ${f(result.parseSeconds)}, insert ${f(result.insertSeconds)}, ${result.buildSeconds === undefined ? '' : `build ${f(result.buildSeconds)}, `}commit ${f(result.commitSeconds)}); a search for "${result.searchedFor}" finds ${result.searchable}`,
  );
  if (process.send) await new Promise((resolve) => process.send!(result, undefined, {}, resolve));
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
