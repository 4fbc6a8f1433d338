// The connection an organisation's import writes through (plugins/org-exports.ts). On SQLite, a
// connection of its own, like the import jobs' workers: its one long transaction must not hold
// the API's connection, whose every request would wait behind it; readers go on meanwhile (WAL),
// and other writes wait for the lock and are retried (plugins/busy-retry.ts). On PostgreSQL, the
// pool: the transaction takes one of its connections.
import { Kysely, SqliteDialect } from 'kysely';
import type { DbHandle } from './connection';
import { openSqlite } from './connection';
import type { Database } from './schema';

export async function withImportConnection<T>(handle: DbHandle, run: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (handle.dialect !== 'sqlite') return run(handle.db);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(handle.options) }) });
  try {
    return await run(db);
  } finally {
    await db.destroy();
  }
}
