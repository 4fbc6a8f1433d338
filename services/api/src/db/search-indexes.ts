// The indexes behind search.ts (migration 0011), over the search_doc of each live row (not
// soft-deleted: searches are of live rows, and the SQLite index then counts a search's live
// matches by itself): SQLite, a contentless FTS5 table kept in sync by triggers; PostgreSQL, a
// partial GIN index of the document's words.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from './dialect';
import { pgSearchVector, type SearchTable } from './search';

const TABLES: readonly SearchTable[] = ['contacts', 'companies'];

/**
 * SQLite FTS5 options. The documents are finished tokens (search.ts did the lowercasing and the
 * accents), so the 'ascii' tokenizer, which splits on ASCII punctuation and spaces only and keeps
 * every other character, takes them as they are. Queries are word-prefix AND queries: no
 * positions (detail=none).
 */
const SQLITE_FTS_OPTIONS = "detail=none, tokenize='ascii'";

/** SQLite: the FTS5 table of `table` (not `${table}_fts`: that name is the one migrations 0002 to 0010 create). */
export const sqliteSearchTable = (table: SearchTable) => `${table}_search`;

/** SQLite: the trigger that indexes each inserted row (an import's rows excepted: it indexes each batch itself, migration 0013). */
export const sqliteSearchInsertTrigger = (table: SearchTable) => `${sqliteSearchTable(table)}_ai`;

/**
 * SQLite: what the insert trigger does, for every row with a rowid above `?` at once (a rebuild,
 * and the benchmarks' floors). FTS5 flushes its pending terms at every statement the trigger fires
 * in, so a million single inserts build a million tiny segments (measured: ~20 µs a row through
 * the trigger against ~4 µs in one statement); an import's batch writes its entries the same way.
 */
export function sqliteSearchBackfill(table: SearchTable): string {
  return `insert into ${sqliteSearchTable(table)}(rowid, search_doc) select rowid, search_doc from ${table} where rowid > ? and deleted_at is null`;
}

export async function createSearchIndexes(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  for (const table of TABLES) {
    if (dialect === 'postgres') {
      // GIN over the words (no trigrams): a row adds ~10 entries instead of ~60, and a prefix
      // query `tag+word:*` walks only the tagged terms of one organisation.
      await run(
        `create index if not exists ${table}_search_idx on ${table} using gin ((${pgSearchVector(table).replace(`${table}.`, '')})) where deleted_at is null`,
      );
      continue;
    }
    const fts = sqliteSearchTable(table);
    // Contentless: the index keys rows by the base table's rowid and stores no copy of the text.
    await run(`create virtual table if not exists ${fts} using fts5(search_doc, content='', contentless_delete=1, ${SQLITE_FTS_OPTIONS})`);
    await run(`create trigger if not exists ${fts}_ai after insert on ${table} when new.deleted_at is null begin
      insert into ${fts}(rowid, search_doc) values (new.rowid, new.search_doc); end`);
    await run(`create trigger if not exists ${fts}_ad after delete on ${table} when old.deleted_at is null begin
      delete from ${fts} where rowid = old.rowid; end`);
    // A new document, a soft delete or a restore: out with the old entry (if live), in with the new (if live).
    await run(`create trigger if not exists ${fts}_au after update of search_doc, deleted_at on ${table}
      when old.search_doc is not new.search_doc or (old.deleted_at is null) <> (new.deleted_at is null) begin
      delete from ${fts} where rowid = old.rowid and old.deleted_at is null;
      insert into ${fts}(rowid, search_doc) select new.rowid, new.search_doc where new.deleted_at is null; end`);
    // Rebuild from the table so running this again never duplicates entries.
    await run(`insert into ${fts}(${fts}) values ('delete-all')`);
    await run(sqliteSearchBackfill(table).replace('?', '0'));
  }
}

export async function dropSearchIndexes(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  for (const table of TABLES) {
    if (dialect === 'postgres') {
      await run(`drop index if exists ${table}_search_idx`);
      continue;
    }
    const fts = sqliteSearchTable(table);
    for (const suffix of ['ai', 'ad', 'au']) await run(`drop trigger if exists ${fts}_${suffix}`);
    await run(`drop table if exists ${fts}`);
  }
}

/**
 * SQLite: rewrites the search tables' segments into one ('optimize'), so no word of a deleted row
 * is left in them (FTS5 keeps a deleted row's words in its older segments until they are merged).
 * An erasure's last step (repositories/erase-contact.ts): it rewrites the whole index, shared by
 * every organisation, in the erasure's transaction. Nothing on PostgreSQL (the GIN index loses a
 * row's entries with the row).
 */
export function searchLeftoversPurges(dialect: DialectName): RawBuilder<unknown>[] {
  if (dialect !== 'sqlite') return [];
  return TABLES.map((table) => sql.raw(`insert into ${sqliteSearchTable(table)}(${sqliteSearchTable(table)}) values ('optimize')`));
}
