// What the audit trail costs (docs/PERFORMANCE.md "Audit trail"): a contact update (PUT
// /contacts/:id under autocannon, CONNECTIONS at once) and a ROWS-row CSV import (POST /imports,
// polled until done), with the audit writer on and off in the same run. Two API processes
// (audit-server.ts), one started with MERIDIAN_BENCH_AUDIT=off (the writer's bench-only switch,
// read once at start), run side by side, each on its own database, and are measured in turns:
// SLICES slices of SLICE_S seconds of updates, off then on, then RUNS imports each, off then on,
// so the load of a shared machine falls on both. Besides requests per second and latency, each
// slice's API CPU time per request is read from the server (process.cpuUsage), the figure least
// moved by other work on the machine. Prints the medians and the ratios (target <= 1.20).
//
//   pnpm bench:audit
//   ROWS=200000 RUNS=1 SLICES=10 pnpm bench:audit
//   ONLY=update pnpm bench:audit                  (or ONLY=import)
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test pnpm bench:audit
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { AuditServerReady } from './audit-server';
import { generateCsv, MAPPING } from './import-csv';
import { rpc } from './import-harness';
import { median, printTable, runBounded } from './report';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 2);
const SLICES = Number(process.env.SLICES ?? 10);
const SLICE_S = Number(process.env.SLICE_S ?? 2);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const ONLY = process.env.ONLY ?? '';

type Leg = 'off' | 'on';
const LEGS: readonly Leg[] = ['off', 'on'];

interface Server {
  leg: Leg;
  child: ChildProcess;
  base: string;
  dialect: string;
  contactIds: string[];
  token(org: string): Promise<Record<string, string>>;
  cpu(): Promise<number>;
}

interface Slice {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  cpuMicros: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function start(leg: Leg): Promise<Server> {
  const child = fork(path.join(__dirname, 'audit-server.ts'), {
    execArgv: process.execArgv,
    stdio: 'inherit',
    env: { ...process.env, MERIDIAN_BENCH_AUDIT: leg },
  });
  const ready = await new Promise<AuditServerReady>((resolve, reject) => {
    child.on('message', (m: AuditServerReady) => m.type === 'ready' && resolve(m));
    child.once('exit', (code) => reject(new Error(`the API process stopped (exit code ${code}) before it was ready`)));
  });
  return {
    leg,
    child,
    base: `http://127.0.0.1:${ready.port}`,
    dialect: ready.dialect,
    contactIds: ready.contactIds,
    token: async (org) => (await rpc<{ headers: Record<string, string> }>(child, { type: 'token', org }, 'token')).headers,
    cpu: async () => (await rpc<{ micros: number }>(child, { type: 'cpu' }, 'cpu')).micros,
  };
}

async function stop(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.send({ type: 'stop' });
  await exited;
}

/** One slice of contact updates: every request changes the last name and the email (two fields, one event). */
async function updateSlice(server: Server, headers: Record<string, string>, offset: number): Promise<Slice> {
  let i = offset;
  const ids = server.contactIds;
  // Each contact's email is its own (one contact per email), alternating so every update changes it.
  const body = (n: number) =>
    JSON.stringify({ first: 'Bench', last: `Update ${n}`, email: `bench${n % ids.length}.${Math.floor(n / ids.length) % 2}@update.test` });
  const cpuBefore = await server.cpu();
  const started = performance.now();
  const result = await autocannon({
    url: server.base,
    connections: CONNECTIONS,
    duration: SLICE_S,
    requests: [
      {
        method: 'PUT',
        path: `/contacts/${ids[0]}`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: body(0),
        setupRequest: (req) => {
          const n = i++;
          return { ...req, path: `/contacts/${ids[n % ids.length]}`, body: body(n) };
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.non2xx) throw new Error(`${result.non2xx} contact updates were refused`);
  const requests = result.requests.total;
  return { requests, seconds, p50: result.latency.p50, p99: result.latency.p99, cpuMicros: (await server.cpu()) - cpuBefore };
}

async function importOnce(server: Server, org: string, file: Blob): Promise<{ seconds: number; cpuMicros: number }> {
  const headers = await server.token(org);
  const form = new FormData();
  form.append('options', JSON.stringify({ columnMapping: MAPPING, createCompanies: true, existing: 'skip' }));
  form.append('file', file, 'bench.csv');
  const cpuBefore = await server.cpu();
  const started = performance.now();
  const res = await fetch(`${server.base}/imports`, { method: 'POST', headers, body: form });
  if (res.status !== 202) throw new Error(`POST /imports answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  for (;;) {
    const job = (await (await fetch(`${server.base}/imports/${id}`, { headers })).json()) as { status: string };
    if (job.status === 'done') return { seconds: (performance.now() - started) / 1000, cpuMicros: (await server.cpu()) - cpuBefore };
    if (job.status === 'failed' || job.status === 'cancelled') throw new Error(`the import ended ${job.status}`);
    await sleep(100);
  }
}

function updateRows(slices: Record<Leg, Slice[]>): string[][] {
  const rps = (leg: Leg) => slices[leg].reduce((n, s) => n + s.requests, 0) / slices[leg].reduce((n, s) => n + s.seconds, 0);
  const cpu = (leg: Leg) => slices[leg].reduce((n, s) => n + s.cpuMicros, 0) / slices[leg].reduce((n, s) => n + s.requests, 0) / 1000;
  const p = (leg: Leg, key: 'p50' | 'p99') => median(slices[leg].map((s) => s[key]));
  return [
    [`contact update, ${CONNECTIONS} connections (req/s)`, rps('off').toFixed(0), rps('on').toFixed(0), (rps('off') / rps('on')).toFixed(2)],
    ['contact update, API CPU per request (ms)', cpu('off').toFixed(3), cpu('on').toFixed(3), (cpu('on') / cpu('off')).toFixed(2)],
    ['contact update p50 (ms)', p('off', 'p50').toFixed(1), p('on', 'p50').toFixed(1), (p('on', 'p50') / p('off', 'p50')).toFixed(2)],
    ['contact update p99 (ms)', p('off', 'p99').toFixed(1), p('on', 'p99').toFixed(1), (p('on', 'p99') / p('off', 'p99')).toFixed(2)],
  ];
}

async function main(): Promise<void> {
  const servers = { off: await start('off'), on: await start('on') };
  const rows: string[][] = [];
  try {
    if (ONLY !== 'import') {
      const headers = { off: await servers.off.token('bench-audit'), on: await servers.on.token('bench-audit') };
      const slices: Record<Leg, Slice[]> = { off: [], on: [] };
      for (let s = 0; s < SLICES; s++) for (const leg of LEGS) slices[leg].push(await updateSlice(servers[leg], headers[leg], s * 100_000));
      rows.push(...updateRows(slices));
    }
    if (ONLY !== 'update') {
      const file = new Blob([generateCsv(ROWS).csv]);
      const runs: Record<Leg, { seconds: number; cpuMicros: number }[]> = { off: [], on: [] };
      for (let run = 0; run < RUNS; run++) {
        for (const leg of LEGS) {
          runs[leg].push(await importOnce(servers[leg], `bench-audit-import-${run}`, file));
          console.error(`${servers[leg].dialect} import, audit ${leg}, run ${run + 1}: ${JSON.stringify(runs[leg].at(-1))}`);
        }
      }
      const seconds = (leg: Leg) => median(runs[leg].map((r) => r.seconds));
      const cpu = (leg: Leg) => median(runs[leg].map((r) => r.cpuMicros)) / 1e6;
      const rowsText = ROWS.toLocaleString('en');
      rows.push([`import of ${rowsText} rows (s)`, seconds('off').toFixed(1), seconds('on').toFixed(1), (seconds('on') / seconds('off')).toFixed(2)]);
      rows.push([`import of ${rowsText} rows, API CPU (s)`, cpu('off').toFixed(1), cpu('on').toFixed(1), (cpu('on') / cpu('off')).toFixed(2)]);
    }
  } finally {
    await Promise.all(LEGS.map((leg) => stop(servers[leg])));
  }
  console.log(`\n${servers.off.dialect}: audit trail on ÷ off (req/s: off ÷ on), same run, target <= 1.20`);
  printTable(['scenario', 'audit off', 'audit on', 'ratio'], rows);
}

runBounded('bench:audit', 90 * 60_000, main);
