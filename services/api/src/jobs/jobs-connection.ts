// The connection to the import jobs' tables (see jobs-schema.ts for where they live and why).
// The API thread opens one; each import worker opens its own.
import path from 'node:path';
import fs from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { PG_NUMBER_TYPES, pgConnectionConfig } from '../db/connection';
import type { DialectName, DialectOptions } from '../db/dialect';
import { jobsMigrationProvider } from './jobs-migrations';
import type { JobsDatabase } from './jobs-schema';

export interface JobsHandle {
  readonly db: Kysely<JobsDatabase>;
  readonly dialect: DialectName;
  close(): Promise<void>;
}

export const JOBS_SQLITE_FILE = 'imports.sqlite';

export function openJobsDatabase(opts: DialectOptions, poolSize = 4): JobsHandle {
  let dialect;
  if (opts.databaseUrl) {
    dialect = new PostgresDialect({ pool: new Pool({ ...pgConnectionConfig(opts), types: PG_NUMBER_TYPES, max: poolSize }) });
  } else {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    const database = new BetterSqlite3(path.join(opts.dataDir, JOBS_SQLITE_FILE));
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    // Writers here are short (a 1 MB chunk, a progress row): waiting for one is brief.
    database.pragma('busy_timeout = 5000');
    dialect = new SqliteDialect({ database });
  }
  const db = new Kysely<JobsDatabase>({ dialect });
  let closed: Promise<void> | undefined;
  return { db, dialect: opts.databaseUrl ? 'postgres' : 'sqlite', close: () => (closed ??= db.destroy()) };
}

/** Creates or updates the jobs' tables; a no-op when current. */
export async function migrateJobs(handle: JobsHandle): Promise<void> {
  let migrationTableSchema: string | undefined;
  if (handle.dialect === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
    migrationTableSchema = rows[0]?.schema;
  }
  const migrator = new Migrator({
    db: handle.db,
    provider: jobsMigrationProvider(handle.dialect),
    migrationTableName: 'import_jobs_migration',
    migrationLockTableName: 'import_jobs_migration_lock',
    migrationTableSchema,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
