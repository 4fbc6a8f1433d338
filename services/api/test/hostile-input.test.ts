// Hostile input on every write route (cases: test/hostile-input-cases.ts; runner:
// test/helpers/hostile-run.ts). Each hostile request must be refused with a 4xx `{ error }` and
// change nothing, or, where the input is valid data (HTML, SQL metacharacters in free text), be
// stored and answered byte-for-byte; either way the API answers the next request. The /contacts
// routes run in hostile-input-contacts.test.ts, so each suite stays short.
import { createTestApp, type TestApp } from './helpers/app';
import { freshOrganisation, hostileCoverage, refusalProblem } from './helpers/hostile';
import { runHostileCase } from './helpers/hostile-run';
import { hostileCases } from './hostile-input-cases';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
});
afterAll(() => t.close());

describe('hostile input on write routes', () => {
  it('has a case for every write route, and none for routes that do not exist', () => {
    expect(hostileCoverage(t.app.routeCatalog, hostileCases)).toEqual({ missing: [], stale: [] });
  });

  it('notices a write route added without a case', async () => {
    const other = await createTestApp({ configure: (app) => app.patch('/uncovered/:id', async () => ({})) });
    try {
      expect(hostileCoverage(other.app.routeCatalog, hostileCases).missing).toEqual(['PATCH /uncovered/:id']);
    } finally {
      await other.close();
    }
  });

  it('refuses NUL in paths and query strings of read routes too (PostgreSQL text cannot hold it)', async () => {
    const org = await freshOrganisation(t);
    for (const url of [
      '/contacts?search=a%00b',
      '/companies?search=%00',
      `/contacts?company_id=${org.ids.companyId}%00`,
      '/contacts/%00',
      '/pipeline/%00/history',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: org.headers });
      expect([url, refusalProblem(res)]).toEqual([url, undefined]);
    }
  });

  const others = hostileCases.filter((c) => !c.route.includes(' /contacts'));
  it.each(others.map((c) => [c.route, c] as const))('%s', async (_route, c) => {
    expect(await runHostileCase(t, c)).toEqual([]);
  });
});
