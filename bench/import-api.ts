// CSV import end to end over HTTP, as the import page does it: the file is uploaded (multipart,
// `options` then `file`, fetch + FormData) to POST /imports of the compiled API on loopback (a
// child process), then GET /imports/:id is polled every 100 ms until the job has ended, while
// another organisation's user reads GET /contacts?page=1&limit=50 ten times a second from a
// process of its own. Sizes of 100,000, 500,000 and 1,000,000 rows; each runs RUNS times (default
// 3), each on a fresh database. Reports the median time from the first byte sent until the job is
// done (committed, counted and searchable: checked after), the upload time (until the 202), when
// each status and phase was first seen, the counts against what the file must give, the API
// process's peak RSS, the reader's latency, and the naive single-thread floor (import-floor.ts,
// measured in the same run, in a child process of its own while no API runs) with the ratio
// job time / floor (goal < 1), and the bulk-load floor (import-bulk-floor.ts: bare table, indexes
// and search entries built once at the end) with the ratio job time / bulk-load floor (aim <= 2).
// Targets: 1,000,000 rows <= 12 s (SQLite) / <= 30 s (PostgreSQL), API peak RSS <= 600 MB, reader p99 <= 100 ms.
//
//   pnpm bench:import                                   (repository root; builds the API first)
//   ROWS=100000 RUNS=1 pnpm bench:import                one size, one run
//   READER=0 pnpm bench:import                          the import alone, without the concurrent reader
//   FLOOR=0 pnpm bench:import                           without the floor
//   FLOOR_SEARCH=trigger|backfill|index|bulk ...        only that floor (default: SQLite trigger, backfill and bulk; PostgreSQL index and bulk)
//   PROFILE_DIR=/tmp/prof pnpm bench:import             also write the API process's CPU profiles (one per thread)
//   READER_RPS=0 pnpm bench:import                      the reader's requests back to back (default 10/s, see import-reader.ts)
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test pnpm bench:import
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FloorResult } from './import-floor';
import { generateCsv, MAPPING, READER_ORG, type GeneratedCsv } from './import-csv';
import { startReader, startServer, type ApiServer, type Reader } from './import-harness';
import { printImportReport } from './import-report';
import { percentile } from './report';

const SIZES = (process.env.ROWS ?? '100000,500000,1000000').split(',').map(Number);
const RUNS = Number(process.env.RUNS ?? 3);
const POLL_MS = 100;
// Bounded: a job that has not ended by then fails the benchmark instead of polling forever.
const JOB_TIMEOUT_MS = 15 * 60_000;
const RESULTS = path.join(__dirname, 'results', 'import.json');
const ENDED = ['done', 'failed', 'cancelled'];

interface Job {
  id: string;
  status: string;
  phase: string | null;
  processed: number;
  total: number;
  imported: number;
  updated: number;
  unchanged: number;
  failed: number;
  companiesCreated: number;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  error: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The other user's GET /contacts loop (import-reader.ts, its own process), until `stop()`. */
async function readLoop(base: string, headers: Record<string, string>): Promise<Reader> {
  if (process.env.READER === '0') return { stop: async () => ({ type: 'times', times: [], statuses: {} }) };
  return startReader({ base, headers });
}

/** GET /import-export/export of what was just imported: time, size and the API's peak RSS meanwhile. */
async function measureExport(server: ApiServer, headers: Record<string, string>) {
  await server.resetRss();
  const start = performance.now();
  const res = await fetch(`${server.base}/import-export/export`, { headers });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - start) / 1000;
  return { seconds, MB: bytes / 1e6, lines, peakRssMB: (await server.peakRss()) / 2 ** 20 };
}

/** The first row the import must store, and words a search for it uses. */
function sampleContact(file: GeneratedCsv): string {
  const lines = file.csv.slice(0, 10_000).split('\r\n').slice(1);
  const fields = lines.find((l) => l.split(',').length === 6 && l.split(',')[2]!.includes('@'))!.split(',');
  return fields[2]!;
}

async function getJob(base: string, headers: Record<string, string>, id: string): Promise<Job> {
  const res = await fetch(`${base}/imports/${id}`, { headers });
  if (res.status !== 200) throw new Error(`GET /imports/${id} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Job;
}

/** One upload of `file` and the job's polling while the reader reads, then checks and an export. */
async function importOnce(server: ApiServer, file: GeneratedCsv, body: Blob) {
  const { base } = server;
  const org = `bench-import-${file.rows}`;
  const headers = await server.token(org);
  const form = new FormData();
  form.append('options', JSON.stringify({ columnMapping: MAPPING, createCompanies: true, existing: 'skip' }));
  form.append('file', body, `bench-${file.rows}.csv`);
  const baseline = await server.resetRss();
  const reader = await readLoop(base, await server.token(READER_ORG));

  const start = performance.now();
  const wallStart = Date.now();
  const at = () => (performance.now() - start) / 1000;
  // Each status, or phase of a running job, when a poll first saw it. A job may be queued and run
  // while its file is still arriving: until the 202 names it, the organisation's newest import
  // (GET /imports?limit=1; this organisation has no other) is watched instead.
  const seen: Record<string, number> = {};
  const trace: [number, string, number, number][] = [];
  const note = (job: Job) => {
    const key = job.status === 'running' ? (job.phase ?? 'running') : job.status;
    const t = at();
    seen[key] ??= t;
    trace.push([Number(t.toFixed(2)), key, job.processed, job.total]);
  };
  const upload = fetch(`${base}/imports`, { method: 'POST', headers, body: form }).then(async (r) => ({
    status: r.status,
    job: (await r.json()) as Job & { error?: string },
  }));
  let answered = false;
  void upload.then(
    () => (answered = true),
    () => (answered = true),
  );
  let asked = performance.now();
  while (!answered) {
    const newest = ((await (await fetch(`${base}/imports?limit=1`, { headers })).json()) as { imports: Job[] }).imports[0];
    if (newest && !answered) note(newest);
    await Promise.race([sleep(Math.max(0, asked + POLL_MS - performance.now())), upload.catch(() => undefined)]);
    asked = performance.now();
  }
  const { status, job: accepted } = await upload;
  const uploadSeconds = at();
  seen.uploaded = uploadSeconds;
  if (status !== 202) {
    await reader.stop();
    throw new Error(`POST /imports answered ${status}: ${accepted.error}`);
  }
  let job: Job = accepted;
  for (;;) {
    note(job);
    if (ENDED.includes(job.status)) break;
    if (at() * 1000 > JOB_TIMEOUT_MS) throw new Error(`import ${job.id} still ${job.status} (${job.phase}) after ${JOB_TIMEOUT_MS / 1000} s`);
    await sleep(Math.max(0, asked + POLL_MS - performance.now()));
    asked = performance.now();
    job = await getJob(base, headers, accepted.id);
  }
  const seconds = at();
  const reads = await reader.stop();
  const peak = await server.peak();
  if (job.status !== 'done') throw new Error(`import ended ${job.status}: ${job.error}`);

  // Committed and searchable: the organisation's total and a search for one imported contact.
  const list = async (query: string) =>
    ((await (await fetch(`${base}/contacts?limit=1${query}`, { headers })).json()) as { pagination: { totalCount: number } }).pagination.totalCount;
  const listed = await list('');
  const found = await list(`&search=${encodeURIComponent(sampleContact(file))}`);
  const exported = await measureExport(server, headers);

  const times = reads.times.map(([, ms]) => ms).sort((a, b) => a - b);
  const slowest = [...reads.times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([t, ms]) => ({ atSeconds: t, ms }));
  const { imported, failed, companiesCreated } = job;
  const { expected } = file;
  const fromStart = (iso: string | null) => (iso ? (Date.parse(iso) - wallStart) / 1000 : null);
  return {
    seconds,
    uploadSeconds,
    imported,
    failed,
    companiesCreated,
    correct:
      imported === expected.imported && failed === expected.failed && companiesCreated === expected.companiesCreated && listed === imported && found >= 1,
    listed,
    foundBySearch: found,
    peakRssMB: peak.bytes / 2 ** 20,
    peakRssAtSeconds: (peak.at - wallStart) / 1000,
    rssMB: peak.series.map(([at, mb]) => [Number(((at - wallStart) / 1000).toFixed(2)), mb]),
    baselineRssMB: baseline / 2 ** 20,
    reader: {
      requests: times.length,
      statuses: reads.statuses,
      p50: times.length ? percentile(times, 50) : NaN,
      p99: times.length ? percentile(times, 99) : NaN,
      max: times.at(-1) ?? NaN,
      slowest,
    },
    phasesSeenAtSeconds: seen,
    // The server's own clock (same machine): when the runner took the job and when it was marked done.
    server: { startedAtSeconds: fromStart(job.startedAt), finishedAtSeconds: fromStart(job.finishedAt), durationMs: job.durationMs },
    trace,
    export: exported,
  };
}

/** import-floor.ts in a child process of its own, on the same file. */
function runFloor(csvPath: string, search: string): Promise<FloorResult> {
  const child = fork(path.join(__dirname, 'import-floor.ts'), [csvPath], {
    execArgv: process.execArgv,
    stdio: 'inherit',
    env: { ...process.env, FLOOR_SEARCH: search },
  });
  return new Promise((resolve, reject) => {
    let result: FloorResult | undefined;
    child.on('message', (m: FloorResult) => (result = m));
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`the floor stopped (exit code ${code}) without a result`))));
  });
}

/** One size: its runs, the median run and the floors. */
export interface SizeResult {
  rows: number;
  csvMB: number;
  expected: GeneratedCsv['expected'];
  median: ImportRun;
  runs: ImportRun[];
  floors: FloorResult[];
}
export type ImportRun = Awaited<ReturnType<typeof importOnce>>;

async function main(): Promise<void> {
  const results: SizeResult[] = [];
  let dialect = '';
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-import-'));
  try {
    for (const rows of SIZES) {
      const file = generateCsv(rows);
      const bytes = Buffer.from(file.csv);
      const body = new Blob([bytes], { type: 'text/csv' });
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        const server = await startServer();
        dialect = server.dialect;
        console.log(`${dialect}: importing ${rows.toLocaleString('en')} rows (${(bytes.length / 1e6).toFixed(1)} MB of CSV), run ${run} of ${RUNS}…`);
        try {
          runs.push(await importOnce(server, file, body));
        } finally {
          await server.stop();
        }
      }
      const floors: FloorResult[] = [];
      if (process.env.FLOOR !== '0') {
        const csvPath = path.join(tmp, `contacts-${rows}.csv`);
        fs.writeFileSync(csvPath, bytes);
        const naive = dialect === 'sqlite' ? ['trigger', 'backfill'] : ['index'];
        const variants = process.env.FLOOR_SEARCH ? [process.env.FLOOR_SEARCH] : [...naive, 'bulk'];
        for (const search of variants) {
          const which = search === 'bulk' ? 'bulk-load floor' : `naive floor (search entries by ${search})`;
          console.log(`${dialect}: the ${which} on the same ${rows.toLocaleString('en')} rows…`);
          floors.push(await runFloor(csvPath, search));
        }
        fs.rmSync(csvPath);
      }
      const byTime = [...runs].sort((a, b) => a.seconds - b.seconds);
      results.push({ rows, csvMB: bytes.length / 1e6, expected: file.expected, median: byTime[Math.floor((byTime.length - 1) / 2)]!, runs, floors });
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  printImportReport(dialect, RUNS, results);
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, dialect, loadAverage: os.loadavg() };
  fs.writeFileSync(RESULTS, `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), RESULTS)}`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
