// Import jobs (/imports): a file streamed in and imported in the background, its status,
// progress and outcome in the database, the history, the error report, cancel, update-or-skip,
// recovery from a dead runner and two API instances on one database. Reading real files and
// files still arriving: import-jobs-reading.test.ts. Runs on both databases.
import iconv from 'iconv-lite';
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { importApi } from './helpers/imports';
import { csvLines as lines, importJobsApi, liveContactByEmail } from './helpers/import-jobs';
import { alice, bob } from './helpers/tokens';

let t: TestApp;
let jobs: ReturnType<typeof importJobsApi>;
let api: ReturnType<typeof importApi>;
beforeAll(async () => {
  // Polling jobs closely passes the per-user limit a person polling once a second never reaches.
  t = await createTestApp({ rateLimitMax: 100_000 });
  jobs = importJobsApi(t);
  api = importApi(t);
});
afterAll(() => t.close());

const MAPPING = { first: 'first', last: 'last', email: 'email', phone: 'phone', company: 'company', tags: 'tags' };

const contactByEmail = (email: string) => liveContactByEmail(api, email);

describe('POST /imports', () => {
  it('stores the file, answers 202 at once and imports it in the background', async () => {
    const res = await jobs.upload(lines('first,last,email,company', 'Ada,Lovelace,ada@jobs.test,Engines', 'Bad,Row,not-an-email,'), {
      columnMapping: { first: 'first', last: 'last', email: 'email', company: 'company' },
    });
    expect(res.statusCode).toBe(202);
    const started = res.json();
    expect(started).toMatchObject({
      fileName: 'contacts.csv',
      createdBy: { id: alice.sub, name: alice.name, email: alice.email },
      options: { encoding: 'utf-8', delimiter: ',', headerRow: 1, existing: 'skip', createCompanies: true },
    });
    expect(['queued', 'running', 'done']).toContain(started.status);
    const job = await jobs.waitFor(started.id);
    expect(job).toMatchObject({
      status: 'done',
      imported: 1,
      updated: 0,
      failed: 1,
      companiesCreated: 1,
      processed: 2,
      errors: [{ row: 3, error: 'Please enter a valid email address: not-an-email' }],
    });
    expect(job.durationMs).toEqual(expect.any(Number));
    expect(await api.totals('lovelace')).toMatchObject({ found: 1 });
  });

  it('refuses a mapping that does not fit the header with 400, and keeps nothing', async () => {
    const before = (await jobs.list()).pagination.total;
    const res = await jobs.upload(lines('first,email', 'A,a@x.test'), { columnMapping: { Name: 'first' } });
    expect([res.statusCode, res.json().error]).toEqual([400, 'Column "Name" is mapped to first but the file has no such column']);
    expect((await jobs.list()).pagination.total).toBe(before);
  });

  it.each([
    [{ columnMapping: { first: 'nickname' } }, 'Column "first" is mapped to "nickname"; use one of first, last, email, phone, company, tags, name, skip'],
    [{ columnMapping: { first: 'first' }, delimiter: ':' }, "The delimiter must be ',', ';', a tab or '|'"],
    [{ columnMapping: { first: 'first' }, encoding: 'ebcdic' }, 'The encoding must be one of utf-8, utf-16le, utf-16be, windows-1252, iso-8859-1'],
    [{ columnMapping: { first: 'first' }, existing: 'merge' }, "options.existing must be 'skip' or 'update'"],
  ])('refuses options %j with a clear message', async (options, message) => {
    const res = await jobs.upload(lines('first', 'A'), options);
    expect([res.statusCode, res.json().error]).toEqual([400, message]);
  });

  it('refuses a header of more than 1,000 columns at once, in the preview and the upload', async () => {
    const header = Array.from({ length: 1_001 }, (_, i) => `c${i}`).join(',');
    const message = 'The header row has 1,001 columns; at most 1,000 can be imported';
    const preview = await jobs.preview(lines(header, 'a'), '?complete=true');
    expect([preview.statusCode, preview.json().error]).toEqual([400, message]);
    const res = await jobs.upload(lines(header, 'a'), { columnMapping: { c0: 'first' } });
    expect([res.statusCode, res.json().error]).toEqual([400, message]);
  });

  it('refuses an upload without options before the file', async () => {
    const res = await jobs.call('POST', '/imports', { payload: 'first\r\nA\r\n', headers: { 'content-type': 'text/csv' } });
    expect(res.statusCode).toBe(400);
  });

  it('maps columns named __proto__, constructor and toString like any other', async () => {
    const job = await jobs.run(lines('__proto__,constructor,toString', 'Proto,Typer,proto@jobs.test'), {
      // Parsed, not a literal: in a literal `__proto__:` sets the prototype.
      columnMapping: JSON.parse('{"__proto__":"first","constructor":"last","toString":"email"}'),
    });
    expect(job).toMatchObject({ status: 'done', imported: 1 });
    expect(job.options.columnMapping).toEqual([
      { column: '__proto__', target: 'first' },
      { column: 'constructor', target: 'last' },
      { column: 'toString', target: 'email' },
    ]);
    expect(await contactByEmail('proto@jobs.test')).toMatchObject({ first: 'Proto', last: 'Typer' });
  });
});

describe('existing contacts', () => {
  beforeAll(async () => {
    const company = await t.app.inject({ method: 'POST', url: '/companies', headers: await t.headers(), payload: { name: 'Linked Ltd' } });
    expect(company.statusCode).toBe(201);
    await contactsApi(t).create({ first: 'Old', last: 'Name', email: 'Update.Me@exist.test', phone: '111', tags: 'vip, red' });
  });

  it('skips them by default, as before, and says which rows', async () => {
    const job = await jobs.run(lines('first,last,email', 'New,Row,update.me@exist.test'), { columnMapping: { first: 'first', last: 'last', email: 'email' } });
    expect(job).toMatchObject({ imported: 0, updated: 0, failed: 1, errors: [{ row: 2, error: 'Email already exists: update.me@exist.test' }] });
  });

  it("with 'update': non-empty values replace, tags merge, the company is linked; counted as updated", async () => {
    const file = lines('first,last,email,phone,company,tags', 'Newer,,UPDATE.ME@exist.test,,linked ltd,"red, blue"', 'Fresh,Person,fresh@exist.test,,,');
    const job = await jobs.run(file, { columnMapping: MAPPING, existing: 'update' });
    expect(job).toMatchObject({ status: 'done', imported: 1, updated: 1, unchanged: 0, failed: 0 });
    const updated = await contactByEmail('Update.Me@exist.test');
    expect(updated).toMatchObject({ first: 'Newer', last: 'Name', phone: '111', company: 'linked ltd', tags: 'vip, red, blue' });
    expect(updated!.company_id).toEqual(expect.any(String));
    expect(await api.totals('newer')).toMatchObject({ found: 1 });
  });

  it("the same file imported twice with 'update' changes nothing the second time", async () => {
    await contactsApi(t).create({ first: 'Twice', last: 'Over', email: 'twice@exist.test', phone: '+1 555', company: 'Northwind', tags: 'vip' });
    const file = iconv.encode(lines('Prénom;Nom;Email;Société;Tags', 'Twicé;Over;TWICE@exist.test;linked LTD;"vip, champion"'), 'win1252');
    const options = { columnMapping: { Prénom: 'first', Nom: 'last', Email: 'email', Société: 'company', Tags: 'tags' }, existing: 'update' };
    expect(await jobs.run(file, options)).toMatchObject({ updated: 1, unchanged: 0 });
    expect(await contactByEmail('twice@exist.test')).toMatchObject({ first: 'Twicé', company: 'linked LTD', tags: 'vip, champion' });
    expect(await jobs.run(file, options)).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it("importing the organisation's own export with 'update' changes nothing and says so", async () => {
    const exported = await t.app.inject({ method: 'GET', url: '/import-export/export', headers: await t.headers() });
    const total = (await api.totals('')).listed;
    const before = await api.contacts();
    const job = await jobs.run(exported.rawPayload, { columnMapping: MAPPING, existing: 'update' });
    const withEmail = before.filter((c) => c.email && !c.deleted_at).length;
    expect(job).toMatchObject({ status: 'done', updated: 0, unchanged: withEmail });
    // A contact without an email (stored before the rule) cannot be matched: its row is refused.
    expect([job.imported, job.failed]).toEqual([0, total - withEmail]);
    const after = await api.contacts();
    const strip = (rows: typeof before) => rows.filter((c) => c.email).map(({ company_id: _, ...c }) => c);
    expect(strip(after)).toEqual(strip(before));
  });
});

describe('GET /imports, errors report, cancel', () => {
  it('lists the organisation its imports, newest first, paged; never another organisation', async () => {
    const first = await jobs.list('?limit=2');
    expect(first.imports).toHaveLength(2);
    expect(first.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(first.pagination.total).toBeGreaterThan(5);
    expect(Date.parse(first.imports[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(first.imports[1]!.createdAt));
    const bobs = importJobsApi(t, bob);
    expect((await bobs.list()).imports).toEqual([]);
    expect((await bobs.call('GET', `/imports/${first.imports[0]!.id}`)).statusCode).toBe(404);
    expect((await bobs.call('GET', `/imports/${first.imports[0]!.id}/errors`)).statusCode).toBe(404);
    expect((await bobs.call('POST', `/imports/${first.imports[0]!.id}/cancel`)).statusCode).toBe(404);
  });

  it('gives every failed row in the error report, as CSV', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `Row${i},Last,bad-${i}`);
    const job = await jobs.run(lines('first,last,email', ...rows, 'Good,Row,good@report.test'), {
      columnMapping: { first: 'first', last: 'last', email: 'email' },
    });
    expect(job).toMatchObject({ imported: 1, failed: 30 });
    expect(job.errors).toHaveLength(10);
    const res = await jobs.call('GET', `/imports/${job.id}/errors`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="import-errors-.+\.csv"$/);
    // The row, the reason, then the record as it was, under the file's own header: fix and import it.
    expect(res.body.startsWith('\ufeffrow,error,')).toBe(true); // a byte order mark, for Excel
    const reportLines = res.body.trim().split('\r\n');
    expect(reportLines[0]).toBe('row,error,first,last,email');
    expect(reportLines).toHaveLength(31);
    expect(reportLines[30]).toBe('31,Please enter a valid email address: bad-29,Row29,Last,bad-29');
  });

  it('keeps a spreadsheet from running a cell of the report as a formula', async () => {
    const job = await jobs.run(lines('first,last,email', '=HYPERLINK("http://evil.test"),Row,@bad'), {
      columnMapping: { first: 'first', last: 'last', email: 'email' },
    });
    const report = (await jobs.call('GET', `/imports/${job.id}/errors`)).body;
    expect(report.split('\r\n')[1]).toBe('2,Please enter a valid email address: @bad,"\'=HYPERLINK(""http://evil.test"")",Row,\'@bad');
  });

  it('keeps nothing of a file with nothing to save: no result record, no pending mark', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => `Row${i},bad-${i}`);
    const before = await api.contacts();
    const job = await jobs.run(lines('first,email', ...rows), { columnMapping: { first: 'first', email: 'email' } });
    expect(job).toMatchObject({ status: 'done', imported: 0, failed: 500 });
    expect(await api.scope.selectFrom('import_results').select('id').where('id', '=', job.id).executeTakeFirst()).toBeUndefined();
    expect(await api.scope.selectFrom('pending_imports').select('id').execute()).toEqual([]);
    expect(await api.contacts()).toEqual(before);
  });

  it('queues a second import of the organisation behind the first and cancels either; nothing of them is stored', async () => {
    const big = lines('first,email', ...Array.from({ length: 60_000 }, (_, i) => `Queue${i},queue${i}@cancel.test`));
    const first = (await jobs.upload(big, { columnMapping: { first: 'first', email: 'email' } })).json();
    const second = (await jobs.upload(lines('first,email', 'Later,later@cancel.test'), { columnMapping: { first: 'first', email: 'email' } })).json();
    expect(second).toMatchObject({ status: 'queued', queuePosition: 1 });
    const cancelQueued = await jobs.call('POST', `/imports/${second.id}/cancel`);
    expect([cancelQueued.statusCode, cancelQueued.json().status]).toEqual([200, 'cancelled']);
    await jobs.waitFor(first.id, (job) => job.status === 'running' && job.processed > 0);
    const cancelRunning = await jobs.call('POST', `/imports/${first.id}/cancel`);
    expect([cancelRunning.statusCode, cancelRunning.json().status]).toEqual([200, 'cancelled']);
    expect(await api.totals('cancel.test')).toMatchObject({ found: 0 });
    const again = await jobs.call('POST', `/imports/${first.id}/cancel`);
    expect([again.statusCode, again.json().error]).toEqual([409, 'This import has already ended']);
  });
});

describe('a job outlives the runner that took it', () => {
  it('runs again from the start when its runner died mid-import (lease passed), with no duplicates', async () => {
    const res = await jobs.upload(lines('first,last,email', 'Crash,One,crash1@lease.test', 'Crash,Two,crash2@lease.test'), {
      columnMapping: { first: 'first', last: 'last', email: 'email' },
    });
    const id = res.json().id;
    const done = await jobs.waitFor(id);
    expect(done.imported).toBe(2);
    // Pretend that job never got further than 'running' on a runner that is gone, and its
    // transaction rolled back: the result record and the rows are gone too.
    await api.scope.deleteFrom('import_results').where('id', '=', id).execute();
    await api.scope.deleteFrom('contacts').where('email', 'like', 'crash%@lease.test').execute();
    await resurrect(id);
    const again = await jobs.waitFor(id, (job) => job.status === 'done' && job.finishedAt !== done.finishedAt);
    expect(again).toMatchObject({ imported: 2, failed: 0 });
    expect(await api.totals('lease.test')).toMatchObject({ found: 2 });
  });

  it('is only marked done when it had committed before its runner died', async () => {
    const id = (
      await jobs.upload(lines('first,last,email', 'Once,Only,once@lease.test'), { columnMapping: { first: 'first', last: 'last', email: 'email' } })
    ).json().id;
    const done = await jobs.waitFor(id);
    await resurrect(id);
    const again = await jobs.waitFor(id, (job) => job.status === 'done' && job.finishedAt !== done.finishedAt);
    expect(again).toMatchObject({ imported: 1, failed: 0 });
    expect(await api.totals('once@lease.test')).toMatchObject({ found: 1 });
  });
});

/** Puts an ended job back to 'running' under a dead runner whose lease has passed, with its file. */
async function resurrect(id: string) {
  const { db } = t.app.imports.handle;
  const file = lines('first,last,email', 'Crash,One,crash1@lease.test', 'Crash,Two,crash2@lease.test');
  await db.deleteFrom('import_chunks').where('import_id', '=', id).execute();
  await db
    .insertInto('import_chunks')
    .values({ import_id: id, seq: 0, data: Buffer.from(file) })
    .execute();
  await db
    .updateTable('import_jobs')
    .set({ status: 'running', lease_owner: 'dead-runner', lease_until: Date.now() - 1 })
    .where('id', '=', id)
    .execute();
}

describe('two API instances on one database', () => {
  it('one receives the upload, the other runs it and answers its progress', async () => {
    // This instance never runs imports itself: the job can only move through the other one.
    const receiver = await createTestApp({ sharing: t, imports: { concurrency: 0 } });
    try {
      const rows = Array.from({ length: 40_000 }, (_, i) => `Twin${i},Instance,twin${i}@instances.test`);
      const res = await importJobsApi(receiver).upload(lines('first,last,email', ...rows), { columnMapping: { first: 'first', last: 'last', email: 'email' } });
      expect(res.statusCode).toBe(202);
      const id = res.json().id;
      const seen = new Set<string>();
      const done = await jobs.waitFor(id, (job) => {
        if (job.status === 'running' && job.processed > 0) seen.add('running with progress');
        return job.status === 'done';
      });
      expect([...seen]).toEqual(['running with progress']);
      expect(done).toMatchObject({ imported: 40_000, failed: 0 });
      expect(await importJobsApi(receiver).get(id)).toMatchObject({ status: 'done', imported: 40_000 });
    } finally {
      await receiver.close();
    }
  });
});
