// A bulk edit of CONTACTS (100,000) contacts of one organisation (POST /contacts/bulk-edit with
// the list's filter, every contact: a job of batches), through the real app (app.inject, the
// answer cache off), while another organisation updates its contacts WRITES_PER_SECOND times a
// second (PUT /contacts/:id, each timed from its start, not waiting for the one before). Then the
// edit's undo, under the same writes. Printed: the edit's and the undo's time, the other
// organisation's writes p50 / p99 / max quiet (nothing else running, the same run's reference)
// and during each. Targets: the edit <= 10 s on SQLite; the other organisation's writes p99 <= 250 ms.
//
//   pnpm bench:bulk-edit
//   CONTACTS=20000 pnpm bench:bulk-edit                                        quicker
//   ACTION=add_tags pnpm bench:bulk-edit                                       another action (set_owner, add_tags, set_company, set_stage)
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test pnpm bench:bulk-edit
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { tenantScope } from '../services/api/src/db/tenant-scope';
import { openTestDatabase } from '../services/api/test/helpers/db';
import { maintain } from './contacts-maintain';
import { seedContacts } from './contacts-seed';
import { percentile, printTable, runBounded } from './report';
import { uncachedApp } from './uncached-app';

const EDITED = 'bench-bulk-edit';
const OTHER = 'bench-bulk-edit-other';
const CONTACTS = Number(process.env.CONTACTS ?? 100_000);
const ACTION = process.env.ACTION ?? 'set_owner';
const WRITES_PER_SECOND = Number(process.env.WRITES_PER_SECOND ?? 20);
const QUIET_MS = 5_000;
const EDIT_TARGET_MS = 10_000;
const WRITE_P99_TARGET_MS = 250;
const RESULTS = path.join(__dirname, 'results', 'bulk-edit.json');

const f = (x: number, digits = 0) => x.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Writes {
  latencies: number[];
  failed: number;
  /** The status codes of the failed ones. */
  codes?: (number | string)[];
}

function stats(w: Writes) {
  const sorted = [...w.latencies].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0, failed: w.failed };
}

async function main(): Promise<void> {
  const database = await openTestDatabase();
  const { handle } = database;
  try {
    console.log(`${handle.dialect}: seeding ${CONTACTS.toLocaleString('en')} contacts to edit and 2,000 of another organisation…`);
    await seedContacts(handle, { org: EDITED, contacts: CONTACTS, companies: 100 });
    await seedContacts(handle, { org: OTHER, contacts: 2_000, companies: 10 });
    await maintain(handle);
    const { app, headersOf } = await uncachedApp(handle);
    const edited = await headersOf(EDITED);
    const other = await headersOf(OTHER);
    const call = async (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const res = await app.inject({ method, url, headers, ...(payload && { payload }) });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    await call(edited, 'GET', '/me');
    const me = (await call(edited, 'GET', '/me')).user.id as string;
    const stage = (await call(edited, 'GET', '/pipeline')).pipelines[0].id as string;
    const stageId = (await call(edited, 'GET', `/pipeline/${stage}/stages`)).data[1].id as string;
    const company = (await tenantScope(handle.db, EDITED, handle.dialect).selectFrom('companies').select('id').limit(1).executeTakeFirstOrThrow()).id;
    const change = { set_owner: { owner_id: me }, add_tags: { tags: 'bench, bulk' }, set_company: { company_id: company }, set_stage: { stage_id: stageId } }[
      ACTION
    ];
    if (!change) throw new Error(`unknown ACTION ${ACTION}`);
    const targets = (
      await tenantScope(handle.db, OTHER, handle.dialect).selectFrom('contacts').select('id').where('deleted_at', 'is', null).limit(200).execute()
    ).map((r) => r.id);

    // The other organisation's writes, at a steady rate, into `into` until stopped.
    let sink: Writes = { latencies: [], failed: 0 };
    let n = 0;
    const timer = setInterval(() => {
      const into = sink;
      const i = n++;
      const t0 = performance.now();
      app
        .inject({
          method: 'PUT',
          url: `/contacts/${targets[i % targets.length]}`,
          headers: other,
          payload: { first: 'Other', last: `Write ${i}`, email: `other-${i}@bench.test` },
        })
        .then((res) => (res.statusCode === 200 ? into.latencies.push(performance.now() - t0) : (into.failed++, (into.codes ??= []).push(res.statusCode))))
        .catch((error: unknown) => {
          into.failed++;
          (into.codes ??= []).push(String(error));
        });
    }, 1000 / WRITES_PER_SECOND);

    await sleep(1_000); // warm-up
    sink = { latencies: [], failed: 0 };
    const quiet = sink;
    await sleep(QUIET_MS);

    const during: Writes = { latencies: [], failed: 0 };
    sink = during;
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const started = await call(edited, 'POST', '/contacts/bulk-edit', { filter: {}, change: { action: ACTION, ...change } });
    let edit = started;
    while (edit.status === 'running') {
      await sleep(50);
      edit = await call(edited, 'GET', `/contacts/bulk-edits/${started.id}`);
    }
    const editMs = performance.now() - t0;
    const editCpu = process.cpuUsage(cpu0);
    if (edit.status !== 'done') throw new Error(`the edit ended ${edit.status}: ${edit.error}`);

    const undoing: Writes = { latencies: [], failed: 0 };
    sink = undoing;
    const u0 = performance.now();
    const ucpu0 = process.cpuUsage();
    edit = await call(edited, 'POST', `/contacts/bulk-edits/${started.id}/undo`);
    while (edit.status === 'undoing') {
      await sleep(50);
      edit = await call(edited, 'GET', `/contacts/bulk-edits/${started.id}`);
    }
    const undoMs = performance.now() - u0;
    const undoCpu = process.cpuUsage(ucpu0);
    const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
    clearInterval(timer);
    await sleep(500);

    const q = stats(quiet);
    const d = stats(during);
    const u = stats(undoing);
    console.log(
      `\n${handle.dialect}: ${ACTION} of ${f(edit.total)} contacts (${f(edit.changed)} changed), the other organisation writing ${WRITES_PER_SECOND}/s`,
    );
    printTable(
      ['step', 'seconds', 'CPU s (API process)', 'µs CPU per contact', 'other org writes', 'p50 ms', 'p99 ms', 'max ms', 'p99 ÷ quiet', 'failed', 'verdict'],
      [
        ['quiet', f(QUIET_MS / 1000, 1), '', '', String(q.n), f(q.p50, 1), f(q.p99, 1), f(q.max, 1), '1.0', String(q.failed), ''],
        [
          'bulk edit (job)',
          f(editMs / 1000, 1),
          f(cpuMs(editCpu) / 1000, 1),
          f((cpuMs(editCpu) * 1000) / edit.total),
          String(d.n),
          f(d.p50, 1),
          f(d.p99, 1),
          f(d.max, 1),
          f(d.p99 / q.p99, 1),
          String(d.failed),
          (handle.dialect !== 'sqlite' || editMs <= EDIT_TARGET_MS) && d.p99 <= WRITE_P99_TARGET_MS && !d.failed ? 'met' : 'MISSED',
        ],
        [
          'its undo (job)',
          f(undoMs / 1000, 1),
          f(cpuMs(undoCpu) / 1000, 1),
          f((cpuMs(undoCpu) * 1000) / edit.changed),
          String(u.n),
          f(u.p50, 1),
          f(u.p99, 1),
          f(u.max, 1),
          f(u.p99 / q.p99, 1),
          String(u.failed),
          u.p99 <= WRITE_P99_TARGET_MS ? 'met' : 'MISSED',
        ],
      ],
    );
    const codes = [...(quiet.codes ?? []), ...(during.codes ?? []), ...(undoing.codes ?? [])];
    if (codes.length) console.log(`failed writes: ${codes.join(', ')}`);
    console.log(
      `Load average during the run: ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(', ')} (${os.cpus().length} CPUs)`,
    );
    console.log(`Targets: the edit <= ${EDIT_TARGET_MS / 1000} s on SQLite; the other organisation's writes p99 <= ${WRITE_P99_TARGET_MS} ms, none failed.`);
    await app.close();
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
    const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, dialect: handle.dialect, loadAverage: os.loadavg() };
    fs.writeFileSync(
      RESULTS.replace('.json', `-${handle.dialect}.json`),
      `${JSON.stringify({ date: new Date().toISOString(), machine, spec: { CONTACTS, ACTION, WRITES_PER_SECOND }, editMs, undoMs, editCpuMs: cpuMs(editCpu), undoCpuMs: cpuMs(undoCpu), quiet: q, during: d, undoing: u }, null, 2)}\n`,
    );
  } finally {
    await database.destroy();
  }
}

runBounded('bench:bulk-edit', 30 * 60_000, main);
