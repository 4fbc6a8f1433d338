// API latency and throughput under load: autocannon against the real app on loopback (a child
// process, see api-server.ts) with 500,000 contacts, 20,000 companies and 5,000 on the board.
// Each scenario runs at 1, 10 and 50 connections for DURATION seconds, RUNS times (default 3):
// the median p50, p99 and requests/s of the runs, and the spread of requests/s.
// Target: contacts first page p50 <= 10 ms and p99 <= 50 ms at 50 connections, >= 2,000 req/s.
//
//   pnpm bench:api
//   DURATION=3 CONTACTS=100000 pnpm bench:api                               quicker, smaller
//   ONLY=board CONNECTIONS=10 pnpm bench:api                                one scenario
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test pnpm bench:api
//   ANSWER_CACHE=0 pnpm bench:api                  every request runs its queries (no answer cache)
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
/** ONLY=board: the scenarios whose name contains this text. */
const ONLY = process.env.ONLY ?? '';

type Request = import('autocannon').Request;

interface Scenario {
  name: string;
  requests: (ready: ServerReady) => Request[];
}

/** One request that picks its path and body afresh each time (a contact after another). */
function rotating(method: 'POST' | 'PUT', ids: string[], path: (id: string) => string, body: (i: number) => object): Request[] {
  let i = 0;
  return [
    {
      method,
      setupRequest: (req: Request) => {
        const n = i++;
        return { ...req, path: path(ids[n % ids.length]!), body: JSON.stringify(body(n)) };
      },
    },
  ];
}

const FIRST_PAGE: Request = { method: 'GET', path: '/contacts?page=1&limit=50&sort_by=name&sort_order=asc' };
const noteWrite = (r: ServerReady) =>
  rotating(
    'POST',
    r.otherContacts,
    (id) => `/contacts/${id}/notes`,
    (n) => ({ body: `Load note ${n}` }),
  );

const SCENARIOS: Scenario[] = [
  { name: 'contacts first page (name asc)', requests: () => [FIRST_PAGE] },
  // Every write moves the data version on, so the next first page is built afresh (answer cache).
  { name: 'first page, every 10th request a note write', requests: (r) => [...Array<Request>(9).fill(FIRST_PAGE), ...noteWrite(r)] },
  { name: 'contacts search ("olivia", ~1%)', requests: () => [{ method: 'GET', path: '/contacts?page=1&limit=50&search=olivia' }] },
  { name: 'companies page', requests: () => [{ method: 'GET', path: '/companies?page=1&limit=20' }] },
  { name: 'board (50 per stage)', requests: (r) => [{ method: 'GET', path: `/pipeline/${r.pipelineId}/board?limit=50` }] },
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

async function main(): Promise<void> {
  const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.PROFILE_DIR)}`] : [];
  const child = fork(path.join(__dirname, 'api-server.ts'), { execArgv: [...process.execArgv, ...profile], stdio: 'inherit' });
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    child.on('message', (m: ServerReady) => m.type === 'ready' && resolve(m));
    child.on('exit', (code) => reject(new Error(`API process exited (${code}) before it was ready`)));
  });
  const results = [];
  try {
    for (const scenario of SCENARIOS.filter((s) => s.name.includes(ONLY))) {
      for (const connections of CONNECTIONS) {
        const runs: { p50: number; p99: number; rps: number; total: number; errors: number }[] = [];
        for (let run = 0; run < RUNS; run++) {
          const result = await autocannon({
            url: `http://127.0.0.1:${ready.port}`,
            connections,
            duration: DURATION,
            headers: { ...ready.headers, 'content-type': 'application/json' },
            requests: scenario.requests(ready),
          });
          const errors = result.errors + result.timeouts + result.non2xx;
          runs.push({ p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, total: result.requests.total, errors });
          console.error(
            `${scenario.name} @ ${connections}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, ${errors} errors`,
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
          runs,
        });
      }
    }
  } finally {
    child.send({ type: 'stop' });
  }

  const thousands = (n: number) => Math.round(n).toLocaleString('en');
  printTable(
    ['scenario', 'connections', 'p50 ms', 'p99 ms', 'req/s', 'req/s spread', 'errors', 'verdict'],
    results.map((r) => {
      const target = r.scenario.startsWith('contacts first page') && r.connections === 50;
      const misses = target ? [r.p50 > 10 ? 'p50 > 10' : '', r.p99 > 50 ? 'p99 > 50' : '', r.rps < 2000 ? 'req/s < 2,000' : ''].filter(Boolean) : [];
      return [
        r.scenario,
        String(r.connections),
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        thousands(r.rps),
        `${thousands(r.rpsSpread[0]!)}–${thousands(r.rpsSpread[1]!)}`,
        String(r.errors),
        r.errors ? 'ERRORS' : target ? (misses.length ? `MISSED: ${misses.join(', ')}` : 'ok (target)') : '',
      ];
    }),
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
