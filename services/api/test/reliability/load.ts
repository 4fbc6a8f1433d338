// A: the real API in its own process under CONNECTIONS (100) connections for DURATION seconds
// (30) of contact creates, notes, pipeline moves, contact deletes and list/search reads. Then: no
// 5xx and no request without an answer, and the database holds exactly the acknowledged writes
// (checked through the API and by reading the tables directly).
import { percentile } from '../../../../bench/report';
import { inBatches, startApi, type ApiChild } from './api-child';
import type { Checks } from './checks';
import { runTraffic, type Ledger, type Target } from './load-traffic';
import { verifyTables, verifyThroughApi } from './load-verify';
import type { ScratchDatabase } from './scratch-db';

const ORG = 'reliability-load';
const SEED = 300; // contacts made before the load, all on the board (3 per connection to move)

/** `count` (SEED) contacts of `org`, all on the board: the target of runTraffic. */
export async function seed(api: ApiChild, org = ORG, count = SEED): Promise<Target> {
  const ok = async (method: string, url: string, body?: unknown) => {
    const res = await api.call(org, method, url, body);
    if (res.status >= 300) throw new Error(`seeding: ${method} ${url} answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const pipelineId: string = (await ok('GET', '/pipeline')).pipelines[0].id;
  const stageIds: string[] = (await ok('GET', `/pipeline/${pipelineId}/stages`)).data.map((s: { id: string }) => s.id);
  const seeded = await inBatches([...Array(count).keys()], 10, async (i) => {
    const contact = await ok('POST', '/contacts', { first: 'Seed', last: `Person${i}`, email: `seed-${i}@reliability.test` });
    await ok('POST', `/pipeline/${contact.id}/add`, { stageId: stageIds[0] });
    return contact.id as string;
  });
  return { base: api.base, headers: api.headers(org), pipelineId, stageIds, seeded, board: seeded };
}

export function report(ledger: Ledger, seconds: number, name = 'load'): void {
  const statuses = [...ledger.statuses].sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => `${key}: ${n}`);
  const latency = [...ledger.latency].map(([op, times]) => {
    times.sort((a, b) => a - b);
    return `${op} ${percentile(times, 50).toFixed(0)}/${percentile(times, 99).toFixed(0)}`;
  });
  console.log(`${name}: ${ledger.requests} requests in ${seconds.toFixed(1)} s (${Math.round(ledger.requests / seconds)} req/s)`);
  console.log(`${name}: answers ${statuses.join(', ')}`);
  console.log(`${name}: p50/p99 ms ${latency.join(', ')}`);
  console.log(
    `${name}: acknowledged ${ledger.created.size} creates, ${ledger.deleted.size} deletes, ${ledger.notes.size} notes, ` +
      `${[...ledger.moves.values()].reduce((a, b) => a + b, 0)} moves`,
  );
}

export async function loadTest(checks: Checks, database: ScratchDatabase, connections: number, durationS: number): Promise<void> {
  const api = await startApi(database.options, [ORG]);
  try {
    console.log(`load: ${api.dialect}, seeding ${SEED} contacts on the board…`);
    let started = Date.now();
    const target = await seed(api);
    console.log(`load: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; ${connections} connections for ${durationS} s against ${api.base}`);
    started = Date.now();
    const ledger = await runTraffic(target, connections, durationS * 1000);
    report(ledger, (Date.now() - started) / 1000);
    started = Date.now();
    await verifyLoad(checks, api, database, ORG, target, ledger);
    console.log(`load: verified in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await api.stop();
  }
}

/** After the traffic: its answers, then the API and (once it is stopped) the tables hold exactly the ledger. */
export async function verifyLoad(checks: Checks, api: ApiChild, database: ScratchDatabase, org: string, target: Target, ledger: Ledger): Promise<void> {
  const fivexx = [...ledger.statuses].filter(([key]) => / 5\d\d$/.test(key)).reduce((sum, [, n]) => sum + n, 0);
  checks.equal('load: 5xx answers', fivexx, 0);
  checks.none('load: requests without an answer', ledger.transport);
  checks.none('load: unexpected answers', ledger.unexpected);
  checks.check('load: writes of every kind acknowledged', ledger.created.size > 0 && ledger.deleted.size > 0 && ledger.notes.size > 0 && ledger.moves.size > 0);

  const expectedLive = target.seeded.length + ledger.created.size - ledger.deleted.size;
  const page = await api.call(org, 'GET', '/contacts?page=1&limit=1');
  checks.equal('load: API contact count = seeded + creates − deletes', page.body?.pagination?.totalCount, expectedLive);
  const search = await api.call(org, 'GET', '/contacts?page=1&limit=1&search=load');
  checks.equal('load: API search "load" finds the live created contacts', search.body?.pagination?.totalCount, ledger.created.size - ledger.deleted.size);
  await verifyThroughApi(checks, api, org, ledger);
  await api.stop();
  await verifyTables(checks, database, org, target, ledger);
}
