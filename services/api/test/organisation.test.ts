import { createTestApp, type TestApp } from './helpers/app';
import { seedOrganisation } from './helpers/seed';
import { alice, bob } from './helpers/tokens';
import { tenantScope } from '../src/db/tenant-scope';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function summary(user = alice) {
  const res = await t.app.inject({ method: 'GET', url: '/organisation/summary', headers: await t.headers(user) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /organisation/summary', () => {
  it('counts the caller’s organisation only, ignoring soft-deleted records', async () => {
    expect(await summary()).toEqual({ contacts: 0, companies: 0, pipelines: 0 });
    await seedOrganisation(t.db, alice.org);
    const second = await seedOrganisation(t.db, alice.org);
    await seedOrganisation(t.db, bob.org);
    expect(await summary()).toEqual({ contacts: 2, companies: 2, pipelines: 2 });

    const scope = tenantScope(t.db.db, alice.org, t.db.dialect);
    await scope.updateTable('contacts').set({ deleted_at: new Date().toISOString() }).where('id', '=', second.contactId).execute();
    expect(await summary()).toEqual({ contacts: 1, companies: 2, pipelines: 2 });
    expect(await summary(bob)).toEqual({ contacts: 1, companies: 1, pipelines: 1 });
  });
});
