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
import type BetterSqlite3 from 'better-sqlite3';
import type { Pool } from 'pg';

export function postgresDataVersion(pool: Pool): () => Promise<string> {
  const snapshot = { name: 'meridian-data-version', text: 'select pg_current_snapshot()::text as v' };
  return sharedReads(async () => String((await pool.query<{ v: string }>(snapshot)).rows[0]!.v));
}

export function sqliteDataVersion(database: BetterSqlite3.Database): () => Promise<string> {
  const version = database.prepare('select total_changes() as c, data_version as v from pragma_data_version');
  return sharedReads(async () => {
    const { c, v } = version.get() as { c: number; v: number };
    return `${c}:${v}`;
  });
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
