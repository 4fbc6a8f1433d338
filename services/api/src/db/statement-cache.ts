// Kysely's SQLite driver prepares every query afresh; a contact-list page spends about 0.4 ms of
// its CPU compiling the same few statements again. Repeated SQL texts reuse their prepared
// statement instead. Kysely runs one query at a time on the connection (a stream holds it until
// the stream ends), so a cached statement is never busy when it is asked for again.
import type { Database as BetterSqlite3Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { announceWrites } from './write-turns';

/** Queries with `in (?, ?, …)` lists make many texts; the least recently used ones are dropped. */
export const STATEMENT_CACHE_SIZE = 256;

/** `turns`: the flag its writes raise for the import workers (write-turns.ts). */
export function withStatementCache(database: BetterSqlite3Database, size = STATEMENT_CACHE_SIZE, turns?: Int32Array): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (statement) {
        statements.delete(sqlText); // re-inserted below: the Map's order is the recency order
      } else {
        statement = database.prepare(sqlText);
        if (turns) statement = announceWrites(database, statement, turns);
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(sqlText, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
