// CSV import end to end over HTTP: POST /import-export/execute with 100,000, 500,000 and 1,000,000-row
// files to the compiled API on loopback (a child process), while another organisation's user reads
// GET /contacts?page=1&limit=50 ten times a second. Each size runs RUNS times (default 3), each on a
// fresh database. Reports the median time from request start to response and its spread, the API
// process's peak RSS, the reader's latency and, from polling progress, where the time went.
// Targets: 1,000,000 rows <= 10 s (SQLite) / <= 25 s (PostgreSQL), RSS <= 1.5 GB, reader p99 <= 250 ms.
//
//   pnpm bench:import                                   (repository root)
//   ROWS=100000 RUNS=1 pnpm bench:import                one size, one run
//   READER=0 pnpm bench:import                          the import alone, without the concurrent reader
//   PROFILE_DIR=/tmp/prof pnpm bench:import             also write the API process's CPU profile
//   READER_RPS=0 pnpm bench:import                      the reader's requests back to back (default 10/s, see import-reader.ts)
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test pnpm bench:import
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateCsv, MAPPING, READER_ORG, type GeneratedCsv } from './import-csv';
import { percentile, printTable } from './report';

const SIZES = (process.env.ROWS ?? '100000,500000,1000000').split(',').map(Number);
const RUNS = Number(process.env.RUNS ?? 3);
const TARGET_S = { sqlite: 10, postgres: 25 } as Record<string, number>;
const RSS_TARGET_MB = 1536;
const READER_P99_TARGET_MS = 250;
const RESULTS = path.join(__dirname, 'results', 'import.json');

function rpc<T>(child: ChildProcess, message: object, reply: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: { type: string }) => {
      if (m.type !== reply) return;
      child.off('message', on);
      resolve(m as T);
    };
    child.on('message', on);
    child.send(message);
  });
}

/** The other user's GET /contacts loop (import-reader.ts, its own process), until `stop()`. */
async function readLoop(base: string, headers: Record<string, string>) {
  if (process.env.READER === '0') return { stop: async () => [] as [number, number][] };
  const reader = fork(path.join(__dirname, 'import-reader.ts'), { execArgv: process.execArgv, stdio: 'inherit' });
  await rpc(reader, { type: 'start', base, headers }, 'started');
  return {
    stop: async () => (await rpc<{ times: [number, number][] }>(reader, { type: 'stop' }, 'times')).times,
  };
}

/** Seconds from the request start at which each phase was first seen (polled every 100 ms). */
function watchPhases(base: string, headers: Record<string, string>, importId: string, start: number) {
  const seen: Record<string, number> = {};
  const timer = setInterval(async () => {
    const res = await fetch(`${base}/import-export/progress/${importId}`, { headers });
    if (res.status !== 200) return void (await res.arrayBuffer());
    const p = (await res.json()) as { phase: string; processed: number; total: number };
    const at = (performance.now() - start) / 1000;
    seen[p.phase] ??= at;
    if (p.phase === 'writing' && p.processed === p.total && p.total > 0) seen['rows written'] ??= at;
  }, 100);
  return () => (clearInterval(timer), seen);
}

/** GET /import-export/export of what was just imported: time, size and the API's peak RSS meanwhile. */
async function measureExport(child: ChildProcess, base: string, headers: Record<string, string>) {
  await rpc(child, { type: 'reset-rss' }, 'rss');
  const start = performance.now();
  const res = await fetch(`${base}/import-export/export`, { headers });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - start) / 1000;
  const rss = await rpc<{ peak: number }>(child, { type: 'rss' }, 'rss');
  return { seconds, MB: bytes / 1e6, lines, peakRssMB: rss.peak / 2 ** 20 };
}

interface ApiServer {
  child: ChildProcess;
  base: string;
  dialect: string;
  token(org: string): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/** The API in a child process on a fresh database (with the reader's organisation seeded). */
async function startServer(): Promise<ApiServer> {
  // PROFILE_DIR=…: the API process writes a CPU profile there (open it in Chrome's DevTools).
  const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.PROFILE_DIR)}`] : [];
  const child = fork(path.join(__dirname, 'import-server.ts'), { execArgv: [...process.execArgv, ...profile], stdio: 'inherit' });
  const { port, dialect } = await new Promise<{ port: number; dialect: string }>((resolve) =>
    child.on('message', (m: { type: string; port: number; dialect: string }) => m.type === 'ready' && resolve(m)),
  );
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    dialect,
    token: async (org) => (await rpc<{ headers: Record<string, string> }>(child, { type: 'token', org }, 'token')).headers,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}

/** One import of `file` while the reader reads, then an export of what it stored. */
async function importOnce(server: ApiServer, file: GeneratedCsv) {
  const { child, base } = server;
  const importId = `bench-${file.rows}`;
  const body = JSON.stringify({ csvData: file.csv, columnMapping: MAPPING, createCompanies: true, importId });
  const headers = { ...(await server.token(`bench-import-${file.rows}`)), 'content-type': 'application/json' };
  const baseline = await rpc<{ current: number }>(child, { type: 'reset-rss' }, 'rss');
  const reader = await readLoop(base, await server.token(READER_ORG));
  const start = performance.now();
  const phases = watchPhases(base, headers, importId, start);
  const res = await fetch(`${base}/import-export/execute`, { method: 'POST', headers, body });
  const answer = (await res.json()) as { data?: { imported: number; failed: number; companiesCreated: number }; error?: string };
  const seconds = (performance.now() - start) / 1000;
  const seen = phases();
  const reads = await reader.stop();
  const times = reads.map(([, ms]) => ms).sort((a, b) => a - b);
  const slowest = [...reads].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([at, ms]) => ({ atSeconds: at, ms }));
  const rss = await rpc<{ peak: number }>(child, { type: 'rss' }, 'rss');
  if (res.status !== 200 || !answer.data) throw new Error(`import answered ${res.status}: ${answer.error}`);
  const exported = await measureExport(child, base, headers);
  const { imported, failed, companiesCreated } = answer.data;
  const { expected } = file;
  return {
    seconds,
    imported,
    failed,
    companiesCreated,
    correct: imported === expected.imported && failed === expected.failed && companiesCreated === expected.companiesCreated,
    peakRssMB: rss.peak / 2 ** 20,
    baselineRssMB: baseline.current / 2 ** 20,
    reader: { requests: times.length, p50: times.length ? percentile(times, 50) : NaN, p99: times.length ? percentile(times, 99) : NaN, max: times.at(-1) ?? NaN, slowest },
    phasesSeenAtSeconds: seen,
    export: exported,
  };
}

const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);

async function main(): Promise<void> {
  const results = [];
  let dialect = '';
  for (const rows of SIZES) {
    const file = generateCsv(rows);
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const server = await startServer();
      dialect = server.dialect;
      console.log(`${dialect}: importing ${rows.toLocaleString('en')} rows (${(file.csv.length / 1e6).toFixed(1)} MB of CSV), run ${run} of ${RUNS}…`);
      try {
        runs.push(await importOnce(server, file));
      } finally {
        await server.stop();
      }
    }
    const byTime = [...runs].sort((a, b) => a.seconds - b.seconds);
    results.push({ rows, csvMB: file.csv.length / 1e6, median: byTime[Math.floor((byTime.length - 1) / 2)]!, runs });
  }

  const target = TARGET_S[dialect]!;
  printTable(
    ['rows', 'time s (median)', 'spread s', 'rows/s', 'imported', 'failed', 'peak RSS MB (max)', 'reader p50 / p99 ms', 'verdict'],
    results.map(({ rows, median: m, runs }) => {
      const seconds = median(runs.map((r) => r.seconds));
      const peakRss = Math.max(...runs.map((r) => r.peakRssMB));
      const p99 = median(runs.map((r) => r.reader.p99));
      const misses = [
        rows === 1_000_000 && seconds > target ? `time > ${target} s` : '',
        peakRss > RSS_TARGET_MB ? 'RSS > 1.5 GB' : '',
        p99 > READER_P99_TARGET_MS ? `p99 > ${READER_P99_TARGET_MS} ms` : '',
        runs.every((r) => r.correct) ? '' : 'WRONG COUNTS',
      ].filter(Boolean);
      return [
        rows.toLocaleString('en'),
        seconds.toFixed(2),
        `${Math.min(...runs.map((r) => r.seconds)).toFixed(1)}–${Math.max(...runs.map((r) => r.seconds)).toFixed(1)}`,
        Math.round(rows / seconds).toLocaleString('en'),
        m.imported.toLocaleString('en'),
        m.failed.toLocaleString('en'),
        peakRss.toFixed(0),
        `${median(runs.map((r) => r.reader.p50)).toFixed(1)} / ${p99.toFixed(1)}`,
        misses.length ? `MISSED: ${misses.join(', ')}` : 'ok',
      ];
    }),
  );
  console.log(`${RUNS} run(s) per size, each on a fresh database; the median run of each size:`);
  for (const { rows, median: r } of results) {
    const phases = Object.entries(r.phasesSeenAtSeconds).map(([phase, at]) => `${phase} ${at.toFixed(1)} s`).join(', ');
    console.log(`${rows.toLocaleString('en')} rows, phases first seen at: ${phases}, done ${r.seconds.toFixed(1)} s (${r.reader.requests} reader requests)`);
    const slowest = r.reader.slowest.map((s) => `${s.ms.toFixed(0)} ms at ${s.atSeconds.toFixed(1)} s`).join(', ');
    if (slowest) console.log(`  slowest reads: ${slowest}`);
    const e = r.export;
    console.log(`  export of the ${(e.lines - 1).toLocaleString('en')} contacts: ${e.seconds.toFixed(1)} s, ${e.MB.toFixed(1)} MB, API peak RSS ${e.peakRssMB.toFixed(0)} MB`);
  }
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, dialect };
  fs.writeFileSync(RESULTS, `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), RESULTS)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
