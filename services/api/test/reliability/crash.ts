// B: SIGKILL the API in the middle of a big CSV import (rows already being written), start it
// again on the same data, and check that the database is sound and holds none of that import,
// then that the API (search, imports) works as before.
import { generateCsv, MAPPING } from '../../../../bench/import-csv';
import { startApi, type ApiChild } from './api-child';
import type { Checks } from './checks';
import { databaseSoundness, snapshot } from './crash-snapshot';
import type { ScratchDatabase } from './scratch-db';

const ORG = 'reliability-crash';
const BASELINE_ROWS = 1_000;
const AFTER_ROWS = 2_000;
/**
 * Killed once the worker reports this share of the rows written (all inside the import's
 * transaction). PostgreSQL writes a million rows in about a minute (README, bench:import), so it
 * is killed at a fifth (~190,000 rows) to keep the run short; SQLite half way. KILL_AT=1 kills
 * SQLite after the last row, during the full-text and index rebuilds before the commit.
 */
const killAt = (dialect: string) => Number(process.env.KILL_AT ?? (dialect === 'postgres' ? 0.2 : 0.5));
const WATCH_MS = 120_000;

const importBody = (rows: number, seed: number, importId: string) =>
  JSON.stringify({ csvData: generateCsv(rows, seed).csv, columnMapping: MAPPING, createCompanies: true, importId });

async function importNow(api: ApiChild, rows: number, seed: number): Promise<{ status: number; imported?: number }> {
  const res = await fetch(`${api.base}/import-export/execute`, {
    method: 'POST',
    headers: { ...api.headers(ORG), 'content-type': 'application/json' },
    body: importBody(rows, seed, `rows-${rows}-${seed}`),
    signal: AbortSignal.timeout(WATCH_MS),
  });
  const body = (await res.json()) as { data?: { imported: number } };
  return { status: res.status, imported: body.data?.imported };
}

interface Progress {
  phase: string;
  processed: number;
  total: number;
}

/** Starts the big import, waits until it is writing rows, and kills the API process. */
async function killMidImport(api: ApiChild, rows: number, share: number) {
  const importId = `crash-${rows}`;
  const body = importBody(rows, 7, importId);
  console.log(`crash: importing ${rows.toLocaleString('en')} rows (${(body.length / 1e6).toFixed(0)} MB), kill at ${share * 100}% written`);
  const started = Date.now();
  let answered: number | undefined;
  const request = fetch(`${api.base}/import-export/execute`, {
    method: 'POST',
    headers: { ...api.headers(ORG), 'content-type': 'application/json' },
    body,
  }).then(
    async (res) => void ((answered = res.status), await res.arrayBuffer()),
    () => undefined, // the connection dies with the process: expected
  );
  let seen: Progress | undefined;
  const phases: Record<string, string> = {}; // phase → seconds when first seen
  while (answered === undefined && Date.now() - started < WATCH_MS) {
    const res = await api.call<Progress>(ORG, 'GET', `/import-export/progress/${importId}`);
    if (res.status === 200) seen = res.body;
    if (seen) phases[seen.phase] ??= ((Date.now() - started) / 1000).toFixed(1);
    if (seen && seen.phase === 'writing' && seen.processed >= seen.total * share) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await api.kill();
  await request;
  return { seen, phases, answered, seconds: (Date.now() - started) / 1000 };
}

export async function crashTest(checks: Checks, database: ScratchDatabase, rows: number): Promise<void> {
  let api = await startApi(database.options, [ORG]);
  try {
    const baseline = await importNow(api, BASELINE_ROWS, 3);
    checks.equal('crash: baseline import answered', baseline.status, 200);
    const before = await snapshot(database, ORG);
    console.log(`crash: ${api.dialect}, before: ${JSON.stringify(before.counts)}`);

    const { seen, phases, answered, seconds } = await killMidImport(api, rows, killAt(api.dialect));
    console.log(`crash: phases first seen at (s) ${JSON.stringify(phases)}; killed at ${seconds.toFixed(1)} s, last progress ${JSON.stringify(seen)}`);
    checks.check(
      'crash: killed while the import was writing rows',
      answered === undefined && seen?.phase === 'writing' && seen.processed > 0,
      `answered ${answered ?? 'nothing'}`,
    );

    api = await startApi(database.options, [ORG]);
    checks.equal('crash: restarted API /healthz', (await api.call(ORG, 'GET', '/healthz')).status, 200);
    checks.equal('crash: restarted API /readyz', (await api.call(ORG, 'GET', '/readyz')).status, 200);
    await databaseSoundness(checks, database);
    const after = await snapshot(database, ORG);
    checks.equal('crash: none of the killed import stored (counts as before)', JSON.stringify(after.counts), JSON.stringify(before.counts));
    const lost = before.schema.filter((o) => !after.schema.includes(o));
    const gained = after.schema.filter((o) => !before.schema.includes(o));
    checks.none(`crash: indexes and triggers as before (${before.schema.length}), none lost or changed`, [...lost, ...gained]);
    const page = await api.call(ORG, 'GET', '/contacts?page=1&limit=1');
    checks.equal('crash: API contact count as before', page.body?.pagination?.totalCount, before.counts.live);

    // The search trigger (dropped and recreated inside the import's transaction on SQLite) works.
    const probe = await api.call(ORG, 'POST', '/contacts', { first: 'Probe', last: 'Aftercrash', email: 'probe@reliability.test' });
    const found = await api.call(ORG, 'GET', '/contacts?page=1&limit=5&search=aftercrash');
    checks.check('crash: a contact created after the restart is found by search', probe.status === 201 && found.body?.pagination?.totalCount === 1);
    await api.call(ORG, 'DELETE', `/contacts/${probe.body?.id}`);

    const again = await importNow(api, AFTER_ROWS, 13);
    checks.check('crash: an import after the restart succeeds', again.status === 200 && (again.imported ?? 0) > 0, `status ${again.status}, imported ${again.imported}`);
    const total = (await api.call(ORG, 'GET', '/contacts?page=1&limit=1')).body?.pagination?.totalCount;
    checks.equal('crash: API contact count = before + that import', total, before.counts.live + (again.imported ?? 0));
    await databaseSoundness(checks, database);
  } finally {
    await api.stop();
  }
}
