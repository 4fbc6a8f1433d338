// The Trash, through the real app (app.inject, the answer cache off), in an organisation of
// BACKGROUND (20,000) live contacts with a Trash of DELETED (1,000) deleted contacts:
// - GET /trash (its first page and a later one), RUNS times;
// - POST /contacts/:id/erase of a contact with NOTES (200) notes and FILES (200) files of
//   FILE_BYTES (and the audit events they made), RUNS times (a fresh contact each run);
// - the purge job over the DELETED contacts, backdated past TRASH_DAYS, once.
// Beside them, in the same run, a contact update (PUT /contacts/:id) as the baseline.
//
//   pnpm bench:trash
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/<your database> pnpm bench:trash
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { contactKeys } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import { tenantScope, type TenantScope } from '../services/api/src/db/tenant-scope';
import { purgeTrash } from '../services/api/src/db/trash-purge';
import { openTestDatabase } from '../services/api/test/helpers/db';
import { maintain } from './contacts-maintain';
import { seedContacts } from './contacts-seed';
import { median, printTable, runBounded } from './report';
import { uncachedApp } from './uncached-app';

const ORG = 'bench-trash';
const BACKGROUND = Number(process.env.BACKGROUND ?? 20_000);
const DELETED = Number(process.env.DELETED ?? 1_000);
const NOTES = Number(process.env.NOTES ?? 200);
const FILES = Number(process.env.FILES ?? 200);
const FILE_BYTES = Number(process.env.FILE_BYTES ?? 2_048);
const RUNS = Number(process.env.RUNS ?? 5);
const RESULTS = path.join(__dirname, 'results', 'trash.json');
const DAY_MS = 86_400_000;

async function insertAll<T extends 'notes' | 'attachments' | 'attachment_data' | 'audit_events'>(scope: TenantScope, table: T, rows: object[], size = 500) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- four tables' rows, built by the callers
  for (let i = 0; i < rows.length; i += size) await scope.insertInto(table, rows.slice(i, i + size) as any).execute();
}

/** A contact with its notes, files and their events; answers its id. */
async function seedPerson(scope: TenantScope, n: number): Promise<string> {
  const id = uuidv7();
  const now = new Date().toISOString();
  const row = { first: 'Erin', last: `Erased ${n}`, email: `erin-${n}@erase.test`, phone: null, company: 'Fabrikam' };
  await scope.insertInto('contacts', { id, ...row, ...contactKeys(row), created_at: now, updated_at: now }).execute();
  const notes = Array.from({ length: NOTES }, (_, i) => ({ id: uuidv7(), contact_id: id, body: `Note ${i} about Erin`, created_at: now, updated_at: now }));
  const files = Array.from({ length: FILES }, (_, i) => ({
    id: uuidv7(),
    contact_id: id,
    filename: `erin-${i}.bin`,
    mime_type: 'application/octet-stream',
    size: FILE_BYTES,
    uploaded_at: now,
  }));
  const data = Buffer.from(Array.from({ length: FILE_BYTES }, (_, i) => (i * 7919 + n) % 251));
  await insertAll(scope, 'notes', notes);
  await insertAll(scope, 'attachments', files);
  await insertAll(
    scope,
    'attachment_data',
    files.map((file) => ({ id: file.id, data })),
    100,
  );
  const event = (recordId: string, type: string) => ({
    id: uuidv7(),
    at: now,
    actor_id: 'bench',
    actor_name: 'Bench',
    action: 'created',
    record_type: type,
    record_id: recordId,
    record_name: 'Erin',
    contact_id: id,
    company_id: null,
    changes: '[]',
    details: '{}',
  });
  await insertAll(scope, 'audit_events', [...notes.map((x) => event(x.id, 'note')), ...files.map((x) => event(x.id, 'attachment'))]);
  return id;
}

const f = (x: number, digits = 1) => x.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main(): Promise<void> {
  const database = await openTestDatabase();
  const { handle } = database;
  try {
    const scope = tenantScope(handle.db, ORG, handle.dialect);
    console.log(
      `${handle.dialect}: seeding ${BACKGROUND.toLocaleString('en')} contacts, ${DELETED} of them deleted, and ${RUNS} with ${NOTES} notes and ${FILES} files…`,
    );
    await seedContacts(handle, { org: ORG, contacts: BACKGROUND, companies: 100 });
    const deleted = (await scope.selectFrom('contacts').select('id').orderBy('id').limit(DELETED).execute()).map((r) => r.id);
    for (let i = 0; i < deleted.length; i += 500) {
      const at = new Date(Date.now() - 40 * DAY_MS).toISOString();
      await scope
        .updateTable('contacts')
        .set({ deleted_at: at, deleted_by: `${ORG}-user` })
        .where('contacts.id', 'in', deleted.slice(i, i + 500))
        .execute();
    }
    const people: string[] = [];
    for (let run = 0; run < RUNS; run++) people.push(await seedPerson(scope, run));
    await maintain(handle);

    const { app, headersOf } = await uncachedApp(handle);
    const headers = await headersOf(ORG);
    const inject = async (method: 'GET' | 'POST' | 'PUT', url: string, status: number, payload?: object) => {
      const t0 = performance.now();
      const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      const ms = performance.now() - t0;
      if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return ms;
    };
    const background = (await scope.selectFrom('contacts').select('id').where('deleted_at', 'is', null).limit(1).executeTakeFirstOrThrow()).id;
    for (let i = 0; i < 5; i++) await inject('PUT', `/contacts/${background}`, 200, { first: 'Base', last: `Line ${i}`, email: `base-${i}@bench.test` });
    const baseline: number[] = [];
    for (let i = 0; i < 20; i++)
      baseline.push(await inject('PUT', `/contacts/${background}`, 200, { first: 'Base', last: `L ${i}`, email: `b-${i}@bench.test` }));
    for (let i = 0; i < 3; i++) await inject('GET', '/trash', 200);
    const firstPage: number[] = [];
    const laterPage: number[] = [];
    for (let run = 0; run < RUNS * 4; run++) {
      firstPage.push(await inject('GET', '/trash', 200));
      laterPage.push(await inject('GET', '/trash?page=15&limit=50', 200));
    }
    const erasures: number[] = [];
    for (const id of people) erasures.push(await inject('POST', `/contacts/${id}/erase`, 204));
    await app.close();

    const t0 = performance.now();
    const purged = await purgeTrash(handle.db, handle.dialect, 30);
    const purgeMs = performance.now() - t0;
    // The seed deletes a share of its contacts too (long ago): they are purged with the DELETED.
    if (purged.contacts < DELETED) throw new Error(`purged ${purged.contacts} contacts, fewer than ${DELETED}`);

    const base = median(baseline);
    console.log(`\n${handle.dialect}: ${BACKGROUND.toLocaleString('en')} contacts, ${DELETED} in the Trash`);
    printTable(
      ['operation', 'median ms', 'slowest ms', '÷ contact update (same run)'],
      [
        ['GET /trash (first page of 50)', f(median(firstPage)), f(Math.max(...firstPage)), f(median(firstPage) / base)],
        ['GET /trash?page=15', f(median(laterPage)), f(Math.max(...laterPage)), f(median(laterPage) / base)],
        [`POST /contacts/:id/erase (${NOTES} notes, ${FILES} files)`, f(median(erasures)), f(Math.max(...erasures)), f(median(erasures) / base)],
        [`purge of ${purged.contacts} contacts (one run)`, f(purgeMs), '', f(purgeMs / base)],
        ['PUT /contacts/:id (baseline)', f(base), f(Math.max(...baseline)), '1.0'],
      ],
    );
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
    const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, dialect: handle.dialect, loadAverage: os.loadavg() };
    fs.writeFileSync(
      RESULTS.replace('.json', `-${handle.dialect}.json`),
      `${JSON.stringify({ date: new Date().toISOString(), machine, spec: { BACKGROUND, DELETED, NOTES, FILES, FILE_BYTES }, purged, firstPage, laterPage, erasures, purgeMs, baseline }, null, 2)}\n`,
    );
  } finally {
    await database.destroy();
  }
}

runBounded('bench:trash', 30 * 60_000, main);
