// Everything that differs between SQLite and PostgreSQL lives here, so migrations and
// repositories stay dialect-neutral: how to connect, the binary column type, and full-text search
// (SQLite FTS5 tables kept in sync by triggers; PostgreSQL pg_trgm GIN indexes).
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Pool, types as pgTypes } from 'pg';
import { withStatementCache } from './statement-cache';
import { PostgresDialect, SqliteDialect, sql, type Dialect, type Expression, type Kysely, type SqlBool } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export interface DialectOptions {
  /** Directory of the SQLite file `api.sqlite`; ignored when databaseUrl is set. */
  dataDir: string;
  /** `postgres://…` selects PostgreSQL. */
  databaseUrl?: string;
  /** PostgreSQL only: schema put first on the search_path (tests give each file its own). */
  pgSchema?: string;
}

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
  const database = new BetterSqlite3(path.join(opts.dataDir, 'api.sqlite'));
  database.pragma('journal_mode = WAL'); // readers never block the writer
  database.pragma('synchronous = NORMAL'); // durable enough with WAL, far fewer fsyncs
  database.pragma('foreign_keys = ON'); // SQLite leaves them off unless asked, per connection
  database.pragma('busy_timeout = 5000'); // the migrate CLI and the server may overlap briefly
  database.pragma('cache_size = -65536'); // 64 MB page cache (default 2 MB): list and search reads at 500k rows
  return database;
}

export interface OpenedDialect {
  name: DialectName;
  dialect: Dialect;
  /** See DbHandle.dataVersion. */
  dataVersion(): Promise<string>;
}

// The data version, for reusing answers built from the database (plugins/cached-answers.ts):
//
// SQLite: data_version changes when another connection (the import worker, the migrate CLI,
// another process) commits; total_changes() counts this connection's own inserts, updates and
// deletes, triggers included. It is read beside Kysely, not through it (no query building, no wait
// for the connection behind other queries): a read in the middle of one of this connection's
// transactions may count changes not yet committed, but the answer's own queries wait for that
// transaction to end, and any later change moves the version on again. A rolled-back change still
// counts: a needless miss, never a stale hit.
//
// PostgreSQL: the current snapshot (xmin:xmax:in-progress ids) names exactly which transactions
// are visible. A commit removes its id from the in-progress list or, for a transaction that began
// after the snapshot, has moved xmax; xmax only grows, so an old snapshot never comes back. This
// holds for every API instance on the same server: none serves a page another has changed.
export function createDialect(opts: DialectOptions): OpenedDialect {
  if (opts.databaseUrl) {
    const pool = new Pool({ ...pgConnectionConfig(opts), types: PG_NUMBER_TYPES });
    const snapshot = { name: 'meridian-data-version', text: 'select pg_current_snapshot()::text as v' };
    const dataVersion = sharedReads(async () => String((await pool.query<{ v: string }>(snapshot)).rows[0]!.v));
    return { name: 'postgres', dialect: new PostgresDialect({ pool }), dataVersion };
  }
  const database = openSqlite(opts);
  // The API's connection waits only briefly for the write lock: better-sqlite3 waits synchronously,
  // freezing every request, and an import can hold the lock for a minute. Write requests that find
  // it taken are retried without blocking instead (plugins/busy-retry.ts).
  database.pragma(`busy_timeout = ${API_BUSY_TIMEOUT_MS}`);
  const version = database.prepare('select total_changes() as c, data_version as v from pragma_data_version');
  const dataVersion = sharedReads(async () => {
    const { c, v } = version.get() as { c: number; v: number };
    return `${c}:${v}`;
  });
  return { name: 'sqlite', dialect: new SqliteDialect({ database: withStatementCache(database) }), dataVersion };
}

/**
 * One read of the data version for all who ask before it is made: it is made after every one of
 * them asked, which is all a caller needs. Under load, one read serves a whole turn of the event
 * loop (on PostgreSQL a round trip each request would otherwise pay).
 */
export function sharedReads(read: () => Promise<string>): () => Promise<string> {
  let next: Promise<string> | undefined;
  return () =>
    (next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      next = undefined; // who asks from now on waits for a later read
      return read();
    }));
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function binaryType(dialect: DialectName): 'blob' | 'bytea' {
  return dialect === 'postgres' ? 'bytea' : 'blob';
}

// ---- Search --------------------------------------------------------------------------------

interface SearchTarget {
  table: 'contacts' | 'companies';
  columns: readonly string[];
  /** Columns that may be null (coalesced so one null does not blank the whole document). */
  nullable: readonly string[];
}

const SEARCH: Record<'contacts' | 'companies', SearchTarget> = {
  contacts: { table: 'contacts', columns: ['first', 'last', 'email', 'company'], nullable: ['email', 'company'] },
  companies: { table: 'companies', columns: ['name', 'industry', 'description'], nullable: ['industry', 'description'] },
};

/** PostgreSQL: one lowercased text per row; the query must repeat the indexed expression. */
function pgDocument(t: SearchTarget, qualify: boolean): string {
  const parts = t.columns.map((c) => {
    const col = qualify ? `${t.table}.${c}` : c;
    return t.nullable.includes(c) ? `coalesce(${col}, '')` : col;
  });
  return `lower(${parts.join(` || ' ' || `)})`;
}

/**
 * SQLite FTS5 options. Searches are word-prefix AND queries (see searchCondition), which need no
 * positions (detail=none) nor prefix indexes: at a million contacts every prefix query still
 * answers in ~20 ms, while the index is a quarter of the size and builds ~35% faster (migration 0007).
 */
export const SQLITE_FTS_OPTIONS = "detail=none, tokenize='unicode61 remove_diacritics 2'";
/** What migration 0002 shipped with: positions and 2- and 3-character prefix indexes. */
export const SQLITE_FTS_OPTIONS_0002 = "tokenize='unicode61 remove_diacritics 2', prefix='2 3'";

export async function createSearchIndexes(db: Kysely<any>, dialect: DialectName, ftsOptions = SQLITE_FTS_OPTIONS): Promise<void> {
  if (dialect === 'postgres') {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const t of Object.values(SEARCH)) {
      await sql
        .raw(`create index if not exists ${t.table}_search_trgm on ${t.table} using gin ((${pgDocument(t, false)}) gin_trgm_ops)`)
        .execute(db);
    }
    return;
  }
  for (const t of Object.values(SEARCH)) {
    const fts = `${t.table}_fts`;
    const cols = t.columns.join(', ');
    const newVals = t.columns.map((c) => `new.${c}`).join(', ');
    // Contentless: the index keys rows by the base table's rowid and stores no copy of the text.
    // The rowid of a table without INTEGER PRIMARY KEY survives VACUUM in current SQLite
    // (checked), and nothing else rewrites it.
    await sql
      .raw(
        `create virtual table if not exists ${fts} using fts5(${cols}, content='', contentless_delete=1, ${ftsOptions})`,
      )
      .execute(db);
    await sql.raw(`create trigger if not exists ${fts}_ai after insert on ${t.table} begin
      insert into ${fts}(rowid, ${cols}) values (new.rowid, ${newVals}); end`).execute(db);
    await sql.raw(`create trigger if not exists ${fts}_ad after delete on ${t.table} begin
      delete from ${fts} where rowid = old.rowid; end`).execute(db);
    await sql.raw(`create trigger if not exists ${fts}_au after update of ${cols} on ${t.table} begin
      delete from ${fts} where rowid = old.rowid;
      insert into ${fts}(rowid, ${cols}) values (new.rowid, ${newVals}); end`).execute(db);
    // Rebuild from the table so re-running this migration never duplicates entries.
    await sql.raw(`insert into ${fts}(${fts}) values ('delete-all')`).execute(db);
    await sql.raw(`insert into ${fts}(rowid, ${cols}) select rowid, ${cols} from ${t.table}`).execute(db);
  }
}

/** SQLite: the trigger that indexes each inserted row (a bulk insert may replace it, see below). */
export const sqliteSearchInsertTrigger = (table: 'contacts' | 'companies') => `${table}_fts_ai`;

/**
 * SQLite: what the insert trigger does, for every row with a rowid above `?` at once. A bulk
 * import runs this instead of the trigger: FTS5 flushes its pending terms at every statement the
 * trigger fires in, so a million single inserts build a million tiny segments (measured: ~20 µs a
 * row through the trigger against ~4 µs in one statement).
 */
export function sqliteSearchBackfill(table: 'contacts' | 'companies'): string {
  const cols = SEARCH[table].columns.join(', ');
  return `insert into ${table}_fts(rowid, ${cols}) select rowid, ${cols} from ${table} where rowid > ?`;
}

export async function dropSearchIndexes(db: Kysely<any>, dialect: DialectName): Promise<void> {
  for (const t of Object.values(SEARCH)) {
    if (dialect === 'postgres') {
      await sql.raw(`drop index if exists ${t.table}_search_trgm`).execute(db);
      continue; // pg_trgm stays: other schemas or applications may use it
    }
    for (const suffix of ['ai', 'ad', 'au']) await sql.raw(`drop trigger if exists ${t.table}_fts_${suffix}`).execute(db);
    await sql.raw(`drop table if exists ${t.table}_fts`).execute(db);
  }
}

/** Words of a search term, split the way FTS5's unicode61 tokenizer splits text. */
export function searchWords(term: string): string[] {
  return term.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
}

/**
 * A WHERE condition matching rows of `table` whose searchable text contains every word of
 * `term` (SQLite: as a word prefix; PostgreSQL: as a substring). A term without words matches all.
 */
export function searchCondition(dialect: DialectName, table: 'contacts' | 'companies', term: string): Expression<SqlBool> {
  const words = searchWords(term);
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  const t = SEARCH[table];
  if (dialect === 'postgres') {
    const doc = sql.raw(pgDocument(t, true));
    // Words hold only letters and digits, so they need no LIKE escaping.
    return sql<SqlBool>`(${sql.join(words.map((w) => sql`${doc} like ${`%${w}%`}`), sql` and `)})`;
  }
  const query = words.map((w) => `"${w}"*`).join(' ');
  return sql<SqlBool>`${sql.ref(`${t.table}.rowid`)} in (select rowid from ${sql.table(`${t.table}_fts`)} where ${sql.table(`${t.table}_fts`)} match ${query})`;
}
