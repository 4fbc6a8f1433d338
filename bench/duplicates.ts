// The duplicate finder over a big organisation, and what it costs everyone else. Organisation A
// holds CONTACTS contacts (1,000,000) of which DUPLICATE_GROUPS sets (10,000) are duplicates
// (duplicates-seed.ts); organisation B has 1,000. The real app on loopback in a process of its own
// (duplicates-server.ts), the answer cache off.
// - A's first page of GET /contacts/duplicates, cold (nothing of A worked out yet), then page 2
//   and GET /duplicates/counts (the lists kept), and the first page again after each of RUNS
//   writes of A (every write moves A's data version: the finder works its lists out again);
//   beside them, in the same run, A's first contacts page (GET /contacts) as the baseline.
// - B's reads (GET /contacts, READ_RPS a second) and writes (POST /contacts, WRITE_RPS a second),
//   each from a process of its own (import-reader.ts): quiet for DURATION seconds, then while A
//   writes a contact and asks for its first page of duplicates again and again (each time the
//   whole finder), and their p99 beside the quiet ones.
// Targets: A's first page <= 2 s (cold and after a write); B's p99 <= 100 ms meanwhile.
//
//   pnpm bench:duplicates
//   CONTACTS=200000 DUPLICATE_GROUPS=2000 DURATION=5 pnpm bench:duplicates          quicker
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test pnpm bench:duplicates
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FinderServerReady } from './duplicates-server';
import { startReader, type Reader } from './import-harness';
import { median, percentile, printTable, runBounded } from './report';
import { startServerProcess } from './server-process';

const DURATION = Number(process.env.DURATION ?? 15);
const RUNS = Number(process.env.RUNS ?? 5);
const READ_RPS = Number(process.env.READ_RPS ?? 20);
const WRITE_RPS = Number(process.env.WRITE_RPS ?? 10);
const TARGET = { firstPageMs: 2_000, p99: 100 };
const RUN_TIMEOUT_MS = 60 * 60_000;
const RESULTS = path.join(__dirname, 'results', 'duplicates.json');
const FIRST_PAGE = '/contacts/duplicates?page=1&limit=20';

async function startApi() {
  return startServerProcess<FinderServerReady>('duplicates-server.ts');
}

type Api = Awaited<ReturnType<typeof startApi>>;

async function timed<T = unknown>(api: Api, pathname: string, init: RequestInit = {}): Promise<{ ms: number; body: T }> {
  const started = performance.now();
  const headers = { ...api.ready.headers, ...(init.body ? { 'content-type': 'application/json' } : {}) };
  const res = await fetch(api.base + pathname, { ...init, headers, signal: AbortSignal.timeout(120_000) });
  const body = (await res.json()) as T;
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

let written = 0;
/** A write of A: one new contact (its data version moves). */
const write = (api: Api) =>
  timed(api, '/contacts', { method: 'POST', body: JSON.stringify({ first: 'New', last: `Writer ${++written}`, email: `writer-${written}@finder.test` }) });

interface Load {
  reads: { p50: number; p99: number; max: number; perSecond: number };
  writes: { p50: number; p99: number; max: number; perSecond: number };
}

async function otherLoad(api: Api, seconds: number, during?: () => Promise<void>): Promise<Load> {
  const readers: Reader[] = [
    await startReader({ base: api.base, headers: api.ready.otherHeaders, path: '/contacts?page=1&limit=50', rps: READ_RPS, connections: 2 }),
    await startReader({
      base: api.base,
      headers: api.ready.otherHeaders,
      path: '/contacts',
      method: 'POST',
      rps: WRITE_RPS,
      connections: 1,
      body: JSON.stringify({ first: 'Other', last: 'Writer {n}', email: `other-${Date.now().toString(36)}-{n}@other.test` }),
    }),
  ];
  const until = Date.now() + seconds * 1000;
  if (during) while (Date.now() < until) await during();
  else await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const [reads, writes] = await Promise.all(readers.map((r) => r.stop()));
  const figures = (t: { times: [number, number][] }) => {
    const ms = t.times.map(([, took]) => took).sort((a, b) => a - b);
    return { p50: percentile(ms, 50), p99: percentile(ms, 99), max: ms.at(-1)!, perSecond: ms.length / seconds };
  };
  return { reads: figures(reads!), writes: figures(writes!) };
}

const f = (x: number, digits = 0) => x.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main(): Promise<void> {
  const api = await startApi();
  const { dialect, contacts, groups } = api.ready;
  console.log(
    `${dialect}: ${contacts.toLocaleString('en')} contacts, ${groups.toLocaleString('en')} duplicate groups, seeded in ${f(api.ready.seedSeconds)} s`,
  );
  try {
    const cold = await timed<{ pagination: { totalCount: number } }>(api, FIRST_PAGE);
    if (cold.body.pagination.totalCount !== groups) throw new Error(`the finder found ${cold.body.pagination.totalCount} groups, not ${groups}`);
    const page2 = await timed(api, '/contacts/duplicates?page=2&limit=20');
    const counts = await timed<{ contacts: number; companies: number }>(api, '/duplicates/counts');
    if (counts.body.contacts !== groups) throw new Error(`counts: ${JSON.stringify(counts.body)}`);
    const baseline: number[] = [];
    for (let i = 0; i < RUNS; i++) baseline.push((await timed(api, '/contacts?page=1&limit=50')).ms);
    const afterWrite: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await write(api);
      afterWrite.push((await timed(api, FIRST_PAGE)).ms);
    }

    console.log(`${dialect}: B alone for ${DURATION} s…`);
    const quiet = await otherLoad(api, DURATION);
    console.log(`${dialect}: B while A's finder works its lists out again and again…`);
    const finder: number[] = [];
    const busy = await otherLoad(api, DURATION, async () => {
      await write(api);
      finder.push((await timed(api, FIRST_PAGE)).ms);
    });

    const base = median(baseline);
    const verdict = (ms: number, target: number) => (ms <= target ? 'met' : 'MISSED');
    console.log(`\n${dialect}: the duplicate finder over ${contacts.toLocaleString('en')} contacts, ${groups.toLocaleString('en')} groups`);
    printTable(
      ['A: request', 'ms', '÷ first contacts page (same run)', 'verdict'],
      [
        ['first page, cold', f(cold.ms), f(cold.ms / base, 1), verdict(cold.ms, TARGET.firstPageMs)],
        [
          `first page after a write, median of ${RUNS}`,
          f(median(afterWrite)),
          f(median(afterWrite) / base, 1),
          verdict(median(afterWrite), TARGET.firstPageMs),
        ],
        [`first page after a write, slowest of ${RUNS}`, f(Math.max(...afterWrite)), f(Math.max(...afterWrite) / base, 1), ''],
        ['page 2 (lists kept)', f(page2.ms, 1), f(page2.ms / base, 1), ''],
        ['counts (companies worked out)', f(counts.ms, 1), f(counts.ms / base, 1), ''],
        [`first contacts page (baseline), median of ${RUNS}`, f(base, 1), '1.0', ''],
      ],
    );
    printTable(
      ['B: request', 'quiet p50', 'quiet p99', 'beside the finder p50', 'p99', 'max', '/s', 'p99 ÷ quiet', 'verdict'],
      (['reads', 'writes'] as const).map((kind) => [
        `${kind === 'reads' ? `GET /contacts, ${READ_RPS}/s` : `POST /contacts, ${WRITE_RPS}/s`}`,
        f(quiet[kind].p50, 1),
        f(quiet[kind].p99, 1),
        f(busy[kind].p50, 1),
        f(busy[kind].p99, 1),
        f(busy[kind].max, 1),
        f(busy[kind].perSecond, 1),
        f(busy[kind].p99 / quiet[kind].p99, 2),
        verdict(busy[kind].p99, TARGET.p99),
      ]),
    );
    console.log(
      `A's finder meanwhile: ${finder.length} first pages, each after a write, median ${f(median(finder))} ms, slowest ${f(Math.max(...finder))} ms. ` +
        `Targets: first page <= ${TARGET.firstPageMs} ms; B's p99 <= ${TARGET.p99} ms.`,
    );
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
    const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, dialect, loadAverage: os.loadavg() };
    const figures = { cold: cold.ms, page2: page2.ms, counts: counts.ms, baseline, afterWrite, quiet, busy, finder };
    fs.writeFileSync(
      RESULTS.replace('.json', `-${dialect}.json`),
      `${JSON.stringify({ date: new Date().toISOString(), machine, contacts, groups, figures }, null, 2)}\n`,
    );
  } finally {
    await api.stop();
  }
}

runBounded('bench:duplicates', RUN_TIMEOUT_MS, main);
