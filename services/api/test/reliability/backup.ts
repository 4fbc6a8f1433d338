// D: a backup taken while the API writes and imports, then the disaster: the API process killed
// and its data directory (or PostgreSQL database) destroyed. The backup is restored into a fresh
// one, which must pass its integrity check and hold every write acknowledged before the backup
// started, and the app must start on it: it answers, and the import caught mid-way resumes from
// the restored checkpoint and ends with exactly the file's rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateCsv, MAPPING } from '../../../../bench/import-csv';
import { restoreBackup } from '../../src/backup/restore';
import { takeBackup } from '../../src/backup/take';
import { sqliteIntegrity } from '../../src/db/backup-sqlite';
import { freshStore, type TestStore } from '../helpers/backup-stores';
import { startApi, type ApiChild } from './api-child';
import type { Checks } from './checks';
import { seed } from './load';
import { runTraffic, type Ledger, type Target } from './load-traffic';

const ORG = 'reliability-backup';
const CONNECTIONS = 20;
const DURATION_S = 6;
const TRAFFIC_BEFORE_S = 3;
const IMPORT_ROWS = 20_000;
const IMPORT_WAIT_MS = 60_000;

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
const options = (store: TestStore) => ({ dataDir: store.sources.dataDir, databaseUrl: store.sources.databaseUrl });

/** What was acknowledged at one moment. */
function acknowledged(ledger: Ledger) {
  return { created: new Map(ledger.created), deleted: new Set(ledger.deleted), notes: new Map(ledger.notes) };
}

const FILE = generateCsv(IMPORT_ROWS, 38);

async function startImport(api: ApiChild): Promise<string> {
  const form = new FormData();
  form.append('options', JSON.stringify({ columnMapping: MAPPING, createCompanies: true }));
  form.append('file', new Blob([FILE.csv], { type: 'text/csv' }), 'backup.csv');
  const res = await fetch(`${api.base}/imports`, { method: 'POST', headers: api.headers(ORG), body: form });
  if (res.status >= 300) throw new Error(`import upload answered ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

interface Job {
  status: string;
  phase: string | null;
  processed: number;
  imported: number;
  failed: number;
}

async function importOutcome(api: ApiChild, id: string): Promise<Job> {
  const deadline = Date.now() + IMPORT_WAIT_MS;
  for (;;) {
    const job = (await api.call<Job>(ORG, 'GET', `/imports/${id}`)).body;
    if (!['queued', 'running'].includes(job.status) || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function verifyRestored(checks: Checks, restored: TestStore, target: Target, before: ReturnType<typeof acknowledged>): Promise<void> {
  const handle = restored.open();
  try {
    const contacts = await handle.db.selectFrom('contacts').select(['id', 'email', 'deleted_at']).where('org_slug', '=', ORG).execute();
    const rows = new Map(contacts.map((c) => [c.id, c]));
    const entries = new Set(
      (await handle.db.selectFrom('pipeline_entries').select('contact_id').where('org_slug', '=', ORG).execute()).map((e) => e.contact_id),
    );
    checks.none(
      'backup: seeded contacts (created and put on the board before the load) missing',
      target.seeded.filter((id) => !rows.has(id) || !entries.has(id)),
    );
    checks.none(
      'backup: creates acknowledged before the backup missing',
      [...before.created].filter(([id, email]) => rows.get(id)?.email !== email),
    );
    checks.none(
      'backup: deletes acknowledged before the backup not deleted',
      [...before.deleted].filter((id) => rows.get(id)?.deleted_at == null),
    );
    const notes = new Set((await handle.db.selectFrom('notes').select('id').where('org_slug', '=', ORG).execute()).map((n) => n.id));
    checks.none(
      'backup: notes acknowledged before the backup missing',
      [...before.notes.keys()].filter((id) => !notes.has(id)),
    );
  } finally {
    await handle.close();
  }
}

export async function backupTest(checks: Checks): Promise<void> {
  const source = await freshStore();
  const restored = await freshStore();
  const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-reliability-backups-'));
  let api: ApiChild | undefined = await startApi(options(source), [ORG]);
  try {
    let started = Date.now();
    const target = await seed(api, ORG, 100); // 5 to move per connection
    console.log(
      `backup: ${api.dialect}, seeded in ${seconds(started)} s; ${CONNECTIONS} connections for ${DURATION_S} s, an import of ${IMPORT_ROWS} rows, a backup ${TRAFFIC_BEFORE_S} s into it`,
    );
    // The import first, until it writes rows (SQLite's import yields to the API's writes, so under
    // the traffic it would mostly wait); then the traffic, and the backup TRAFFIC_BEFORE_S into it.
    const importId = await startImport(api);
    const latest = Date.now() + IMPORT_WAIT_MS;
    let job = (await api.call<Job>(ORG, 'GET', `/imports/${importId}`)).body;
    while (job.phase !== 'writing' && job.status !== 'done' && Date.now() < latest) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await api.call<Job>(ORG, 'GET', `/imports/${importId}`)).body;
    }
    let ledger: Ledger | undefined;
    const traffic = runTraffic(target, CONNECTIONS, DURATION_S * 1000, false, (l) => (ledger = l));
    await new Promise((resolve) => setTimeout(resolve, TRAFFIC_BEFORE_S * 1000));
    job = (await api.call<Job>(ORG, 'GET', `/imports/${importId}`)).body;
    const before = acknowledged(ledger!);
    const taken = await takeBackup(source.sources, backups);
    const bytes = taken.manifest.files.reduce((sum, f) => sum + f.bytes, 0);
    console.log(
      `backup: taken in ${taken.ms} ms under load (${(bytes / 1e6).toFixed(1)} MB); ${before.created.size} creates acknowledged before it, the import ${job.status} (${job.phase ?? '-'}) at ${job.processed} rows`,
    );
    await traffic;

    await api.kill();
    api = undefined;
    await source.destroy(); // the disk is gone
    started = Date.now();
    const report = await restoreBackup(taken.dir, restored.sources);
    console.log(`backup: restored in ${seconds(started)} s (${report.integrity.join('; ')})`);
    checks.check('backup: restore checked the manifest, checksums and integrity', report.integrity.length > 0, report.integrity.join('; '));
    if (!restored.sources.databaseUrl) {
      checks.equal('backup: restored api.sqlite PRAGMA integrity_check', sqliteIntegrity(path.join(restored.sources.dataDir, 'api.sqlite')), 'ok');
    }
    await verifyRestored(checks, restored, target, before);

    api = await startApi(options(restored), [ORG]);
    const page = await api.call(ORG, 'GET', '/contacts?page=1&limit=1');
    checks.check(
      'backup: the app starts on the restored data and lists contacts',
      page.status === 200 && page.body.pagination.totalCount > 0,
      `${page.status}`,
    );
    started = Date.now();
    const { status, imported, failed } = await importOutcome(api, importId);
    console.log(`backup: the restored app finished the import in ${seconds(started)} s`);
    checks.check(
      'backup: the import caught by the backup finishes on the restored data with the file’s counts',
      status === 'done' && imported === FILE.expected.imported && failed === FILE.expected.failed,
      `${status}: ${imported} imported, ${failed} failed; expected ${FILE.expected.imported}, ${FILE.expected.failed}`,
    );
  } finally {
    await api?.stop();
    await restored.destroy();
    fs.rmSync(backups, { recursive: true, force: true });
    if (fs.existsSync(source.sources.dataDir)) await source.destroy();
  }
}
