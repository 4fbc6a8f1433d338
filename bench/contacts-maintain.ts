// What a long-running server's database has done by the time it holds 500k contacts, and a
// freshly bulk-loaded one has not. PostgreSQL: autovacuum's analyze and vacuum (planner statistics,
// visibility map). SQLite: a checkpoint; the app runs without planner statistics, and so does the bench.
import { sql } from 'kysely';
import type { DbHandle } from '../services/api/src/db/connection';

export async function maintain(handle: DbHandle): Promise<void> {
  if (handle.dialect !== 'postgres') {
    // The seeding's write-ahead log back into the database file, as SQLite's checkpoints do.
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(handle.db);
    return;
  }
  for (const table of ['contacts', 'companies', 'pipeline_entries', 'pipeline_history']) {
    await sql`vacuum analyze ${sql.table(table)}`.execute(handle.db);
  }
}
