import { Migrator, type Migration } from 'kysely';
import type { Db, DbConfig } from '../db/connect';
import * as initial from './001_initial';
import * as rolesInvitations from './002_roles_invitations';

// A static list instead of a folder scan: works the same from src/ (tsx, jest) and dist/.
const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_roles_invitations': rolesInvitations,
};

/** The migrations of this version, in order (the backup of the CRM reads them to refuse a newer database). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

export async function migrateToLatest(db: Db, config: DbConfig): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Own bookkeeping tables, so this service can live in a database shared with the API.
    migrationTableName: 'sign_in_migration',
    migrationLockTableName: 'sign_in_migration_lock',
    // Kysely looks for the bookkeeping table across all schemas; pin it to ours.
    migrationTableSchema: config.kind === 'postgres' ? (config.schema ?? 'public') : undefined,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Migration${name} failed: ${reason}`);
  }
}
