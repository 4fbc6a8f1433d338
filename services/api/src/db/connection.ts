// How the API connects: SQLite by default, PostgreSQL when a `postgres://` URL is given.
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import { Pool, types as pgTypes } from 'pg';
import { postgresOrgVersions, sqliteOrgVersions } from './data-version';
import { quoteIdent, type DialectName, type DialectOptions } from './dialect';
import type { Database } from './schema';
import { startCheckpointer } from './checkpointer';
import { withStatementCache } from './statement-cache';
import { writeTurns } from './write-turns';

/** The open database. Only plugins, migrations and tests hold it; repositories get a TenantScope. */
export interface DbHandle {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  /** How it was opened: the import worker opens its own connection to the same database/schema. */
  readonly options: DialectOptions;
  /** A number that grows with every commit changing the organisation's data, read after the call (data-version.ts). */
  orgVersion(orgSlug: string): Promise<number>;
  /** SQLite: the flag the API's writes raise for the import workers (write-turns.ts). */
  readonly writeTurns?: Int32Array;
  close(): Promise<void>;
}

export type OpenDatabaseOptions = DialectOptions;

/** The CRM's database file under DATA_DIR (SQLite). */
export const API_SQLITE_FILE = 'api.sqlite';

const INT8_OID = 20;
const API_BUSY_TIMEOUT_MS = 50;

/** Connection settings of PostgreSQL, shared by the pool and the import worker's own client. */
export function pgConnectionConfig(opts: DialectOptions): { connectionString?: string; options?: string } {
  return {
    connectionString: opts.databaseUrl,
    options: opts.pgSchema ? `-c search_path=${quoteIdent(opts.pgSchema)},public` : undefined,
  };
}

// count(*) is int8, which pg returns as a string; SQLite returns a number. Counts (and epoch
// milliseconds) stay far below 2^53, so parsing here keeps repository code identical on both databases.
export const PG_NUMBER_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary' ? (v: string) => Number(v) : pgTypes.getTypeParser(oid, format as 'text')) as typeof pgTypes.getTypeParser,
};

/** A connection to the SQLite file with the settings every connection needs (the import worker opens its own). */
export function openSqlite(opts: DialectOptions): BetterSqlite3.Database {
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const database = new BetterSqlite3(path.join(opts.dataDir, API_SQLITE_FILE));
  database.pragma('journal_mode = WAL'); // readers never block the writer
  database.pragma('synchronous = NORMAL'); // durable enough with WAL, far fewer fsyncs
  database.pragma('foreign_keys = ON'); // SQLite leaves them off unless asked, per connection
  database.pragma('busy_timeout = 5000'); // the migrate CLI and the server may overlap briefly
  database.pragma('cache_size = -65536'); // 64 MB page cache (default 2 MB): list and search reads at 500k rows
  return database;
}

type OrgVersions = (db: Kysely<Database>) => DbHandle['orgVersion'];

interface Connected {
  name: DialectName;
  dialect: Dialect;
  orgVersions: OrgVersions;
  turns?: Int32Array;
  stop?: () => Promise<void>;
}

function connect(opts: DialectOptions): Connected {
  if (opts.databaseUrl) {
    const pool = new Pool({ ...pgConnectionConfig(opts), types: PG_NUMBER_TYPES });
    return { name: 'postgres', dialect: new PostgresDialect({ pool }), orgVersions: () => postgresOrgVersions(pool) };
  }
  const database = openSqlite(opts);
  // The API's connection waits only briefly for the write lock: better-sqlite3 waits synchronously,
  // freezing every request, and an import can hold the lock for a minute. Write requests that find
  // it taken are retried without blocking instead (plugins/busy-retry.ts).
  database.pragma(`busy_timeout = ${API_BUSY_TIMEOUT_MS}`);
  database.pragma('wal_autocheckpoint = 0'); // a thread of its own checkpoints (checkpointer.ts)
  const checkpointer = startCheckpointer(opts);
  const turns = writeTurns();
  const dialect = new SqliteDialect({ database: withStatementCache(database, undefined, turns) });
  return { name: 'sqlite', dialect, orgVersions: (db) => sqliteOrgVersions(database, db), turns, stop: checkpointer.stop };
}

export function openDatabase(opts: OpenDatabaseOptions): DbHandle {
  const { name, dialect, orgVersions, turns, stop } = connect(opts);
  const db = new Kysely<Database>({ dialect });
  let closed: Promise<void> | undefined;
  return {
    db,
    dialect: name,
    options: { ...opts },
    orgVersion: orgVersions(db),
    writeTurns: turns,
    // Idempotent: shutdown paths (signal + app close) may both call it.
    close: () => (closed ??= Promise.all([db.destroy(), stop?.()]).then(() => undefined)),
  };
}

export async function pingDatabase(handle: DbHandle): Promise<void> {
  await handle.db.selectNoFrom((eb) => eb.lit(1).as('ok')).execute();
}
