// Dashboard chart latency over DEALS deals (entries, 100,000) and HISTORY_PER_DEAL × DEALS history
// rows (1,000,000) in one organisation, plus two noise organisations, measured through the real
// app (auth, schemas, serialisation) with app.inject, the answer cache off. Target: each chart
// p50 <= 100 ms. EXPLAIN=1 also prints each chart's query plan.
//
//   pnpm bench:dashboard
//   DEALS=20000 REQUESTS=20 ...                                       other sizes
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test ...   PostgreSQL
import { performance } from 'node:perf_hooks';
import { CompiledQuery, createQueryId, type KyselyPlugin, type RootOperationNode } from 'kysely';
import type { DbHandle } from '../services/api/src/db/connection';
import { openTestDatabase } from '../services/api/test/helpers/db';
import { maintain } from './contacts-maintain';
import { seedDeals } from './dashboard-seed';
import { percentile, printTable } from './report';
import { uncachedApp } from './uncached-app';

const DEALS = Number(process.env.DEALS ?? 100_000);
const HISTORY_PER_DEAL = Number(process.env.HISTORY_PER_DEAL ?? 10);
const NOISE_DEALS = Number(process.env.NOISE_DEALS ?? DEALS / 5);
const REQUESTS = Number(process.env.REQUESTS ?? 50);
const WARMUP = 5;
const TARGET_MS = 100;
const ORG = 'bench-dash';
const OWNERS = ['dash-owner-1', 'dash-owner-2', 'dash-owner-3', 'dash-owner-4', 'dash-owner-5'];

/** The plans of a chart's queries over the entries or the history: the app run once on a Kysely that records them. */
async function explain(handle: DbHandle, url: string): Promise<void> {
  const nodes: RootOperationNode[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => (nodes.push(args.node), args.node),
    transformResult: async (args) => args.result,
  };
  const { app, headersOf } = await uncachedApp({ ...handle, db: handle.db.withPlugin(plugin) });
  const res = await app.inject({ method: 'GET', url, headers: await headersOf(ORG) });
  await app.close();
  if (res.statusCode !== 200) throw new Error(`EXPLAIN run of ${url}: ${res.statusCode} ${res.body}`);
  const executor = handle.db.getExecutor();
  const queries = nodes.map((n) => executor.compileQuery(n, createQueryId())).filter((q) => /pipeline_(entries|history)/.test(q.sql));
  const prefix = handle.dialect === 'postgres' ? 'explain (analyze, buffers, costs off)' : 'explain query plan';
  for (const q of queries) {
    const { rows } = await handle.db.executeQuery(CompiledQuery.raw(`${prefix} ${q.sql}`, [...q.parameters]));
    const lines = (rows as Record<string, unknown>[]).map((r) => String(r['QUERY PLAN'] ?? r.detail ?? JSON.stringify(r)));
    console.log(`\n${url}:\n  ${lines.join('\n  ')}`);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of the API, read loosely
async function pipelineOf(call: (url: string) => Promise<any>): Promise<{ id: string; stages: { id: string; name: string }[] }> {
  const id: string = (await call('/pipeline')).pipelines[0].id;
  return { id, stages: (await call(`/pipeline/${id}/stages`)).data };
}

async function main(): Promise<void> {
  const database = await openTestDatabase();
  const { handle } = database;
  try {
    const { app, headersOf } = await uncachedApp(handle);
    const callAs = (org: string) => async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: await headersOf(org) });
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const call = callAs(ORG);
    console.log(`${handle.dialect}: seeding ${DEALS.toLocaleString('en')} deals with ${(DEALS * HISTORY_PER_DEAL).toLocaleString('en')} history rows…`);
    const started = performance.now();
    for (const org of ['bench-noise-1', ORG, 'bench-noise-2']) {
      const pipeline = await pipelineOf(callAs(org));
      const deals = org === ORG ? DEALS : NOISE_DEALS;
      const owners = org === ORG ? OWNERS : OWNERS.map((o) => `${org}-${o}`);
      await seedDeals(handle, { org, deals, historyPerDeal: HISTORY_PER_DEAL, owners, stages: pipeline.stages, pipelineId: pipeline.id });
    }
    await maintain(handle);
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const owner = `&owner_id=${OWNERS[0]}`;
    const scenarios = [
      '/dashboard/stages',
      `/dashboard/stages?from=${day(-90)}&to=${day(0)}${owner}`,
      '/dashboard/forecast',
      `/dashboard/forecast?from=${day(-180)}&to=${day(360)}${owner}`,
      '/dashboard/won-lost',
      `/dashboard/won-lost?from=${day(-720)}&to=${day(0)}${owner}`,
      '/dashboard/owners',
      `/dashboard/owners?from=${day(-90)}&to=${day(0)}`,
      '/dashboard/conversion',
      `/dashboard/conversion?from=${day(-365)}&to=${day(0)}${owner}`,
    ];
    /** p50 and p95 of `url`, one request at a time. */
    const measure = async (url: string): Promise<[number, number]> => {
      for (let i = 0; i < WARMUP; i++) await call(url);
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const t0 = performance.now();
        await call(url);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return [percentile(times, 50), percentile(times, 95)];
    };
    // The same run's floor on this machine at this moment: a request that reads one row.
    const [floor] = await measure('/me');
    const rows: string[][] = [];
    for (const url of scenarios) {
      const [p50, p95] = await measure(url);
      const verdict = p50 <= TARGET_MS ? `ok (<= ${TARGET_MS})` : `MISSED (> ${TARGET_MS})`;
      rows.push([url.replace(/\d{4}-\d{2}-\d{2}/g, 'D').replace(OWNERS[0]!, 'O'), p50.toFixed(1), p95.toFixed(1), `×${(p50 / floor).toFixed(1)}`, verdict]);
    }
    const figures = await call('/dashboard/stages');
    if (process.env.EXPLAIN) for (const url of scenarios) await explain(handle, url);
    await app.close();
    printTable(['chart', 'p50 ms', 'p95 ms', '÷ GET /me', 'p50 target'], rows);
    console.log(`GET /me p50 ${floor.toFixed(1)} ms (the same run's floor)`);
    const live = figures.stages.reduce((n: number, s: { count: number }) => n + s.count, 0);
    console.log(
      `${live.toLocaleString('en')} live deals of ${DEALS.toLocaleString('en')} (1 in 50 contacts soft-deleted), ${(DEALS * HISTORY_PER_DEAL).toLocaleString('en')} history rows, ` +
        `2 noise organisations of ${NOISE_DEALS.toLocaleString('en')} deals; ${REQUESTS} requests per chart after ${WARMUP} warm-up, one at a time, via app.inject.`,
    );
    if (rows.some((r) => r[4]!.startsWith('MISSED'))) process.exitCode = 1;
  } finally {
    await database.destroy();
  }
}

/** The calendar day `days` from today (UTC, the bench user has no zone). */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
