// An import is one audit event with its counts, written by its last step (in the worker, in the
// transaction that shows its rows), by the member who started it, on both databases. An import
// that changed nothing has no event; one whose last step fails shows no rows and has no event.
import { sql } from 'kysely';
import { createTestApp, type TestApp } from './helpers/app';
import { auditApi, auditUser } from './helpers/audit';
import { csvLines as lines, importJobsApi } from './helpers/import-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
});
afterAll(() => t.close());

const MAPPING = { first: 'first', last: 'last', email: 'email', company: 'company' };
const NAMES = { first: 'first', last: 'last', email: 'email' };

it('records a finished import as one event with its counts, by who started it', async () => {
  const user = auditUser();
  const api = auditApi(t, user);
  const jobs = importJobsApi(t, user);
  await api.call('POST', '/contacts', { first: 'Old', last: 'Name', email: 'old@imp.test' });
  const file = lines(
    'first,last,email,company',
    'Ada,Lovelace,ada@imp.test,Engines',
    'Bo,B,bo@imp.test,',
    'Old,Renamed,old@imp.test,',
    'Bad,Row,not-an-email,',
  );
  const { added } = await api.step(async () => {
    const res = await jobs.upload(file, { columnMapping: MAPPING, existing: 'update' }, 'people.csv');
    await jobs.waitFor(res.json().id);
    return res;
  }, 202);
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({
    actor: { id: user.sub, name: user.name },
    action: 'imported',
    record_type: 'import',
    record_name: 'people.csv',
    contact_id: null,
    company_id: null,
    changes: [],
    details: { created: 2, updated: 1, skipped: 0, failed: 1, companies_created: 1, rows: 4 },
  });
  expect((await jobs.list()).imports[0]!.id).toBe(added[0]!.record_id);
});

it('records nothing for an import that changed nothing', async () => {
  const user = auditUser();
  const api = auditApi(t, user);
  const jobs = importJobsApi(t, user);
  const { added } = await api.step(async () => {
    const res = await jobs.upload(lines('first,last,email', 'Bad,Row,not-an-email'), { columnMapping: NAMES });
    expect((await jobs.waitFor(res.json().id)).status).toBe('done');
    return res;
  }, 202);
  expect(added).toEqual([]);
});

it('shows no row of an import whose event cannot be written', async () => {
  const user = auditUser();
  const api = auditApi(t, user);
  const jobs = importJobsApi(t, user);
  const { db, dialect } = t.db;
  if (dialect === 'postgres') {
    await sql`create or replace function audit_refuse() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`.execute(db);
    await sql`create trigger audit_refuse before insert on audit_events for each row execute function audit_refuse()`.execute(db);
  } else await sql`create trigger audit_refuse before insert on audit_events begin select raise(abort, 'audit refused'); end`.execute(db);
  try {
    const res = await jobs.upload(lines('first,last,email', 'Ada,Lovelace,ada@refused.test'), { columnMapping: NAMES });
    expect((await jobs.waitFor(res.json().id)).status).toBe('failed');
  } finally {
    await (dialect === 'postgres' ? sql`drop trigger if exists audit_refuse on audit_events` : sql`drop trigger if exists audit_refuse`).execute(db);
  }
  expect((await api.call('GET', '/contacts')).json().pagination.totalCount).toBe(0);
  expect(await api.events()).toEqual([]);
});
