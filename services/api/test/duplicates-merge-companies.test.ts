// POST /companies/merge and its undo: the primary keeps its values filled from the others, takes
// their contacts (deleted ones too), activities and timeline; the undo puts back exactly what was.
import { createTestApp, type TestApp } from './helpers/app';
import { insertCompany, insertContact } from './helpers/duplicates';
import { mergeFixtures } from './helpers/merge-fixtures';
import { teamOf } from './helpers/record-access';
import { snapshotOrganisation } from './helpers/seed';
import { tenantScope, type TenantScope } from '../src/db/tenant-scope';
import type { TestUser } from './helpers/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, ok, freshOrg } = mergeFixtures(() => t, 'cmerge');
const merge = (user: TestUser, body: object) => call(user, 'POST', '/companies/merge', body);
const undo = (user: TestUser, batchId: string) => call(user, 'POST', `/companies/merge/${batchId}/undo`);

/** Fabrikam entered three times (with their keys, as every write path stores them), each with contacts, an activity or a history of its own. */
async function fabrikam(user: TestUser, scope: TenantScope) {
  const primary = await insertCompany(scope, { name: 'Fabrikam', industry: 'Software', owner_id: user.sub });
  const second = await insertCompany(scope, { name: 'Fabrikam, Inc.', website: 'https://www.fabrikam.com', phone: '+1 555 0100', owner_id: user.sub });
  const third = await insertCompany(scope, { name: 'FABRIKAM', website: 'fabrikam.org', description: 'The old entry' });
  await ok(call(user, 'PUT', `/companies/${second}`, { industry: 'Hardware', size: 'large' }));
  const contact = async (first: string, company: string) =>
    (await ok(call(user, 'POST', '/contacts', { first, last: 'Worker', email: `${first.toLowerCase()}@fabrikam.test`, company_id: company }), 201))
      .id as string;
  const onPrimary = await contact('Pia', primary);
  const onSecond = await contact('Sam', second);
  const gone = await contact('Gus', second);
  await ok(call(user, 'DELETE', `/contacts/${gone}`), 204);
  const onThird = await contact('Tom', third);
  const activity = (await ok(call(user, 'POST', '/activities', { type: 'meeting', subject: 'Visit', due_at: '2030-01-01T10:00:00Z', company_id: third }), 201))
    .id as string;
  return { primary, second, third, onPrimary, onSecond, gone, onThird, activity };
}

describe('POST /companies/merge', () => {
  it("keeps the primary's values filled from the others and moves their contacts, activities and timeline to it", async () => {
    const { user, scope } = await freshOrg();
    const f = await fabrikam(user, scope);
    expect((await ok(call(user, 'GET', '/duplicates/counts'))).companies).toBe(1);

    const answer = await ok(merge(user, { primary_id: f.primary, ids: [f.second, f.third], values: { description: f.third, industry: f.second } }));
    expect(answer).toEqual({ company: expect.any(Object), merged: 2, batch_id: expect.any(String), undo_until: expect.any(String) });
    expect(answer.company).toMatchObject({
      id: f.primary,
      name: 'Fabrikam',
      website: 'https://www.fabrikam.com',
      phone: '+1 555 0100',
      size: 'large',
      industry: 'Hardware',
      description: 'The old entry',
      owner_id: user.sub,
      contact_count: 3,
    });
    for (const gone of [f.second, f.third]) expect((await call(user, 'GET', `/companies/${gone}`)).status).toBe(404);
    const contacts = (await ok(call(user, 'GET', `/contacts?company_id=${f.primary}`))).contacts as { id: string; company_name: string }[];
    expect(contacts.map((c) => c.id).sort()).toEqual([f.onPrimary, f.onSecond, f.onThird].sort());
    expect(contacts.every((c) => c.company_name === 'Fabrikam')).toBe(true);
    // A deleted contact follows too: restored, it is the primary's.
    await ok(call(user, 'POST', '/contacts/restore', { ids: [f.gone] }));
    expect((await ok(call(user, 'GET', `/contacts/${f.gone}`))).company_id).toBe(f.primary);
    const activities = (await ok(call(user, 'GET', `/activities?company_id=${f.primary}`))).activities as { id: string }[];
    expect(activities.map((a) => a.id)).toEqual([f.activity]);
    const timeline = (await ok(call(user, 'GET', `/companies/${f.primary}/timeline?limit=200`))).events as {
      action: string;
      record_id: string;
      details: object;
    }[];
    expect(timeline.find((e) => e.action === 'merged')).toMatchObject({ record_id: f.primary, details: { count: 2, merged: 'Fabrikam, Inc., FABRIKAM' } });
    // The others' own events and their contacts' are on the primary's timeline now.
    expect(timeline.some((e) => e.action === 'updated' && e.record_id === f.second)).toBe(true);
    expect(timeline.filter((e) => e.action === 'created' && [f.onSecond, f.onThird, f.gone].includes(e.record_id))).toHaveLength(3);
    expect((await ok(call(user, 'GET', '/companies/duplicates'))).groups).toEqual([]);
  });

  it('refuses records of another organisation, unknown ids and values from elsewhere, moving nothing', async () => {
    const { user, scope } = await freshOrg();
    const other = await freshOrg();
    const a = await insertCompany(scope, { name: 'Acme' });
    const b = await insertCompany(scope, { name: 'Acme Ltd' });
    const foreign = await insertCompany(other.scope, { name: 'Acme' });
    await insertContact(other.scope, { email: 'x@acme.test', company_id: foreign });
    const mine = await snapshotOrganisation(t.db, user.org);
    const theirs = await snapshotOrganisation(t.db, other.user.org);
    for (const [body, status, code] of [
      [{ primary_id: a, ids: [foreign] }, 404, 'merge_record_not_found'],
      [{ primary_id: foreign, ids: [a] }, 404, 'merge_record_not_found'],
      [{ primary_id: a, ids: ['not-a-uuid'] }, 404, 'merge_record_not_found'],
      [{ primary_id: a, ids: [b], values: { name: foreign } }, 400, 'merge_value_source'],
      [{ primary_id: a, ids: [a] }, 400, 'merge_primary_in_ids'],
      [{ primary_id: a, ids: [b], values: { tags: b } }, 400, 'field_unknown'],
    ] as const) {
      const res = await merge(user, body);
      expect([JSON.stringify(body), res.status, res.body.code]).toEqual([JSON.stringify(body), status, code]);
    }
    expect(await snapshotOrganisation(t.db, user.org)).toEqual(mine);
    expect(await snapshotOrganisation(t.db, other.user.org)).toEqual(theirs);
  });

  it('needs every company to be one the member may change', async () => {
    const team = teamOf(`cmerge-ra-${Date.now().toString(36)}`);
    const { mia, max, rita } = team.users;
    const scope = tenantScope(t.db.db, team.org, t.db.dialect);
    for (const u of [team.owner, mia, max, rita]) await ok(call(u, 'GET', '/me'));
    const miaCompany = await insertCompany(scope, { name: 'Zephyr', owner_id: mia.sub });
    const maxCompany = await insertCompany(scope, { name: 'Zephyr Ltd', owner_id: max.sub });
    await ok(call(team.owner, 'PUT', '/organisation/settings', { record_access: 'everyone_reads' }));
    expect((await merge(mia, { primary_id: miaCompany, ids: [maxCompany] })).body.code).toBe('record_forbidden');
    expect((await merge(rita, { primary_id: miaCompany, ids: [maxCompany] })).body.code).toBe('role_forbidden');
    await ok(call(team.owner, 'PUT', '/organisation/settings', { record_access: 'owners_only' }));
    expect((await merge(mia, { primary_id: miaCompany, ids: [maxCompany] })).body.code).toBe('merge_record_not_found');
    expect((await merge(team.owner, { primary_id: miaCompany, ids: [maxCompany] })).status).toBe(200);
  });
});

describe('POST /companies/merge/:batchId/undo', () => {
  it('puts back exactly what was there, once, and not after its time', async () => {
    const { user, scope } = await freshOrg();
    const f = await fabrikam(user, scope);
    const before = await snapshotOrganisation(t.db, user.org);
    const { batch_id: batchId } = await ok(merge(user, { primary_id: f.primary, ids: [f.second, f.third], values: { name: f.second } }));
    // A company batch is not a contact batch.
    expect((await call(user, 'POST', `/contacts/merge/${batchId}/undo`)).status).toBe(410);

    expect(await ok(undo(user, batchId))).toEqual({ restored: 2, primary_id: f.primary });
    const after = await snapshotOrganisation(t.db, user.org);
    const known = new Set(before.audit_events.map((e) => (e as { id: string }).id));
    expect(after.audit_events.filter((e) => !known.has((e as { id: string }).id)).map((e) => (e as { action: string }).action)).toEqual([
      'merged',
      'merge_undone',
    ]);
    after.audit_events = after.audit_events.filter((e) => known.has((e as { id: string }).id));
    const touched = (rows: unknown[]) => rows.map((c) => ((c as { id: string }).id === f.primary ? { ...(c as object), updated_at: 'undo' } : c));
    after.companies = touched(after.companies);
    before.companies = touched(before.companies);
    expect(after).toEqual(before);
    expect((await undo(user, batchId)).status).toBe(410);

    const late = (await ok(merge(user, { primary_id: f.primary, ids: [f.second] }))).batch_id as string;
    await scope
      .updateTable('merge_batches')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', late)
      .execute();
    const res = await undo(user, late);
    expect([res.status, res.body.code]).toEqual([410, 'undo_expired']);
    expect((await call(user, 'GET', `/companies/${f.second}`)).status).toBe(404);
  });
});
