// A merge of MERGED (10) contacts, each with NOTES (1,000) notes and FILES (1,000) files of
// FILE_BYTES and the audit events those made (their timelines), two of them with deals and each
// with an activity, in an organisation of BACKGROUND other contacts, through the real app
// (app.inject, the answer cache off). Each run merges the ten (POST /contacts/merge: 9,000 notes,
// 9,000 files and 18,000 events move to the primary, each recorded for the undo) and undoes it
// (everything moves back), RUNS times. Beside them, in the same run, a contact update
// (PUT /contacts/:id) as the baseline. Target: the merge <= 500 ms.
//
//   pnpm bench:merge
//   NOTES=200 FILES=200 RUNS=3 pnpm bench:merge                                  quicker
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test pnpm bench:merge
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { contactKeys } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import { tenantScope, type TenantScope } from '../services/api/src/db/tenant-scope';
import { openTestDatabase } from '../services/api/test/helpers/db';
import { maintain } from './contacts-maintain';
import { seedContacts } from './contacts-seed';
import { median, printTable, runBounded } from './report';
import { uncachedApp } from './uncached-app';

const ORG = 'bench-merge';
const MERGED = Number(process.env.MERGED ?? 10);
const NOTES = Number(process.env.NOTES ?? 1_000);
const FILES = Number(process.env.FILES ?? 1_000);
const FILE_BYTES = Number(process.env.FILE_BYTES ?? 2_048);
const BACKGROUND = Number(process.env.BACKGROUND ?? 20_000);
const RUNS = Number(process.env.RUNS ?? 5);
const TARGET_MS = 500;
const RESULTS = path.join(__dirname, 'results', 'merge.json');

/** Rows in statements of `size`. */
async function insertAll<T extends 'notes' | 'attachments' | 'attachment_data' | 'audit_events'>(
  scope: TenantScope,
  table: T,
  rows: object[],
  size = 500,
): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- four tables' rows, built right below
  for (let i = 0; i < rows.length; i += size) await scope.insertInto(table, rows.slice(i, i + size) as any).execute();
}

/** The ten contacts of one person, each with its notes, files and their timeline events. */
async function seedPerson(scope: TenantScope): Promise<string[]> {
  const ids: string[] = [];
  const at = (n: number) => new Date(Date.parse('2024-01-01T00:00:00Z') + n * 1000).toISOString();
  for (let c = 0; c < MERGED; c++) {
    const id = uuidv7();
    ids.push(id);
    const row = {
      first: 'Chloe',
      last: 'Dubois',
      email: `chloe-${c}@fabrikam.test`,
      phone: c ? `+33 1 23 45 67 ${String(c).padStart(2, '0')}` : null,
      company: 'Fabrikam',
    };
    await scope.insertInto('contacts', { id, ...row, ...contactKeys(row), tags: `tag${c}`, created_at: at(c), updated_at: at(c) }).execute();
    const notes = Array.from({ length: NOTES }, (_, n) => ({
      id: uuidv7(),
      contact_id: id,
      body: `Note ${n} of contact ${c}`,
      created_at: at(n),
      updated_at: at(n),
    }));
    // Bytes that do not compress (PostgreSQL would keep a compressed file in its row).
    const data = Buffer.from(Array.from({ length: FILE_BYTES }, (_, i) => (i * 7919 + c * 104729) % 251));
    const files = Array.from({ length: FILES }, (_, n) => ({
      id: uuidv7(),
      contact_id: id,
      filename: `file-${n}.bin`,
      mime_type: 'application/octet-stream',
      size: FILE_BYTES,
      uploaded_at: at(n),
    }));
    await insertAll(scope, 'notes', notes);
    await insertAll(scope, 'attachments', files);
    await insertAll(
      scope,
      'attachment_data',
      files.map((file) => ({ id: file.id, data })),
      100,
    );
    const event = (record: { id: string }, type: 'note' | 'attachment', n: number) => ({
      id: uuidv7(),
      at: at(n),
      actor_id: 'bench',
      actor_name: 'Bench',
      action: 'created',
      record_type: type,
      record_id: record.id,
      record_name: null,
      contact_id: id,
      company_id: null,
      changes: '[]',
      details: '{}',
    });
    await insertAll(scope, 'audit_events', [...notes.map((n, i) => event(n, 'note', i)), ...files.map((f, i) => event(f, 'attachment', i))]);
  }
  return ids;
}

const f = (x: number, digits = 1) => x.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main(): Promise<void> {
  const database = await openTestDatabase();
  const { handle } = database;
  try {
    const scope = tenantScope(handle.db, ORG, handle.dialect);
    console.log(`${handle.dialect}: seeding ${BACKGROUND.toLocaleString('en')} contacts and ${MERGED} with ${NOTES} notes and ${FILES} files each…`);
    const started = performance.now();
    await seedContacts(handle, { org: ORG, contacts: BACKGROUND, companies: 100 });
    const ids = await seedPerson(scope);
    await maintain(handle);
    console.log(`seeded in ${f((performance.now() - started) / 1000)} s`);

    const { app, headersOf } = await uncachedApp(handle);
    const headers = await headersOf(ORG);
    // Wall time, and the process's CPU time (every thread: on SQLite the database's work too), which
    // the machine's other work moves least.
    const inject = async (method: 'POST' | 'PUT', url: string, payload: object) => {
      const cpu = process.cpuUsage();
      const t0 = performance.now();
      const res = await app.inject({ method, url, headers, payload });
      const ms = performance.now() - t0;
      const used = process.cpuUsage(cpu);
      if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return { ms, cpu: (used.user + used.system) / 1000, body: res.json() };
    };
    const [primary, ...others] = ids as [string, ...string[]];
    for (const id of [ids[1]!, ids[2]!])
      await app.inject({ method: 'POST', url: `/pipeline/${id}/add`, headers, payload: { deal: { value: '100.00', currency: 'EUR' } } });
    for (const id of ids)
      await app.inject({
        method: 'POST',
        url: '/activities',
        headers,
        payload: { type: 'call', subject: 'Call', due_at: '2030-01-01T10:00:00Z', contact_id: id },
      });

    const background = (await scope.selectFrom('contacts').select('id').where('deleted_at', 'is', null).limit(1).executeTakeFirstOrThrow()).id;
    const update = async (n: number) =>
      (await inject('PUT', `/contacts/${background}`, { first: 'Base', last: `Line ${n}`, email: `baseline-${n}@bench.test` })).ms;
    for (let i = 0; i < 5; i++) await update(i); // warm-up
    const baseline: number[] = [];
    for (let i = 0; i < 20; i++) baseline.push(await update(100 + i));

    const merges: number[] = [];
    const undos: number[] = [];
    const cpu = { merges: [] as number[], undos: [] as number[] };
    for (let run = 0; run < RUNS; run++) {
      const merged = await inject('POST', '/contacts/merge', { primary_id: primary, ids: others });
      merges.push(merged.ms);
      cpu.merges.push(merged.cpu);
      const moved = await scope
        .selectFrom('notes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('contact_id', '=', primary)
        .executeTakeFirstOrThrow();
      if (Number(moved.n) !== NOTES * MERGED) throw new Error(`the primary has ${moved.n} notes, not ${NOTES * MERGED}`);
      const undone = await inject('POST', `/contacts/merge/${merged.body.batch_id}/undo`, {});
      undos.push(undone.ms);
      cpu.undos.push(undone.cpu);
    }

    const base = median(baseline);
    console.log(`\n${handle.dialect}: merging ${MERGED} contacts with ${NOTES} notes and ${FILES} files (${FILE_BYTES} bytes) each, ${RUNS} runs`);
    const cpuNote = handle.dialect === 'sqlite' ? (values: number[]) => f(median(values)) : () => '';
    printTable(
      ['request', 'median ms', 'slowest ms', '÷ contact update (same run)', 'API process CPU ms, median', 'verdict'],
      [
        [
          'POST /contacts/merge',
          f(median(merges)),
          f(Math.max(...merges)),
          f(median(merges) / base),
          cpuNote(cpu.merges),
          median(merges) <= TARGET_MS ? 'met' : 'MISSED',
        ],
        ['POST /contacts/merge/:batchId/undo', f(median(undos)), f(Math.max(...undos)), f(median(undos) / base), cpuNote(cpu.undos), ''],
        ['PUT /contacts/:id (baseline)', f(base), f(Math.max(...baseline)), '1.0', '', ''],
      ],
    );
    console.log(`Target: the merge <= ${TARGET_MS} ms.`);
    await app.close();
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
    const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, dialect: handle.dialect, loadAverage: os.loadavg() };
    fs.writeFileSync(
      RESULTS.replace('.json', `-${handle.dialect}.json`),
      `${JSON.stringify({ date: new Date().toISOString(), machine, spec: { MERGED, NOTES, FILES, FILE_BYTES, BACKGROUND }, merges, undos, baseline, cpu }, null, 2)}\n`,
    );
  } finally {
    await database.destroy();
  }
}

runBounded('bench:merge', 30 * 60_000, main);
