// Writers are not starved by another organisation's readers: organisation B creates contacts
// (POST /contacts, WRITE_RPS a second over two connections, from a process of its own:
// import-reader.ts) while organisation A reads contact pages with 50 connections (autocannon,
// this process; pages 1 to 10 by name in turn), against the real app on loopback with the answer
// cache off (api-server.ts in a child process: every read runs its queries). Three steps in one
// run, each DURATION seconds: B's writes alone, A's reads alone, both at once. Prints B's achieved
// writes/s, p50 / p99 / max and refusals, A's reads/s and p99, each beside the quiet figure of the
// same run (the ratios hold better than the figures on a shared machine).
// Targets while A reads: B >= 95 writes/s, p99 <= 100 ms.
// Loopback only; every step has its duration, requests time out, and the run stops by itself.
//
//   pnpm bench:fairness                                                        (500,000 contacts in A)
//   CONTACTS=20000 DURATION=5 pnpm bench:fairness                              quicker
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test pnpm bench:fairness
//   READ_TURNS=0 pnpm bench:fairness                                           reads run as they come (plugins/read-turns.ts off: before/after)
//   READS_AT_ONCE=4 READS_BESIDE_WRITES=1 READ_PASS_MS=2 pnpm bench:fairness   other turns than the API's defaults
//   PROFILE_DIR=/tmp/prof pnpm bench:fairness                                  the API process's CPU profile
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { ServerReady } from './api-server';
import { startReader } from './import-harness';
import { percentile, printTable, runBounded } from './report';
import { startServerProcess } from './server-process';

const DURATION = Number(process.env.DURATION ?? 10);
const WRITE_RPS = Number(process.env.WRITE_RPS ?? 100);
const READ_CONNECTIONS = Number(process.env.READ_CONNECTIONS ?? 50);
const WRITE_CONNECTIONS = 2;
const PAGES = 10;
const TARGET = { writesPerSecond: 0.95 * WRITE_RPS, p99: 100 };
const RUN_TIMEOUT_MS = 30 * 60_000;
const RESULTS = path.join(__dirname, 'results', 'fairness.json');

interface Writes {
  perSecond: number;
  seconds: number;
  count: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
}
interface Reads {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The API (api-server.ts) with the answer cache off and no board: A of CONTACTS contacts, B of 1,000. */
async function startApi() {
  const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.PROFILE_DIR)}`] : [];
  const env = { ...process.env, ANSWER_CACHE: '0', ON_BOARD: '0', CONTACTS: process.env.CONTACTS ?? '500000' };
  return startServerProcess<ServerReady>('api-server.ts', { execArgv: [...process.execArgv, ...profile], env });
}

function readLoad(base: string, headers: Record<string, string>): Promise<Reads> {
  let n = 0;
  const page = { method: 'GET' as const, path: '/contacts?page=1&limit=50&sort_by=name&sort_order=asc' };
  return autocannon({
    url: base,
    connections: READ_CONNECTIONS,
    duration: DURATION,
    headers,
    requests: [{ ...page, setupRequest: (req) => ({ ...req, path: `/contacts?page=${(n++ % PAGES) + 1}&limit=50&sort_by=name&sort_order=asc` }) }],
  }).then((r) => ({ perSecond: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx }));
}

async function writeLoad(base: string, headers: Record<string, string>, tag: string): Promise<{ stop: () => Promise<Writes> }> {
  const writer = await startReader({
    base,
    headers,
    path: '/contacts',
    method: 'POST',
    rps: WRITE_RPS,
    connections: WRITE_CONNECTIONS,
    body: JSON.stringify({ first: 'Fair', last: 'Writer {n}', email: `fair-${tag}-{n}@fairness.test` }),
  });
  const start = performance.now();
  return {
    stop: async () => {
      const { times, statuses } = await writer.stop();
      const seconds = (performance.now() - start) / 1000;
      const ms = times.map(([, took]) => took).sort((a, b) => a - b);
      return { perSecond: ms.length / seconds, count: ms.length, p50: percentile(ms, 50), p99: percentile(ms, 99), max: ms.at(-1)!, statuses, seconds };
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const api = await startApi();
  const { dialect } = api.ready;
  const tag = Date.now().toString(36);
  const steps: { step: string; writes?: Writes; reads?: Reads }[] = [];
  try {
    console.log(`${dialect}: B writes ${WRITE_RPS}/s alone…`);
    const alone = await writeLoad(api.base, api.ready.otherOrg.headers, `${tag}a`);
    await sleep(DURATION * 1000);
    steps.push({ step: `B writes ${WRITE_RPS}/s alone`, writes: await alone.stop() });

    console.log(`${dialect}: A reads with ${READ_CONNECTIONS} connections alone…`);
    steps.push({ step: `A reads, ${READ_CONNECTIONS} connections, alone`, reads: await readLoad(api.base, api.ready.headers) });

    console.log(`${dialect}: both…`);
    const beside = await writeLoad(api.base, api.ready.otherOrg.headers, `${tag}b`);
    const reads = await readLoad(api.base, api.ready.headers);
    steps.push({ step: 'both at once', writes: await beside.stop(), reads });
  } finally {
    await api.stop();
  }

  const [quietWrites, quietReads, both] = [steps[0]!.writes!, steps[1]!.reads!, steps[2]!];
  const f = (x: number | undefined, digits = 1) => (x === undefined ? '' : x.toFixed(digits));
  const refused = (w?: Writes) => (w ? String(Object.entries(w.statuses).reduce((sum, [s, k]) => sum + (s === '201' ? 0 : k), 0)) : '');
  console.log(`\n${dialect}: organisation B's writes while organisation A reads uncached contact pages (answer cache off, ${DURATION} s a step)`);
  printTable(
    ['step', 'B writes/s', 'B p50 ms', 'B p99 ms', 'B max ms', 'B non-201', 'A reads/s', 'A p50 ms', 'A p99 ms', 'verdict'],
    steps.map(({ step, writes, reads }) => {
      const misses =
        writes && reads
          ? [
              writes.perSecond < TARGET.writesPerSecond ? `< ${TARGET.writesPerSecond} writes/s` : '',
              writes.p99 > TARGET.p99 ? `p99 > ${TARGET.p99} ms` : '',
            ].filter(Boolean)
          : undefined;
      const verdict = misses === undefined ? 'quiet' : misses.length ? `MISSED: ${misses.join(', ')}` : 'met';
      return [
        step,
        f(writes?.perSecond),
        f(writes?.p50),
        f(writes?.p99),
        f(writes?.max),
        refused(writes),
        f(reads?.perSecond, 0),
        f(reads?.p50),
        f(reads?.p99),
        verdict,
      ];
    }),
  );
  const w = both.writes!;
  const r = both.reads!;
  console.log(
    `Beside the quiet steps: B's writes/s × ${f(w.perSecond / quietWrites.perSecond, 2)}, B's p99 × ${f(w.p99 / quietWrites.p99, 1)}; ` +
      `A's reads/s × ${f(r.perSecond / quietReads.perSecond, 2)}, A's p99 × ${f(r.p99 / quietReads.p99, 2)}. ` +
      `Targets while A reads: B >= ${TARGET.writesPerSecond} writes/s, p99 <= ${TARGET.p99} ms.`,
  );
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, dialect, loadAverage: os.loadavg() };
  fs.writeFileSync(RESULTS.replace('.json', `-${dialect}.json`), `${JSON.stringify({ date: new Date().toISOString(), machine, steps }, null, 2)}\n`);
}

runBounded('bench:fairness', RUN_TIMEOUT_MS, main);
