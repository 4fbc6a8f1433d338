import { Migrator, NO_MIGRATIONS, sql, type MigrationResult } from 'kysely';
import { migrationProvider } from '../migrations';
import type { DbHandle } from './connection';

async function migrator(handle: DbHandle): Promise<Migrator> {
  let migrationTableSchema: string | undefined;
  if (handle.dialect === 'postgres') {
    // Kysely looks for its bookkeeping table in every schema unless told which one; pin it to the
    // schema the tables are created in, so two schemas in one database never see each other's.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
    migrationTableSchema = rows[0]?.schema;
  }
  return new Migrator({ db: handle.db, provider: migrationProvider(handle.dialect), migrationTableSchema });
}

export interface MigrationOutcome {
  applied: string[];
}

function unwrap(error: unknown, results: MigrationResult[] | undefined): MigrationOutcome {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const err = new Error(`Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
    (err as Error & { cause?: unknown }).cause = error;
    throw err;
  }
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}

/** Applies pending migrations; a no-op when the schema is current. Throws on failure. */
export async function migrateToLatest(handle: DbHandle): Promise<MigrationOutcome> {
  const { error, results } = await (await migrator(handle)).migrateToLatest();
  return unwrap(error, results);
}

/** Reverts every migration (tests and local resets only). */
export async function migrateDownAll(handle: DbHandle): Promise<MigrationOutcome> {
  const { error, results } = await (await migrator(handle)).migrateTo(NO_MIGRATIONS);
  return unwrap(error, results);
}

/** Applies or reverts migrations until `name` is the last one applied (tests of one migration's up and down). */
export async function migrateTo(handle: DbHandle, name: string): Promise<MigrationOutcome> {
  const { error, results } = await (await migrator(handle)).migrateTo(name);
  return unwrap(error, results);
}
