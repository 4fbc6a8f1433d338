// Every paging and size parameter of every list is bounded: `GET /companies?page=1e300` was a 500
// (SQLite: datatype mismatch), because 1e300 is an integer to JSON Schema and no maximum stopped it.
// Each integer query parameter of each GET route gets huge, negative and malformed values, and must
// answer 200 (a clamped size) or 400 `{ error }`, never a 5xx.
import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from './helpers/app';
import { fillPath, freshOrganisation, type Org } from './helpers/hostile';

interface QueryRoute {
  url: string;
  integers: string[];
}

let t: TestApp;
let org: Org;
const routes: QueryRoute[] = [];

beforeAll(async () => {
  t = await createTestApp({
    configure(app) {
      app.addHook('onRoute', (route: RouteOptions) => {
        const properties = (route.schema?.querystring as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties ?? {};
        const integers = Object.keys(properties).filter((name) => properties[name]!.type === 'integer');
        if ([route.method].flat().includes('GET') && integers.length > 0) routes.push({ url: route.url, integers });
      });
    },
  });
  org = await freshOrganisation(t);
});
afterAll(() => t.close());

/** Real ids of the organisation, so each query reaches the database. */
function path(url: string): string {
  const { ids } = org;
  const id = url.startsWith('/companies') ? ids.companyId : url.startsWith('/pipeline') ? ids.pipelineId : ids.contactId;
  return fillPath(`GET ${url}`, { id, contactId: ids.contactId, stageId: ids.stageId });
}

const VALUES = ['1e300', '9007199254740993', '99999999999999999999', '1e400', '-1', '1.5', 'abc', ''];

it('finds the list routes that page (so a new one is checked too)', () => {
  expect(routes.map((r) => `${r.url} ${[...r.integers].sort().join(',')}`).sort()).toEqual(
    expect.arrayContaining([
      '/companies limit,page',
      '/contacts limit,page',
      '/imports limit,page',
      '/pipeline/:contactId/history limit',
      '/pipeline/:id/board limit',
      '/pipeline/:id/stages/:stageId/contacts limit,offset',
    ]),
  );
});

it('answers a huge or malformed page, offset or limit with 200 or 400, never a 5xx', async () => {
  const answers: string[] = [];
  for (const route of routes) {
    for (const name of route.integers) {
      for (const value of VALUES) {
        const url = `${path(route.url)}?${name}=${encodeURIComponent(value)}`;
        const res = await t.app.inject({ method: 'GET', url, headers: org.headers });
        const ok = res.statusCode === 200 || (res.statusCode === 400 && typeof res.json().error === 'string');
        if (!ok) answers.push(`${url} -> ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
  }
  expect(answers).toEqual([]);
});

it('refuses a page past the bound with a 400 naming it, as contacts does', async () => {
  for (const url of ['/companies?page=1e300', '/contacts?page=1e300', '/companies?page=1000001']) {
    const res = await t.app.inject({ method: 'GET', url, headers: org.headers });
    expect([url, res.statusCode, res.json()]).toEqual([url, 400, { error: 'page must be <= 1000000', code: 'validation_failed', params: { field: 'page' } }]);
  }
  // Ajv reads "1e400" as Infinity and skips its maximum check for it.
  const infinite = await t.app.inject({ method: 'GET', url: '/companies?page=1e400', headers: org.headers });
  expect([infinite.statusCode, infinite.json()]).toEqual([
    400,
    { error: 'page must be a finite number', code: 'number_not_finite', params: { field: 'page' } },
  ]);
  const last = await t.app.inject({ method: 'GET', url: '/companies?page=1000000', headers: org.headers });
  expect([last.statusCode, last.json().companies]).toEqual([200, []]);
});
