// An import still writing its batches: its rows are in the database (committed batch by batch)
// but no read or write of the API reaches them, until its last step shows them all at once;
// meanwhile nothing holds the write lock while the job waits for the rest of the file, and
// another organisation writes as usual. Cancelled, it leaves nothing. Runs on both databases.
import { PREVIEW_BYTES } from '@meridian/contract';
import { sql } from 'kysely';
import { openSqlite } from '../src/db/connection';
import { createTestApp, type TestApp } from './helpers/app';
import { importApi } from './helpers/imports';
import { heldUpload, importJobsApi, type JobView } from './helpers/import-jobs';
import { importRows } from './helpers/import-rows';
import { alice, bob } from './helpers/tokens';

let t: TestApp;
let jobs: ReturnType<typeof importJobsApi>;
let api: ReturnType<typeof importApi>;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 100_000 });
  jobs = importJobsApi(t);
  api = importApi(t);
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: await t.headers(alice), ...(payload ? { payload } : {}) });

// The held head must pass the 4 MB the upload checks before the job is queued (PREVIEW_BYTES),
// and hold several of the job's batches: each row carries a column the mapping leaves out, so
// that a few thousand rows fill it (a row costs the import far more than its bytes do).
const ROWS = 14_000;
const HEAD_BYTES = 6 * 1024 * 1024;
const UNMAPPED = 'x'.repeat(500);
const file = (tag: string) =>
  `first,last,email,company,notes\r\n${Array.from({ length: ROWS }, (_, i) => `${tag}${i},Row,${tag.toLowerCase()}${i}@hidden.test,${tag}Co${i % 50},${UNMAPPED}\r\n`).join('')}`;

/** Rows the import wrote and committed, read past the API (which hides them), as of one moment. */
const writtenBy = (importId: string) => importRows(t.db.db, alice.org, importId);

/** One contact the import wrote. */
async function oneContactOf(importId: string): Promise<string> {
  const { rows } = await sql<{ id: string }>`select id from contacts where org_slug = ${alice.org} and import_id = ${importId} limit 1`.execute(t.db.db);
  return rows[0]!.id;
}

/** Starts the held upload and waits until the job has committed batches and waits for the rest of the file. */
async function startHeld(tag: string) {
  const text = file(tag);
  // Queued once the held head has passed the checked 4 MB, the job then waits for the rest.
  expect(HEAD_BYTES).toBeGreaterThan(PREVIEW_BYTES);
  expect(text.length).toBeGreaterThan(HEAD_BYTES + 1024 * 1024);
  const upload = heldUpload(text, HEAD_BYTES, 'end', { columnMapping: { first: 'first', last: 'last', email: 'email', company: 'company' } });
  const answer = t.app.inject({ method: 'POST', url: '/imports', headers: { ...(await t.headers()), ...upload.headers }, payload: upload.payload });
  let job: JobView | undefined;
  let written = 0;
  for (let i = 0; i < 2_000; i++) {
    job = (await jobs.list('?limit=1')).imports[0];
    if (job?.fileName === 'slow.csv' && job.status === 'running') {
      written = (await writtenBy(job.id)).contacts;
      // The first 6 MB hold about 11,000 rows (those of whole batches are written): once the count stops moving the job waits for the network.
      if (written > 2_000 && written === (await new Promise((r) => setTimeout(r, 300)).then(() => writtenBy(job!.id))).contacts) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { upload, answer, job: job!, written };
}

describe('an import still writing its batches', () => {
  it('shows none of its rows to any read or write until its last step shows them all', async () => {
    const before = await api.totals('hidden.test');
    const companiesBefore = (await call('GET', '/companies?page=1&limit=1&search=HiddenCo')).json().pagination.totalCount;
    const { upload, answer, job, written } = await startHeld('Hidden');
    expect(written).toBeGreaterThan(2_000);
    const stored = await writtenBy(job.id);
    expect(stored.companies).toBe(50);
    const someone = await oneContactOf(job.id);

    // Lists, counts, search, companies, one contact, its routes, the export, the board.
    expect(await api.totals('hidden.test')).toEqual(before);
    expect(await api.totals('hidden1')).toMatchObject({ found: 0 });
    expect((await call('GET', '/companies?page=1&limit=1&search=HiddenCo')).json().pagination.totalCount).toBe(companiesBefore);
    expect((await call('GET', `/contacts/${someone}`)).statusCode).toBe(404);
    expect((await call('PUT', `/contacts/${someone}`, { first: 'Changed', last: 'Meanwhile', email: 'changed@hidden.test' })).statusCode).toBe(404);
    expect((await call('DELETE', `/contacts/${someone}`)).statusCode).toBe(404);
    expect((await call('POST', `/pipeline/${someone}/add`, {})).statusCode).toBe(404);
    expect((await call('GET', '/import-export/export')).body).not.toContain('@hidden.test');
    expect((await call('POST', '/contacts/bulk-delete', { search: 'hidden1' })).json()).toMatchObject({ deleted: 0 });

    // Nothing holds the write lock while the job waits for the file: another organisation writes.
    const other = await t.app.inject({
      method: 'POST',
      url: '/contacts',
      headers: await t.headers(bob),
      payload: { first: 'Other', last: 'Organisation', email: 'other@org-b.test' },
    });
    expect(other.statusCode).toBe(201);
    if (t.db.dialect === 'sqlite') {
      const probe = openSqlite(t.db.options);
      probe.pragma('busy_timeout = 0');
      expect(() => probe.exec('begin immediate; rollback')).not.toThrow();
      probe.close();
    }

    upload.release();
    const res = await answer;
    expect(res.statusCode).toBe(202);
    const done = await jobs.waitFor(res.json().id, undefined, 120_000);
    expect(done).toMatchObject({ status: 'done', imported: ROWS, failed: 0, companiesCreated: 50 });
    expect(await api.totals('hidden.test')).toEqual({ listed: before.listed + ROWS, owned: before.owned + ROWS, found: before.found + ROWS });
    expect((await call('GET', `/contacts/${someone}`)).statusCode).toBe(200);
    expect((await writtenBy(job.id)).pending).toBe(0);
  }, 180_000);

  it('leaves nothing when it is cancelled while waiting for the rest of the file', async () => {
    const before = await api.totals('hidden.test');
    const { upload, answer, job, written } = await startHeld('Cancelled');
    expect(written).toBeGreaterThan(2_000);
    const cancelled = await jobs.call('POST', `/imports/${job.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    upload.release();
    await answer.catch(() => undefined);
    // Hidden from the moment it is cancelled, its rows are then removed in batches, the pending
    // mark last: once it is gone, so are they (read in one statement, import-discard.test.ts).
    let left = await writtenBy(job.id);
    for (let i = 0; i < 600 && left.pending; i++) left = await new Promise((r) => setTimeout(r, 100)).then(() => writtenBy(job.id));
    expect(left).toEqual({ contacts: 0, companies: 0, pending: 0 });
    expect(await api.totals('hidden.test')).toEqual(before);
    // The counter agrees with the rows.
    const live = await sql<{ n: number }>`select count(*) as n from contacts where org_slug = ${alice.org} and deleted_at is null`.execute(t.db.db);
    expect(before.listed).toBe(Number(live.rows[0]!.n));
  }, 180_000);
});
