// SQLite: while another connection (an import) holds the write lock, a write request waits without
// blocking the API, is saved once the lock is free, and gets a clear 503 if it never is.
import { performance } from 'node:perf_hooks';
import { openSqlite } from '../src/db/connection';
import { DATABASE_BUSY } from '../src/plugins/busy-retry';
import { createTestApp, type TestApp } from './helpers/app';
import { multipartBody } from './helpers/multipart';
import { usingPostgres } from './helpers/db';

const describeSqlite = usingPostgres ? describe.skip : describe;

describeSqlite('a write while another connection holds the SQLite write lock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ busyRetryMs: 2_000 });
  });
  afterAll(() => t.close());

  /** Holds the write lock like an import does, on a connection of its own, until the returned release(). */
  function holdWriteLock() {
    const other = openSqlite(t.db.options);
    other.exec('begin immediate');
    return () => {
      other.exec('commit');
      other.close();
    };
  }

  const createContact = async (email: string) =>
    t.app.inject({ method: 'POST', url: '/contacts', headers: await t.headers(), payload: { first: 'Wait', last: 'Er', email } });

  it('waits without blocking reads, then is saved once the lock is free', async () => {
    const release = holdWriteLock();
    const started = performance.now();
    const write = createContact('waiter@x.test');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Reads are served meanwhile: the event loop is not frozen by the waiting write.
    const read = await t.app.inject({ method: 'GET', url: '/contacts?page=1&limit=5', headers: await t.headers() });
    expect(read.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_500);
    release();
    const res = await write;
    expect(res.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/contacts?search=waiter', headers: await t.headers() });
    expect(list.json().contacts.map((c: { email: string }) => c.email)).toEqual(['waiter@x.test']);
  });

  it('answers 503 with a reason and Retry-After when the lock is held past the wait, and stores nothing', async () => {
    const release = holdWriteLock();
    try {
      const res = await createContact('given-up@x.test');
      expect([res.statusCode, res.json()]).toEqual([503, { error: DATABASE_BUSY, code: 'database_busy' }]);
      expect(res.headers['retry-after']).toBe('10');
    } finally {
      release();
    }
    const list = await t.app.inject({ method: 'GET', url: '/contacts?search=given', headers: await t.headers() });
    expect(list.json().contacts).toEqual([]);
  });

  it('saves an uploaded file once the lock is free: the body read, its write is tried again', async () => {
    const contact = (await createContact('files@x.test')).json().id as string;
    const release = holdWriteLock();
    const body = multipartBody([{ field: 'file', filename: 'held.txt', contentType: 'text/plain', data: 'kept while the lock was held' }]);
    const upload = t.app.inject({
      method: 'POST',
      url: `/contacts/${contact}/attachments`,
      headers: { ...(await t.headers()), ...body.headers },
      payload: body.payload,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const res = await upload;
    expect([res.statusCode, res.json().attachments.map((a: { filename: string }) => a.filename)]).toEqual([201, ['held.txt']]);
  });
});
