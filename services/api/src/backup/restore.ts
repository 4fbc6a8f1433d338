// Restoring a backup into an empty data directory (SQLite) or an empty database (PostgreSQL):
// the manifest and every checksum first, then what this code can run (not a newer version or
// migration level), the integrity of each database, and only then the copy, followed by the
// migrations an older backup lacks. Nothing is written to the target before every check passed.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { sqliteIntegrity } from '../db/backup-sqlite';
import { pgIntegrity, pgRestore, pgTableCount, type PgTarget } from '../db/backup-postgres';
import { migrateJobs, openJobsDatabase } from '../jobs/jobs-connection';
import { BackupRefused, readVerifiedManifest, refuseNewer, type Manifest } from './manifest';
import { codeMigrations, codeVersions, dialectOf, signInCli, signInEnv, type BackupSources } from './sources';

export interface RestoreReport {
  manifest: Manifest;
  /** Per store: the migrations applied after the copy (an older backup). */
  migrated: Record<string, string[]>;
  integrity: string[];
  ms: number;
}

async function signInKnown(manifest: Manifest, target: BackupSources): Promise<string[] | undefined> {
  if (!manifest.stores.some((s) => s.name === 'sign-in')) return undefined;
  const listed = signInCli(['migrations'], signInEnv(target));
  if (!listed) throw new BackupRefused('The backup holds the sign-in database but the sign-in service is not installed here');
  return (await listed).split('\n').filter(Boolean);
}

function restoreSqlite(dir: string, manifest: Manifest, target: BackupSources): string[] {
  if (fs.existsSync(target.dataDir) && fs.readdirSync(target.dataDir).length > 0) {
    throw new BackupRefused(`${target.dataDir} is not empty: restore into an empty data directory`);
  }
  const integrity = manifest.stores.map((store) => {
    const result = sqliteIntegrity(path.join(dir, store.file));
    if (result !== 'ok') throw new BackupRefused(`The ${store.name} database of the backup fails its integrity check: ${result}`);
    return `${store.name}: integrity_check ok`;
  });
  fs.mkdirSync(target.dataDir, { recursive: true });
  for (const store of manifest.stores) fs.copyFileSync(path.join(dir, store.file), path.join(target.dataDir, store.file));
  return integrity;
}

async function restorePostgres(dir: string, manifest: Manifest, target: BackupSources): Promise<string[]> {
  const crm: PgTarget = { url: target.databaseUrl!, schema: target.pgSchema };
  const signIn: PgTarget = { url: target.signIn.databaseUrl ?? crm.url, schema: target.signIn.pgSchema };
  const dumps = [...new Set(manifest.stores.map((s) => s.file))].map((file) => ({ file, into: file === 'crm.pgdump' ? crm : signIn }));
  for (const { into } of dumps) {
    const tables = await pgTableCount(into);
    if (tables > 0) throw new BackupRefused(`The target database already has ${tables} tables: restore into an empty database`);
  }
  const integrity: string[] = [];
  for (const { file, into } of dumps) {
    await pgRestore(into.url, path.join(dir, file));
    integrity.push(`${file}: ${await pgIntegrity(into)}`);
  }
  return integrity;
}

export async function restoreBackup(dir: string, target: BackupSources): Promise<RestoreReport> {
  const started = Date.now();
  const manifest = await readVerifiedManifest(dir);
  const dialect = dialectOf(target);
  if (manifest.dialect !== dialect) throw new BackupRefused(`A ${manifest.dialect} backup restores onto ${manifest.dialect}, not ${dialect}`);
  const known = { ...(await codeMigrations(dialect)), 'sign-in': await signInKnown(manifest, target) };
  refuseNewer(manifest, { versions: codeVersions(), migrations: known });
  const integrity = dialect === 'sqlite' ? restoreSqlite(dir, manifest, target) : await restorePostgres(dir, manifest, target);

  const migrated: Record<string, string[]> = {};
  const api = openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, pgSchema: target.pgSchema });
  try {
    migrated.crm = (await migrateToLatest(api)).applied;
  } finally {
    await api.close();
  }
  const imports = manifest.stores.find((s) => s.name === 'imports');
  if (imports) {
    migrated.imports = known.imports.filter((name) => !imports.migrations.includes(name));
    const jobs = openJobsDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, pgSchema: target.pgSchema }, 1);
    try {
      await migrateJobs(jobs);
    } finally {
      await jobs.close();
    }
  }
  const signIn = manifest.stores.find((s) => s.name === 'sign-in');
  if (signIn) {
    await signInCli(['migrate'], signInEnv(target));
    migrated['sign-in'] = (known['sign-in'] ?? []).filter((name) => !signIn.migrations.includes(name));
  }
  return { manifest, migrated, integrity, ms: Date.now() - started };
}
