import { createTestApp, type TestApp } from './helpers/app';
import { assertEveryRouteCovered, checkTenancy, ORG_A_USER, uncoveredRoutes } from './helpers/tenancy';
import { tenancyCases } from './tenancy-cases';

describe('organisation isolation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has a case for every authenticated route', () => {
    expect(uncoveredRoutes(t.app.routeCatalog, tenancyCases)).toEqual([]);
    assertEveryRouteCovered(t.app.routeCatalog, tenancyCases);
  });

  it('shows a user of another organisation nothing and lets them change nothing', async () => {
    await checkTenancy(t, tenancyCases);
    // The seeded organisation itself does see its data, so "nothing" above is meaningful.
    const res = await t.app.inject({ method: 'GET', url: '/organisation/summary', headers: await t.headers(ORG_A_USER) });
    expect(res.json()).toEqual({ contacts: 1, companies: 1, pipelines: 1 });
  });
});

describe('the tenancy helper itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      configure(app) {
        // A route with no case, and one that bypasses the tenant scope.
        app.get('/uncovered/:id', async () => ({}));
        app.get('/leaky/summary', async () => {
          const rows = await app.db.db.selectFrom('contacts').select(['id', 'last']).execute();
          return { contacts: rows.length, rows };
        });
      },
    });
  });
  afterAll(() => t.close());

  it('fails when a registered route has no case', () => {
    expect(() => assertEveryRouteCovered(t.app.routeCatalog, tenancyCases)).toThrow(/GET \/uncovered\/:id/);
  });

  it('fails when a case names a route that does not exist', () => {
    const cases = [
      ...tenancyCases,
      { route: 'GET /uncovered/:id', url: () => '/uncovered/x', expect: 'empty' } as const,
      { route: 'GET /leaky/summary', url: () => '/leaky/summary', expect: 'zero' } as const,
      { route: 'GET /nowhere', url: () => '/nowhere', expect: 'not-found' } as const,
    ];
    expect(() => assertEveryRouteCovered(t.app.routeCatalog, cases)).toThrow(/GET \/nowhere/);
  });

  it('catches a route that reads across organisations', async () => {
    const cases = [
      ...tenancyCases,
      { route: 'GET /uncovered/:id', url: () => '/uncovered/x', expect: 'empty' } as const,
      { route: 'GET /leaky/summary', url: () => '/leaky/summary', expect: 'zero' } as const,
    ];
    await expect(checkTenancy(t, cases)).rejects.toThrow(/GET \/leaky\/summary.*organisation A's data/);
  });
});
