// GET routes marked `cacheAnswer` answer from the cache only while the organisation's data is
// unchanged: its write through the API, through another connection (an import worker, another
// process or API instance) makes its next answer a fresh one; another organisation's writes do
// not; organisations never share answers; errors are never kept.
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../src/db/connection';
import { tenantScope } from '../src/db/tenant-scope';
import { notFound } from '../src/errors';
import { contactListRepository } from '../src/repositories/contact-list';
import { createTestApp, type TestApp } from './helpers/app';
import { bob, type TestUser } from './helpers/tokens';

let t: TestApp;
let built = 0;

// Registered as a plugin, so it is added after the cache's onRoute hook, like every route of the app.
/** `?held=1` answers only once `release()` is called: requests that arrive meanwhile overlap its build. */
let gate = Promise.resolve();
let release = () => {};
const hold = () => {
  gate = new Promise((resolve) => (release = resolve));
};

async function countRoute(app: FastifyInstance) {
  app.get<{ Querystring: { missing?: string; held?: string } }>('/test/contact-count', { config: { cacheAnswer: true } }, async (request) => {
    if (request.query.held) await gate;
    if (request.query.missing) throw notFound('contact_not_found');
    built += 1;
    return { built, count: await contactListRepository(request.scope).count({}) };
  });
}

beforeAll(async () => {
  t = await createTestApp({ configure: (app) => void app.register(countRoute) });
});
afterAll(() => t.close());

const count = async (url = '/test/contact-count', user?: TestUser) => {
  const res = await t.app.inject({ method: 'GET', url, headers: await t.headers(user) });
  return { status: res.statusCode, type: res.headers['content-type'], ...res.json() };
};
const addContact = async (email: string, user?: TestUser) => {
  const res = await t.app.inject({ method: 'POST', url: '/contacts', headers: await t.headers(user), payload: { first: 'C', last: 'D', email } });
  expect(res.statusCode).toBe(201);
};

it('answers the same request again without running the handler while nothing changed', async () => {
  const first = await count();
  expect(first).toMatchObject({ status: 200, type: 'application/json; charset=utf-8', count: 0 });
  expect(await count()).toEqual(first);
  expect(await count('/test/contact-count?x=1')).toMatchObject({ built: first.built + 1 }); // another URL, another answer
});

it('builds the answer afresh after a write through the API', async () => {
  const before = await count();
  await addContact('one@x.test');
  expect(await count()).toMatchObject({ built: built, count: before.count + 1 });
  expect(built).toBeGreaterThan(before.built);
});

it('builds the answer afresh after a commit on another connection (an import worker, another instance)', async () => {
  const before = await count();
  const other = openDatabase(t.db.options);
  try {
    await tenantScope(other.db, 'org-a', other.dialect)
      .insertInto('contacts', {
        id: '0190a000-0000-7000-8000-000000000001',
        first: 'O',
        last: 'C',
        email: 'other@x.test',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
  } finally {
    await other.close();
  }
  expect(await count()).toMatchObject({ built: built, count: before.count + 1 });
  expect(built).toBeGreaterThan(before.built);
});

it("never gives one organisation another's answer for the same URL, and keeps it through the other's writes", async () => {
  const a = await count();
  const b = await count(undefined, bob);
  expect(b).toMatchObject({ built: a.built + 1, count: 0 });
  expect(await count()).toEqual(a);
  await addContact('bob@x.test', bob); // org-b's write leaves org-a's answer valid
  expect(await count()).toEqual(a);
  expect(await count(undefined, bob)).toMatchObject({ built: a.built + 2, count: 1 });
});

it('a write of the organisation through another API instance (its own connection) is seen at once', async () => {
  const before = await count();
  const other = await createTestApp({ sharing: t, ownConnection: true });
  try {
    const res = await other.app.inject({
      method: 'POST',
      url: '/contacts',
      headers: await other.headers(),
      payload: { first: 'I', last: 'Two', email: 'two@x.test' },
    });
    expect(res.statusCode).toBe(201);
  } finally {
    await other.close();
  }
  const runs = built;
  expect(await count()).toMatchObject({ built: runs + 1, count: before.count + 1 });
});

/** Five requests for `url` while the first one's build is held; the rest arrive during it. */
async function fiveTogether(url: string) {
  hold();
  const answers = Array.from({ length: 5 }, () => count(url));
  await new Promise((resolve) => setTimeout(resolve, 200)); // (one arriving later finds the answer made)
  release();
  return Promise.all(answers);
}

it('requests for the same page that arrive while it is being built wait for that one build', async () => {
  await addContact('together@x.test'); // nothing kept at this version yet
  const runs = built;
  const answers = await fiveTogether('/test/contact-count?held=1');
  expect(built).toBe(runs + 1);
  expect(answers.map((a) => a.built)).toEqual(Array(5).fill(runs + 1));
});

it('keeps no error answer, and each request that waited for a failed build gets its own answer', async () => {
  const answers = await fiveTogether('/test/contact-count?held=1&missing=1');
  for (const answer of answers) expect(answer).toMatchObject({ status: 404, error: 'Contact not found' });
  expect(await count('/test/contact-count?missing=1')).toMatchObject({ status: 404, error: 'Contact not found' });
});

it('the contact list shows a contact created, edited and deleted between two identical requests', async () => {
  const list = async () =>
    (await t.app.inject({ method: 'GET', url: '/contacts?search=listed', headers: await t.headers() })).json().contacts.map((c: { first: string }) => c.first);
  expect(await list()).toEqual([]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/contacts',
    headers: await t.headers(),
    payload: { first: 'Ann', last: 'Listed', email: 'listed@x.test' },
  });
  expect(await list()).toEqual(['Ann']);
  const id = created.json().id;
  await t.app.inject({ method: 'PUT', url: `/contacts/${id}`, headers: await t.headers(), payload: { first: 'Anna', last: 'Listed', email: 'listed@x.test' } });
  expect(await list()).toEqual(['Anna']);
  await t.app.inject({ method: 'DELETE', url: `/contacts/${id}`, headers: await t.headers() });
  expect(await list()).toEqual([]);
});
