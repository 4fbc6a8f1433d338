// An import is stored completely or not at all: a failure in the middle of the writes (here a
// unique index the import does not know about), or a client that goes away, leaves rows,
// companies, the list's counter, the search index and the schema exactly as they were.
import { sql } from 'kysely';
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { usingPostgres } from './helpers/db';
import { importApi, type Mapping } from './helpers/imports';
import { importJobsApi } from './helpers/import-jobs';

let t: TestApp;
let api: ReturnType<typeof importApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = importApi(t);
  await contactsApi(t).create({ first: 'Existing', last: 'Person', email: 'existing@x.test', phone: 'p-existing' });
});
afterAll(() => t.close());

const MAPPING: Mapping = { first: 'first', last: 'last', email: 'email', phone: 'phone', company: 'company' };

/** `rows` contacts named "Bulkrow"; the phone of row `repeatAt` (if given) repeats row 2's. */
function bigFile(rows: number, tag: string, repeatAt?: number): string {
  const lines = ['first,last,email,phone,company'];
  for (let i = 0; i < rows; i++) {
    const row = i + 2;
    const phone = row === repeatAt ? `${tag}-2` : `${tag}-${row}`;
    lines.push(`Bulkrow,${tag}${i},${tag}.${i}@bulk.test,${phone},${tag} Company ${i % 50}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Everything an import could change: rows, companies, the counter, search, and the schema. */
async function state(search: string) {
  const count = async (table: 'contacts' | 'companies') =>
    Number(
      (
        await api.scope
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const schema = usingPostgres
    ? (await sql<{ def: string }>`select indexdef as def from pg_indexes where schemaname = current_schema() order by indexname`.execute(t.db.db)).rows
    : (await sql<{ def: string }>`select type || ' ' || name || ': ' || coalesce(sql, '') as def from sqlite_schema order by name`.execute(t.db.db)).rows;
  const stats = usingPostgres ? [] : (await sql`select tbl, idx, stat from sqlite_stat1 order by tbl, idx`.execute(t.db.db)).rows;
  // The bulk path raises the full-text index's 'hashsize' for itself: it must be the default (1 MB) again.
  const ftsHashsize = usingPostgres
    ? null
    : ((await sql<{ v: number }>`select v from contacts_search_config where k = 'hashsize'`.execute(t.db.db)).rows[0]?.v ?? 1024 * 1024);
  return { contacts: await count('contacts'), companies: await count('companies'), ...(await api.totals(search)), schema, stats, ftsHashsize };
}

async function withUniquePhones<T>(fn: () => Promise<T>): Promise<T> {
  await sql`create unique index contacts_test_phone_key on contacts (org_slug, phone)`.execute(t.db.db);
  try {
    return await fn();
  } finally {
    await sql`drop index contacts_test_phone_key`.execute(t.db.db);
  }
}

describe('atomicity', () => {
  // 6,000 and 12,000 rows: past the first PostgreSQL batch (5,000), and over several SQLite
  // batches; the failure comes from the test's unique phone index, 500 rows before the end.
  it.each([6_000, 12_000])('leaves everything as it was when the writes fail mid-way (%i rows)', async (rows) => {
    const tag = `fail${rows}`;
    const before = await withUniquePhones(async () => {
      const snapshot = await state(tag);
      const res = await api.execute({ csvData: bigFile(rows, tag, rows - 500), columnMapping: MAPPING });
      expect([res.statusCode, res.json()]).toEqual([500, { error: 'Internal server error', code: 'internal_error' }]);
      expect(await state(tag)).toEqual(snapshot);
      return snapshot;
    });
    expect(before).toMatchObject({ found: 0 });
    expect(t.logs.some((l) => l.level >= 50 && /unique/i.test(l.err?.message ?? ''))).toBe(true);

    // The triggers are in place and working: a contact created now is counted and found.
    const after = await state(tag);
    await contactsApi(t).create({ first: 'Bulkrow', last: `${tag}x`, email: `${tag}@one.test` });
    expect(await api.totals(tag)).toMatchObject({ listed: after.listed + 1, found: 1 });
  });

  it('stores a large import completely, with indexes, statistics and triggers as before', async () => {
    const tag = 'bulkok';
    const before = await state(tag);
    const result = await api.run(bigFile(12_000, tag), MAPPING);
    expect(result).toMatchObject({ imported: 12_000, failed: 0, companiesCreated: 50 });
    const after = await state(tag);
    expect(after).toEqual({
      ...before,
      contacts: before.contacts + 12_000,
      companies: before.companies + 50,
      listed: before.listed + 12_000,
      owned: before.owned + 12_000,
      found: 12_000,
    });
    expect(await api.totals(`${tag}11999`)).toMatchObject({ found: 1 });
    // The count trigger is back: deleting one through the API lowers the total.
    const [one] = (await contactsApi(t).list(`search=${tag}5`)).contacts;
    await contactsApi(t).remove(one.id);
    expect((await api.totals(tag)).listed).toBe(after.listed - 1);
  });

  it('stores nothing when the import is cancelled mid-import', async () => {
    const tag = 'cancelled';
    const before = await state(tag);
    const running = api.execute({ csvData: bigFile(30_000, tag), columnMapping: MAPPING, importId: 'cancel-me' });
    // Cancel as soon as the job reports rows written.
    const jobs = importJobsApi(t);
    let id: string | undefined;
    for (let i = 0; i < 2_000 && !id; i++) {
      const [job] = (await jobs.list()).imports;
      if (job?.status === 'running' && job.processed > 0) id = job.id;
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await jobs.call('POST', `/imports/${id}/cancel`)).json().status).toBe('cancelled');
    const answer = await running;
    expect([answer.statusCode, answer.json().error]).toEqual([400, 'The import was cancelled']);
    expect(await state(tag)).toEqual(before);
    // Its progress is gone: a poll now is a 404, like for an unknown id.
    expect((await api.call('GET', '/import-export/progress/cancel-me')).statusCode).toBe(404);
  });
});
