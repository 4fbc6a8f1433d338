// B: SIGKILL the API in the middle of a big CSV import job (batches already committed, hidden
// from the API), start it again on the same data, and check that the database is sound, that the
// job resumes after its last committed batch (the rows written before the kill are kept, not
// written again) and finishes with exactly the file's counts (no duplicates, nothing half-shown),
// and that the API (search, imports) works as before.
import { sql } from 'kysely';
import { generateCsv, MAPPING } from '../../../../bench/import-csv';
import { startApi, type ApiChild } from './api-child';
import type { Checks } from './checks';
import { databaseSoundness, snapshot } from './crash-snapshot';
import type { ScratchDatabase } from './scratch-db';

const ORG = 'reliability-crash';
const BASELINE_ROWS = 1_000;
const AFTER_ROWS = 2_000;
/** Killed once the job reports this share of the rows written (KILL_AT=1: at the last step). */
const killAt = () => Number(process.env.KILL_AT ?? 0.5);
const WATCH_MS = 180_000;

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

interface Job {
  id: string;
  status: string;
  phase: string | null;
  processed: number;
  total: number;
  imported: number;
  failed: number;
  error: string | null;
}

/** Uploads the big file as a job, waits until it is writing rows, and kills the API process. `shown`: the organisation's contact count meanwhile. */
async function killMidImport(api: ApiChild, csv: string, share: number, shown: Set<number>) {
  const form = new FormData();
  form.append('options', JSON.stringify({ columnMapping: MAPPING, createCompanies: true }));
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'crash.csv');
  console.log(`crash: uploading ${(csv.length / 1e6).toFixed(0)} MB, kill at ${share * 100}% written`);
  const started = Date.now();
  const res = await fetch(`${api.base}/imports`, { method: 'POST', headers: api.headers(ORG), body: form });
  const { id } = (await res.json()) as Job;
  let seen: Job | undefined;
  const phases: Record<string, string> = {}; // phase → seconds when first seen
  while (Date.now() - started < WATCH_MS) {
    seen = (await api.call<Job>(ORG, 'GET', `/imports/${id}`)).body;
    if (seen.phase) phases[seen.phase] ??= ((Date.now() - started) / 1000).toFixed(1);
    if (seen.status !== 'queued' && seen.status !== 'running') break;
    if (seen.phase === 'writing') shown.add((await api.call(ORG, 'GET', '/contacts?page=1&limit=1')).body?.pagination?.totalCount);
    if (seen.phase === 'writing' && seen.processed >= seen.total * share) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await api.kill();
  return { id, seen, phases, seconds: (Date.now() - started) / 1000 };
}

/** The rows the import wrote (committed), and the first of them. */
async function importedRows(database: ScratchDatabase, importId: string): Promise<{ count: number; first?: string }> {
  const handle = database.open();
  try {
    const { rows } = await sql<{ id: string }>`select id from contacts where org_slug = ${ORG} and import_id = ${importId} order by id`.execute(handle.db);
    return { count: rows.length, first: rows[0]?.id };
  } finally {
    await handle.close();
  }
}

async function waitForJob(api: ApiChild, id: string): Promise<Job> {
  const started = Date.now();
  for (;;) {
    const job = (await api.call<Job>(ORG, 'GET', `/imports/${id}`)).body;
    if (!['queued', 'running'].includes(job.status) || Date.now() - started > WATCH_MS) return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function crashTest(checks: Checks, database: ScratchDatabase, rows: number): Promise<void> {
  let api = await startApi(database.options, [ORG]);
  try {
    const baseline = await importNow(api, BASELINE_ROWS, 3);
    checks.equal('crash: baseline import answered', baseline.status, 200);
    const before = await snapshot(database, ORG);
    console.log(`crash: ${api.dialect}, before: ${JSON.stringify(before.counts)}`);

    const file = generateCsv(rows, 7);
    const shown = new Set<number>();
    const { id, seen, phases, seconds } = await killMidImport(api, file.csv, killAt(), shown);
    checks.equal('crash: while the import wrote its batches the API showed none of its rows', [...shown].join(), String(before.counts.live));
    const kept = await importedRows(database, id);
    console.log(`crash: ${kept.count} rows committed in batches before the kill`);
    checks.check('crash: batches were committed before the kill', kept.count > 0);
    const last = seen && { status: seen.status, phase: seen.phase, processed: seen.processed, total: seen.total };
    console.log(`crash: phases first seen at (s) ${JSON.stringify(phases)}; killed at ${seconds.toFixed(1)} s, last progress ${JSON.stringify(last)}`);
    checks.check(
      'crash: killed while the import was writing rows',
      last?.status === 'running' && last.phase === 'writing' && last.processed > 0,
      JSON.stringify(last),
    );

    api = await startApi(database.options, [ORG]);
    checks.equal('crash: restarted API /healthz', (await api.call(ORG, 'GET', '/healthz')).status, 200);
    checks.equal('crash: restarted API /readyz', (await api.call(ORG, 'GET', '/readyz')).status, 200);
    const resumed = Date.now();
    const job = await waitForJob(api, id);
    console.log(
      `crash: the job was taken up again and ended in ${((Date.now() - resumed) / 1000).toFixed(1)} s: ${JSON.stringify({ status: job.status, imported: job.imported, failed: job.failed })}`,
    );
    checks.equal(
      "crash: the interrupted job finished with the file's counts",
      JSON.stringify({ status: job.status, imported: job.imported, failed: job.failed }),
      JSON.stringify({ status: 'done', imported: file.expected.imported, failed: file.expected.failed }),
    );
    await databaseSoundness(checks, database);
    const resumedRows = await importedRows(database, id);
    checks.check(
      'crash: the job resumed after its checkpoint (the rows written before the kill kept their ids)',
      resumedRows.first === kept.first,
      `${kept.first} then ${resumedRows.first}`,
    );
    checks.equal('crash: every imported row written once', resumedRows.count, file.expected.imported);
    const after = await snapshot(database, ORG);
    checks.equal("crash: contacts = before + the job's imported, no duplicates", after.counts.live, before.counts.live + file.expected.imported);
    const lost = before.schema.filter((o) => !after.schema.includes(o));
    const gained = after.schema.filter((o) => !before.schema.includes(o));
    checks.none(`crash: indexes and triggers as before (${before.schema.length}), none lost or changed`, [...lost, ...gained]);
    const page = await api.call(ORG, 'GET', '/contacts?page=1&limit=1');
    checks.equal('crash: API contact count as stored', page.body?.pagination?.totalCount, after.counts.live);

    // The search trigger (dropped and recreated inside the import's transaction on SQLite) works.
    const probe = await api.call(ORG, 'POST', '/contacts', { first: 'Probe', last: 'Aftercrash', email: 'probe@reliability.test' });
    const found = await api.call(ORG, 'GET', '/contacts?page=1&limit=5&search=aftercrash');
    checks.check('crash: a contact created after the restart is found by search', probe.status === 201 && found.body?.pagination?.totalCount === 1);
    await api.call(ORG, 'DELETE', `/contacts/${probe.body?.id}`);

    const again = await importNow(api, AFTER_ROWS, 13);
    checks.check(
      'crash: an import after the restart succeeds',
      again.status === 200 && (again.imported ?? 0) > 0,
      `status ${again.status}, imported ${again.imported}`,
    );
    const total = (await api.call(ORG, 'GET', '/contacts?page=1&limit=1')).body?.pagination?.totalCount;
    checks.equal('crash: API contact count = after the job + that import', total, after.counts.live + (again.imported ?? 0));
    await databaseSoundness(checks, database);
  } finally {
    await api.stop();
  }
}
