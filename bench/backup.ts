// Backups while Meridian runs: the API (backup-server.ts, its own process) over an organisation
// of ROWS contacts (default 100,000) and ATTACH_MB of attachments (default 100), while 50
// connections read contact pages (autocannon, this process) and a process of its own writes
// WRITE_RPS (100) contacts a second. `pnpm backup` runs as it would in production (its own process,
// the CLI) after BEFORE seconds; the load goes on until it is done. Prints the writers' p99 before
// and during the backup, the backup's time and size, then the restore's time (into a fresh store).
// Target during the backup: writers' p99 <= 250 ms.
//
//   pnpm bench:backup                                                          (100,000 contacts, 100 MB)
//   ROWS=1000000 ATTACH_MB=1024 pnpm bench:backup                              the full size
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test pnpm bench:backup
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshStore } from '../services/api/test/helpers/backup-stores';
import type { BackupServerReady } from './backup-server';
import { startReader } from './import-harness';
import { percentile, printTable, runBounded } from './report';
import { startServerProcess } from './server-process';

const BEFORE_S = Number(process.env.BEFORE ?? 10);
const WRITE_RPS = Number(process.env.WRITE_RPS ?? 100);
const READ_CONNECTIONS = Number(process.env.READ_CONNECTIONS ?? 50);
const TARGET_P99_MS = 250;
const RUN_TIMEOUT_MS = 60 * 60_000;
const RESULTS = path.join(__dirname, 'results', 'backup.json');
const SCRIPT = path.join(__dirname, '../scripts/backup.mjs');

async function startApi() {
  return startServerProcess<BackupServerReady>('backup-server.ts');
}

/** `pnpm backup` / `pnpm restore` (scripts/backup.mjs, which runs src/backup/cli.ts), in a process of their own. */
function cli(args: string[], env: NodeJS.ProcessEnv): Promise<{ ms: number; out: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve({ ms: performance.now() - started, out }) : reject(new Error(`backup cli ${args[0]} failed (${code}): ${out}`)),
    );
  });
}

const storeEnv = (sources: BackupServerReady['sources']) => ({ DATA_DIR: sources.dataDir, MERIDIAN_DATA_DIR: '', DATABASE_URL: sources.databaseUrl ?? '' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dirBytes = (dir: string) => fs.readdirSync(dir).reduce((sum, name) => sum + fs.statSync(path.join(dir, name)).size, 0);

async function main(): Promise<void> {
  const api = await startApi();
  const { dialect, sources } = api.ready;
  const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-backups-'));
  const restored = await freshStore();
  const tag = Date.now().toString(36);
  let backup: { ms: number; out: string; at: [number, number]; dir: string; bytes: number };
  let writes: [number, number][];
  let reads: autocannon.Result;
  try {
    const writer = await startReader({
      base: api.base,
      headers: api.ready.headers,
      path: '/contacts',
      method: 'POST',
      rps: WRITE_RPS,
      connections: 2,
      body: JSON.stringify({ first: 'Backup', last: 'Writer {n}', email: `backup-${tag}-{n}@bench.test` }),
    });
    const begin = performance.now();
    let readers: autocannon.Instance | undefined;
    const readsDone = new Promise<autocannon.Result>((resolve, reject) => {
      const opts = {
        url: api.base,
        connections: READ_CONNECTIONS,
        duration: 3600,
        headers: api.ready.headers,
        path: '/contacts?page=1&limit=50&sort_by=name&sort_order=asc',
      };
      readers = autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
    });
    await sleep(BEFORE_S * 1000);
    console.log(`${dialect}: backup under ${READ_CONNECTIONS} readers and ${WRITE_RPS} writes/s…`);
    const from = (performance.now() - begin) / 1000;
    const taken = await cli(['backup', backups], storeEnv(sources));
    const to = (performance.now() - begin) / 1000;
    await sleep(2000);
    readers!.stop();
    reads = await readsDone;
    writes = (await writer.stop()).times;
    const dir = path.join(
      backups,
      fs.readdirSync(backups).find((name) => name.startsWith('meridian-'))!,
    );
    backup = { ms: taken.ms, out: taken.out, at: [from, to], dir, bytes: dirBytes(dir) };
  } finally {
    await api.stop();
  }
  console.log(`${dialect}: restoring into a fresh ${sources.databaseUrl ? 'database' : 'data directory'}…`);
  const restore = await cli(
    ['restore', backup.dir, ...(restored.sources.databaseUrl ? ['--database-url', restored.sources.databaseUrl] : ['--data-dir', restored.sources.dataDir])],
    storeEnv(restored.sources),
  );
  await restored.destroy();
  fs.rmSync(backups, { recursive: true, force: true });

  // The writers' latencies: the BEFORE seconds before the backup (less the first two, warming up), and while it ran.
  const window = (a: number, b: number) =>
    writes
      .filter(([t]) => t >= a && t < b)
      .map(([, ms]) => ms)
      .sort((x, y) => x - y);
  const before = window(2, backup.at[0]);
  const during = window(backup.at[0], backup.at[1]);
  const f = (x: number) => x.toFixed(1);
  console.log(
    `\n${dialect}: ${process.env.ROWS ?? 100_000} contacts, ${process.env.ATTACH_MB ?? 100} MB of attachments; ${READ_CONNECTIONS} readers (${reads.requests.average.toFixed(0)} reads/s, p99 ${reads.latency.p99} ms), ${WRITE_RPS} writes/s`,
  );
  printTable(
    ['', 'writes', 'writes/s', 'p50 ms', 'p99 ms', 'max ms', 'verdict'],
    [
      [
        'before the backup',
        String(before.length),
        f(before.length / (backup.at[0] - 2)),
        f(percentile(before, 50)),
        f(percentile(before, 99)),
        f(before.at(-1)!),
        'quiet',
      ],
      [
        'during the backup',
        String(during.length),
        f(during.length / (backup.at[1] - backup.at[0])),
        f(percentile(during, 50)),
        f(percentile(during, 99)),
        f(during.at(-1)!),
        percentile(during, 99) <= TARGET_P99_MS ? 'met' : `MISSED: p99 > ${TARGET_P99_MS} ms`,
      ],
    ],
  );
  const copy = /\(([\d.]+ MB), ([\d.]+) s\)/.exec(backup.out);
  console.log(
    `backup: ${(backup.ms / 1000).toFixed(1)} s (pnpm backup, the whole command; the copy itself ${copy?.[2]} s), ${(backup.bytes / 1024 / 1024).toFixed(0)} MB; restore: ${(restore.ms / 1000).toFixed(1)} s (checks, copy, integrity check)`,
  );
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, dialect, loadAverage: os.loadavg() };
  const result = {
    date: new Date().toISOString(),
    machine,
    rows: process.env.ROWS ?? 100_000,
    attachMb: process.env.ATTACH_MB ?? 100,
    before: { n: before.length, p99: percentile(before, 99) },
    during: { n: during.length, p99: percentile(during, 99) },
    backupMs: backup.ms,
    copySeconds: Number(copy?.[2]),
    backupBytes: backup.bytes,
    restoreMs: restore.ms,
  };
  fs.writeFileSync(RESULTS.replace('.json', `-${dialect}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

runBounded('bench:backup', RUN_TIMEOUT_MS, main);
