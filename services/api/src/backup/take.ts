// Taking a backup while Meridian runs: each store copied from one consistent snapshot (SQLite's
// online backup API, or pg_dump), into `<parent>/meridian-<time>.partial`, renamed to
// `meridian-<time>` once the manifest is written: a directory with that name is always complete.
import fs from 'node:fs';
import path from 'node:path';
import { copySqlite, sqliteMigrations } from '../db/backup-sqlite';
import { pgDump, pgMigrations, type PgTarget } from '../db/backup-postgres';
import { writeManifest, type Manifest, type StoreEntry } from './manifest';
import { STORES, codeVersions, dialectOf, type BackupSources } from './sources';

export const BACKUP_PREFIX = 'meridian-';
export const PARTIAL_SUFFIX = '.partial';

export interface TakenBackup {
  dir: string;
  manifest: Manifest;
  ms: number;
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.(\d{3})Z$/, '$1Z');

async function sqliteStores(sources: BackupSources, dir: string): Promise<StoreEntry[]> {
  const present = STORES.filter((store) => fs.existsSync(path.join(sources.dataDir, store.file)));
  if (!present.some((store) => store.name === 'crm')) {
    throw new Error(`No CRM database in ${sources.dataDir}: set DATA_DIR (or MERIDIAN_DATA_DIR) to Meridian's data directory`);
  }
  // The import jobs' file appears with the first import; the sign-in service may run elsewhere.
  // The jobs' snapshot comes first: a job whose state is older than the CRM's resumes from the
  // CRM's checkpoint; the other way round, a job could be done with rows the CRM copy lacks.
  const ordered = [...present].sort((a, b) => Number(b.name === 'imports') - Number(a.name === 'imports'));
  await copySqlite(ordered.map((store) => ({ source: path.join(sources.dataDir, store.file), dest: path.join(dir, store.file) })));
  return present.map((store) => ({ name: store.name, file: store.file, migrations: sqliteMigrations(path.join(dir, store.file), store.table) }));
}

async function postgresStores(sources: BackupSources, dir: string): Promise<StoreEntry[]> {
  const crm: PgTarget = { url: sources.databaseUrl!, schema: sources.pgSchema };
  const [crmLevel, importsLevel] = [await pgMigrations(crm, STORES[0]!.table), await pgMigrations(crm, STORES[1]!.table)];
  await pgDump(crm, path.join(dir, 'crm.pgdump'));
  const stores: StoreEntry[] = [
    { name: 'crm', file: 'crm.pgdump', migrations: crmLevel },
    { name: 'imports', file: 'crm.pgdump', migrations: importsLevel },
  ];
  const signIn: PgTarget = { url: sources.signIn.databaseUrl ?? crm.url, schema: sources.signIn.pgSchema };
  const signInLevel = await pgMigrations(signIn, STORES[2]!.table);
  if (signInLevel.length === 0) return stores; // the sign-in service keeps its accounts elsewhere
  // The whole CRM database's dump holds the sign-in tables when they live in the same database.
  const shared = signIn.url === crm.url && !crm.schema;
  if (!shared) await pgDump(signIn, path.join(dir, 'sign-in.pgdump'));
  stores.push({ name: 'sign-in', file: shared ? 'crm.pgdump' : 'sign-in.pgdump', migrations: signInLevel });
  return stores;
}

/** Takes a backup of every store into a new directory under `parent`. The caller holds the backup lock (schedule.ts). */
export async function takeBackup(sources: BackupSources, parent: string): Promise<TakenBackup> {
  const started = Date.now();
  const createdAt = new Date();
  const final = path.join(path.resolve(parent), `${BACKUP_PREFIX}${stamp(createdAt)}`);
  const partial = `${final}${PARTIAL_SUFFIX}`;
  fs.mkdirSync(partial, { recursive: true });
  try {
    const dialect = dialectOf(sources);
    const stores = dialect === 'sqlite' ? await sqliteStores(sources, partial) : await postgresStores(sources, partial);
    const manifest = await writeManifest(partial, { createdAt: createdAt.toISOString(), dialect, versions: codeVersions(), stores });
    fs.renameSync(partial, final);
    return { dir: final, manifest, ms: Date.now() - started };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}
