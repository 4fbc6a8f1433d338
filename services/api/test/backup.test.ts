// Backups and restores (src/backup): a round trip of every store with its content equal, the
// manifest's refusals (a newer version or migration level, a changed file, a target not empty),
// and an older backup migrated on restore. On SQLite, or PostgreSQL with DATABASE_URL set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { restoreBackup } from '../src/backup/restore';
import { signInCli, signInEnv } from '../src/backup/sources';
import { takeBackup } from '../src/backup/take';
import { migrateJobs, openJobsDatabase } from '../src/jobs/jobs-connection';
import { migrateTo, migrateToLatest } from '../src/db/migrate';
import { migrationProvider } from '../src/migrations';
import { freshStore, tamperedCopy, type TestStore } from './helpers/backup-stores';
import { refusal, usingPostgres } from './helpers/db';
import { seedOrganisation, snapshotOrganisation } from './helpers/seed';

jest.setTimeout(60_000);

const ORG = 'backup-org';
let source: TestStore;
const targets: TestStore[] = [];
let backups: string;
let backup: string;
let before: Record<string, unknown[]>;

async function target(): Promise<TestStore> {
  const store = await freshStore();
  targets.push(store);
  return store;
}

beforeAll(async () => {
  backups = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-backups-'));
  source = await freshStore();
  const handle = source.open();
  try {
    await migrateToLatest(handle);
    await seedOrganisation(handle, ORG);
    before = await snapshotOrganisation(handle, ORG);
  } finally {
    await handle.close();
  }
  const jobs = openJobsDatabase(source.sources, 1);
  await migrateJobs(jobs);
  await jobs.close();
  await signInCli(['migrate'], signInEnv(source.sources));
  backup = (await takeBackup(source.sources, backups)).dir;
});

afterAll(async () => {
  await Promise.all([source, ...targets].map((store) => store.destroy()));
  fs.rmSync(backups, { recursive: true, force: true });
});

it('restores every store with its content, checked and migrated', async () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8'));
  expect(manifest.stores.map((s: { name: string }) => s.name)).toEqual(['crm', 'imports', 'sign-in']);
  expect(manifest.files.every((f: { sha256: string }) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
  const into = await target();
  const report = await restoreBackup(backup, into.sources);
  expect(report.integrity.length).toBeGreaterThan(0);
  expect(report.migrated).toEqual({ crm: [], imports: [], 'sign-in': [] });
  const handle = into.open();
  try {
    expect(await snapshotOrganisation(handle, ORG)).toEqual(before);
  } finally {
    await handle.close();
  }
  expect(await signInCli(['list-users'], signInEnv(into.sources))).toContain('No users');
});

const withoutSignIn = (copy: string, manifest: Record<string, unknown>) => {
  const stores = manifest.stores as { name: string; file: string }[];
  const signIn = stores.find((s) => s.name === 'sign-in')!;
  manifest.stores = stores.filter((s) => s !== signIn);
  if (!stores.some((s) => s !== signIn && s.file === signIn.file)) {
    fs.rmSync(path.join(copy, signIn.file));
    manifest.files = (manifest.files as { path: string }[]).filter((f) => f.path !== signIn.file);
  }
};

it('refuses a backup from a newer version or migration level, a changed file, and a target that is not empty', async () => {
  const into = await target();
  const newerVersion = tamperedCopy(backup, (copy, m) => {
    withoutSignIn(copy, m);
    (m.versions as { api: string }).api = '99.0.0';
  });
  expect(await refusal(restoreBackup(newerVersion, into.sources))).toMatch(/API version 99\.0\.0, newer than this one/);
  const newerSchema = tamperedCopy(backup, (copy, m) => {
    withoutSignIn(copy, m);
    (m.stores as { migrations: string[] }[])[0]!.migrations.push('9999-from-the-future');
  });
  expect(await refusal(restoreBackup(newerSchema, into.sources))).toMatch(/crm database is at a newer migration level .*9999-from-the-future/);
  const changed = tamperedCopy(backup, (copy, m) => {
    const file = path.join(copy, (m.files as { path: string }[])[0]!.path);
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 1] ^= 0xff;
    fs.writeFileSync(file, bytes);
  });
  expect(await refusal(restoreBackup(changed, into.sources))).toMatch(/Checksum mismatch/);
  const escaping = tamperedCopy(backup, (_copy, m) => ((m.stores as { file: string }[])[0]!.file = '../api.sqlite'));
  expect(await refusal(restoreBackup(escaping, into.sources))).toMatch(/names a file outside the backup/);
  // Nothing was written by a refusal: the target is still empty, so the source is the one not empty.
  expect(await refusal(restoreBackup(tamperedCopy(backup, withoutSignIn), source.sources))).toMatch(/not empty|already has \d+ tables/);
});

it('migrates a backup taken at an older migration level', async () => {
  const older = await freshStore();
  targets.push(older);
  const handle = older.open();
  await migrateTo(handle, '0026-entries-per-pipeline');
  await handle.close();
  const taken = await takeBackup(older.sources, backups);
  expect(taken.manifest.stores[0]!.migrations.at(-1)).toBe('0026-entries-per-pipeline');
  const into = await target();
  const report = await restoreBackup(taken.dir, into.sources);
  const later = Object.keys(await migrationProvider(usingPostgres ? 'postgres' : 'sqlite').getMigrations())
    .filter((name) => name > '0026-entries-per-pipeline')
    .sort();
  expect(report.migrated.crm).toEqual(later);
  expect(later[0]).toBe('0027-dashboard-indexes');
});
