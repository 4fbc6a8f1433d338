// API latency and throughput under load: autocannon against the real app on loopback (a child
// process, see api-server.ts) with 500,000 contacts, 20,000 companies and 5,000 on the board.
// Each scenario runs at 1, 10 and 50 connections for DURATION seconds, RUNS times (default 3):
// the median p50, p99 and requests/s of the runs, and the spread of requests/s. GET /healthz runs
// first, whatever ONLY says: each scenario's req/s is also given as a ratio to it ("÷ healthz"),
// a figure that holds better than req/s on a machine busy with other work.
// Targets: contacts first page at 50 connections p50 <= 10 ms, p99 <= 50 ms, >= 2,000 req/s
// (answer cache off: p99 <= 100 ms, >= 2,000 req/s); org A's first page while org B writes 100
// times a second within 20 % of pure reads (p50 and req/s). Record access: the contacts first page,
// search and board as a member who owns a third of the records under owners_only, each run right
// after the same requests under everyone_edits, within 20 % of them (p50 ×, req/s ×). My work:
// the first page of the user's open activities (2,000 of the organisation's 100,000) and their
// section counts, in a zone (ACTIVITIES, MY_ACTIVITIES other sizes).
//
//   pnpm bench:api
//   DURATION=3 CONTACTS=100000 pnpm bench:api                               quicker, smaller
//   ONLY=board CONNECTIONS=10 pnpm bench:api                                one scenario
//   ONLY='contacts first,note write,pipeline move' pnpm bench:api           several
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test pnpm bench:api
//   ANSWER_CACHE=0 pnpm bench:api                  every request runs its queries (no answer cache)
//   READ_TURNS=0 pnpm bench:api                    reads run as they come (plugins/read-turns.ts off: before/after)
//   PROFILE_DIR=/tmp/prof pnpm bench:api           writes the API process's CPU profile there
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { ServerReady } from './api-server';
import { printTable } from './report';

const DURATION = Number(process.env.DURATION ?? 5);
const RUNS = Number(process.env.RUNS ?? 3);
/** ANSWER_CACHE=0: the API builds every answer afresh (read by api-server.ts too). */
const CACHE_OFF = process.env.ANSWER_CACHE === '0';
const CONNECTIONS = (process.env.CONNECTIONS ?? '1,10,50').split(',').map(Number);
/** ONLY=board: the scenarios whose name contains this text (or any of several, comma-separated). */
const ONLY = (process.env.ONLY ?? '').split(',');

type Request = import('autocannon').Request;
const JSON_BODY = { 'content-type': 'application/json' };

interface Scenario {
  name: string;
  requests: (ready: ServerReady) => Request[];
  /** Load sent beside it by a second autocannon, at a fixed rate (another organisation writing). */
  beside?: (ready: ServerReady) => { headers: Record<string, string>; requests: Request[]; overallRate: number };
  /** Compared with that scenario at the same connections. */
  compareTo?: string;
  /** The load organisation's record access rule while it runs (everyone_edits when absent). */
  rule?: 'everyone_edits' | 'owners_only';
  /** Sent as the member who owns a third of the records (ServerReady.memberHeaders), not the owner. */
  asMember?: boolean;
}

/** One request that picks its path and body afresh each time (a contact after another). */
function rotating(method: 'POST' | 'PUT', ids: string[], path: (id: string) => string, body: (i: number) => object): Request[] {
  let i = 0;
  return [
    {
      method,
      // A valid request even where autocannon sends one without calling setupRequest (first one at an overallRate).
      path: path(ids[0]!),
      body: JSON.stringify(body(0)),
      setupRequest: (req: Request) => {
        const n = i++;
        return { ...req, path: path(ids[n % ids.length]!), body: JSON.stringify(body(n)) };
      },
    },
  ];
}

const FIRST_PAGE: Request = { method: 'GET', path: '/contacts?page=1&limit=50&sort_by=name&sort_order=asc' };
const notesTo = (contacts: string[]) =>
  rotating(
    'POST',
    contacts,
    (id) => `/contacts/${id}/notes`,
    (n) => ({ body: `Load note ${n}` }),
  );
const noteWrite = (r: ServerReady) => notesTo(r.otherContacts);
const HEALTHZ = 'GET /healthz';
const PURE_READS = 'contacts first page (name asc)';
const SEARCH = 'contacts search ("olivia", ~1%)';
const BOARD = 'board (50 per stage)';
const SEARCH_PAGE: Request = { method: 'GET', path: '/contacts?page=1&limit=50&search=olivia' };
const boardPage = (r: ServerReady): Request => ({ method: 'GET', path: `/pipeline/${r.pipelineId}/board?limit=50` });
const MY_WORK = 'my work first page (2,000 of 100,000 activities)';
const myWorkPage = (r: ServerReady): Request => ({ method: 'GET', path: `/activities?assignee_id=${r.userId}&done=false&limit=50&tz=Europe%2FParis` });
const myWorkCounts = (r: ServerReady): Request => ({ method: 'GET', path: `/activities/counts?assignee_id=${r.userId}&tz=Europe%2FParis` });
/** The same requests as `base` under owners_only, as a member who owns a third of the records. */
const ownersOnly = (base: string, requests: Scenario['requests']): Scenario => ({
  name: `${base}, owners_only member`,
  requests,
  rule: 'owners_only',
  asMember: true,
  compareTo: base,
});

const SCENARIOS: Scenario[] = [
  { name: HEALTHZ, requests: () => [{ method: 'GET', path: '/healthz' }] },
  { name: PURE_READS, requests: () => [FIRST_PAGE] },
  ownersOnly(PURE_READS, () => [FIRST_PAGE]),
  {
    name: 'contacts first page while org B writes 100/s',
    requests: () => [FIRST_PAGE],
    beside: (r) => ({ headers: r.otherOrg.headers, requests: notesTo(r.otherOrg.contacts), overallRate: 100 }),
    compareTo: PURE_READS,
  },
  // Every write moves the data version on, so the next first page is built afresh (answer cache).
  { name: 'first page, every 10th request a note write', requests: (r) => [...Array<Request>(9).fill(FIRST_PAGE), ...noteWrite(r)] },
  { name: SEARCH, requests: () => [SEARCH_PAGE] },
  ownersOnly(SEARCH, () => [SEARCH_PAGE]),
  { name: 'companies page', requests: () => [{ method: 'GET', path: '/companies?page=1&limit=20' }] },
  { name: BOARD, requests: (r) => [boardPage(r)] },
  ownersOnly(BOARD, (r) => [boardPage(r)]),
  { name: MY_WORK, requests: (r) => [myWorkPage(r)] },
  { name: 'my work counts', requests: (r) => [myWorkCounts(r)] },
  { name: 'note write', requests: noteWrite },
  {
    name: 'pipeline move',
    requests: (r) =>
      rotating(
        'PUT',
        r.boardContacts,
        (id) => `/pipeline/${id}/move`,
        (n) => ({ stageId: r.stageIds[(n + 1) % r.stageIds.length] }),
      ),
  },
];

/** Sets the load organisation's record access rule (as its owner, through the API like an admin would). */
async function setRule(ready: ServerReady, rule: NonNullable<Scenario['rule']>): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${ready.port}/organisation/settings`, {
    method: 'PUT',
    headers: { ...ready.headers, ...JSON_BODY },
    body: JSON.stringify({ record_access: rule }),
  });
  if (!res.ok) throw new Error(`PUT /organisation/settings answered ${res.status}: ${await res.text()}`);
}

interface Result {
  scenario: string;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  rpsSpread: number[];
  errors: number;
  compareTo?: string;
  runs: { p50: number; p99: number; rps: number; total: number; errors: number }[];
}

async function main(): Promise<void> {
  const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.PROFILE_DIR)}`] : [];
  const child = fork(path.join(__dirname, 'api-server.ts'), { execArgv: [...process.execArgv, ...profile], stdio: 'inherit' });
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    child.on('message', (m: ServerReady) => m.type === 'ready' && resolve(m));
    child.on('exit', (code) => reject(new Error(`API process exited (${code}) before it was ready`)));
  });
  const results: Result[] = [];
  try {
    for (const scenario of SCENARIOS.filter((s) => s.name === HEALTHZ || ONLY.some((only) => s.name.includes(only)))) {
      await setRule(ready, scenario.rule ?? 'everyone_edits');
      const headers = scenario.asMember ? ready.memberHeaders : ready.headers;
      for (const connections of CONNECTIONS) {
        const runs: { p50: number; p99: number; rps: number; total: number; errors: number }[] = [];
        for (let run = 0; run < RUNS; run++) {
          const url = `http://127.0.0.1:${ready.port}`;
          const beside = scenario.beside?.(ready);
          const [result, besideResult] = await Promise.all([
            autocannon({ url, connections, duration: DURATION, headers: { ...headers, ...JSON_BODY }, requests: scenario.requests(ready) }),
            beside && autocannon({ url, connections: 2, duration: DURATION, ...beside, headers: { ...beside.headers, ...JSON_BODY } }),
          ]);
          const besideErrors = besideResult ? besideResult.errors + besideResult.timeouts + besideResult.non2xx : 0;
          const errors = result.errors + result.timeouts + result.non2xx + besideErrors;
          runs.push({ p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, total: result.requests.total, errors });
          console.error(
            `${scenario.name} @ ${connections}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, ${errors} errors` +
              (besideResult ? ` (beside: ${Math.round(besideResult.requests.average)} writes/s, p99 ${besideResult.latency.p99} ms)` : ''),
          );
        }
        const median = (key: 'p50' | 'p99' | 'rps') => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)]!;
        const rps = runs.map((r) => r.rps);
        results.push({
          scenario: scenario.name,
          connections,
          p50: median('p50'),
          p99: median('p99'),
          rps: median('rps'),
          rpsSpread: [Math.min(...rps), Math.max(...rps)],
          errors: runs.reduce((sum, r) => sum + r.errors, 0),
          compareTo: scenario.compareTo,
          runs,
        });
      }
    }
  } finally {
    child.send({ type: 'stop' });
  }

  const thousands = (n: number) => Math.round(n).toLocaleString('en');
  const find = (name: string, connections: number) => results.find((r) => r.scenario === name && r.connections === connections);
  const verdict = (r: Result): string => {
    if (r.errors) return 'ERRORS';
    const base = r.compareTo && find(r.compareTo, r.connections);
    if (base) {
      const [p50, p99, rps] = [r.p50 / base.p50, r.p99 / base.p99, r.rps / base.rps];
      const within = p50 <= 1.2 && rps >= 0.8;
      const versus = r.compareTo === PURE_READS && !r.scenario.startsWith(PURE_READS) ? 'pure reads' : 'everyone_edits';
      return `${within ? 'ok' : 'MISSED'}: vs ${versus} p50 ×${p50.toFixed(2)}, p99 ×${p99.toFixed(2)}, req/s ×${rps.toFixed(2)}`;
    }
    if (r.scenario !== PURE_READS || r.connections !== 50) return '';
    const misses = CACHE_OFF
      ? [r.p99 > 100 ? 'p99 > 100' : '', r.rps < 2000 ? 'req/s < 2,000' : '']
      : [r.p50 > 10 ? 'p50 > 10' : '', r.p99 > 50 ? 'p99 > 50' : '', r.rps < 2000 ? 'req/s < 2,000' : ''];
    return misses.some(Boolean) ? `MISSED: ${misses.filter(Boolean).join(', ')}` : 'ok (target)';
  };
  printTable(
    ['scenario', 'connections', 'p50 ms', 'p99 ms', 'req/s', '÷ healthz', 'req/s spread', 'errors', 'verdict'],
    results.map((r) => [
      r.scenario,
      String(r.connections),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      thousands(r.rps),
      (r.rps / (find(HEALTHZ, r.connections)?.rps ?? NaN)).toFixed(3),
      `${thousands(r.rpsSpread[0]!)}–${thousands(r.rpsSpread[1]!)}`,
      String(r.errors),
      verdict(r),
    ]),
  );
  console.log(`median of ${RUNS} runs of ${DURATION} s each; ${ready.dialect}${CACHE_OFF ? ', answer cache off' : ''}`);
  const resultsFile = path.join(__dirname, 'results', `api-${ready.dialect}${CACHE_OFF ? '-no-answer-cache' : ''}.json`);
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  const machine = {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    node: process.version,
    dialect: ready.dialect,
    durationS: DURATION,
    runs: RUNS,
    answerCache: !CACHE_OFF,
  };
  fs.writeFileSync(resultsFile, `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), resultsFile)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
