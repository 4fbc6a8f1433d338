// POST /contacts/merge: the values the primary keeps, everything that moves to it (notes, files,
// activities, the deal, history, the timeline), the email rule, record access, tenancy and
// hostile bodies (test/duplicates-merge-undo.test.ts: the undo).
import { MERGE_MAX } from '@meridian/contract';
import { tenantScope } from '../src/db/tenant-scope';
import { createTestApp, type TestApp } from './helpers/app';
import { mergeFixtures } from './helpers/merge-fixtures';
import { insertContact } from './helpers/duplicates';
import { teamOf } from './helpers/record-access';
import { snapshotOrganisation } from './helpers/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, ok, freshOrg, person, merge, undo } = mergeFixtures(() => t, 'merge');
const ids = (list: { id: string }[]) => list.map((x) => x.id).sort();

describe('POST /contacts/merge', () => {
  it("keeps the primary's values filled from the others, unites the tags and moves everything to it", async () => {
    const { user, scope } = await freshOrg();
    const p = await person(user, scope);
    const timelineBefore = (await ok(call(user, 'GET', `/contacts/${p.second}/timeline`))).events.length as number;

    const answer = await ok(merge(user, { primary_id: p.primary, ids: [p.second, p.third], values: { email: p.second } }));
    expect(answer).toEqual({ contact: expect.any(Object), merged: 2, batch_id: expect.any(String), undo_until: expect.any(String) });
    expect(answer.contact).toMatchObject({
      id: p.primary,
      first: 'Chloe', // the primary's
      last: 'Dubois',
      email: 'chloe.dubois@fabrikam.test', // chosen
      phone: '+33 1 23 45 67 89', // the primary has none: the first other's
      company: 'Fabrikam SA',
      company_id: p.company,
      company_name: 'Fabrikam',
      tags: 'VIP, lead, Partner, new',
      owner_id: user.sub,
      stage_name: p.stages[1]!.name, // the second's deal: the primary had none
    });
    // The keys follow the values.
    const keys = await scope.selectFrom('contacts').select(['email_key', 'phone_key', 'name_key']).where('id', '=', p.primary).executeTakeFirstOrThrow();
    expect(keys).toEqual({ email_key: 'chloe.dubois@fabrikam.test', phone_key: '33123456789', name_key: 'chloe dubois @ fabrikam' });

    for (const gone of [p.second, p.third]) expect((await call(user, 'GET', `/contacts/${gone}`)).status).toBe(404);
    const notes = (await ok(call(user, 'GET', `/contacts/${p.primary}/notes`))).notes.map((n: { body: string }) => n.body).sort();
    expect(notes).toEqual(['Primary note', 'Second note', 'Third note']);
    const files = (await ok(call(user, 'GET', `/contacts/${p.primary}/attachments`))).attachments;
    expect(files.map((f: { filename: string }) => f.filename)).toEqual(['brief.txt']);
    const activities = (await ok(call(user, 'GET', `/activities?contact_id=${p.primary}`))).activities as { id: string; deal_contact_id: string | null }[];
    expect(ids(activities)).toEqual([p.onSecond, p.onThird].sort());
    // The third's deal stays with it (one pipeline place per contact); its activity follows the primary's deal.
    expect(activities.every((a) => a.deal_contact_id === p.primary)).toBe(true);
    const deal = await ok(call(user, 'GET', `/pipeline/${p.primary}/deal`));
    expect(deal.deal).toMatchObject({ value: '1200.00', currency: 'EUR' });
    const stayed = await scope.selectFrom('pipeline_entries').select('contact_id').where('contact_id', '=', p.third).execute();
    expect(stayed).toHaveLength(1);
    // History and timeline: the others' show on the primary's.
    const history = (await ok(call(user, 'GET', `/pipeline/${p.primary}/history`))).history as unknown[];
    expect(history.length).toBeGreaterThanOrEqual(3);
    const timeline = (await ok(call(user, 'GET', `/contacts/${p.primary}/timeline?limit=200`))).events as {
      action: string;
      record_type: string;
      details: object;
    }[];
    expect(timeline.length).toBeGreaterThan(timelineBefore);
    expect(timeline[0]).toMatchObject({
      action: 'merged',
      record_type: 'contact',
      details: { count: 2, merged: 'Chloé D., C Dubois', merged_ids: `${p.second},${p.third}` },
    });
    expect(timeline.filter((e) => e.record_type === 'note' && e.action === 'created')).toHaveLength(3);
    // The group is gone from the finder.
    expect((await ok(call(user, 'GET', '/contacts/duplicates'))).groups).toEqual([]);
  });

  it("lets any value come from any of the merged records, and an empty primary take the others'", async () => {
    const { user, scope } = await freshOrg();
    const a = await insertContact(scope, { first: '', last: '', email: 'a@x.test' });
    const b = await insertContact(scope, { first: 'Bea', last: 'Bee', email: 'b@x.test', phone: '111 222 333', company: 'Globex' });
    const c = await insertContact(scope, { first: 'Cee', last: 'Sea', email: 'c@x.test', phone: '999 888 777' });
    const { contact } = await ok(merge(user, { primary_id: a, ids: [b, c], values: { phone: c, last: c, company: a } }));
    expect(contact).toMatchObject({ first: 'Bea', last: 'Sea', email: 'a@x.test', phone: '999 888 777', company: null, tags: null });
  });

  it('refuses an email another live contact holds, naming it; any of the merged ones may be kept', async () => {
    const { user, scope } = await freshOrg();
    const a = await insertContact(scope, { email: 'a@x.test' });
    const b = await insertContact(scope, { email: 'b@x.test' });
    const other = await insertContact(scope, { first: 'Otto', last: 'Other', email: 'B@X.test' });
    const before = await snapshotOrganisation(t.db, user.org);
    const res = await merge(user, { primary_id: a, ids: [b], values: { email: b } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Otto Other already has this email', code: 'email_taken', params: { name: 'Otto Other', id: other } });
    expect(await snapshotOrganisation(t.db, user.org)).toEqual(before);
    expect((await ok(merge(user, { primary_id: a, ids: [b] }))).contact.email).toBe('a@x.test');
  });

  it('answers 404 for a record of another organisation, a deleted or an unknown one, and moves nothing', async () => {
    const { user, scope } = await freshOrg();
    const other = await freshOrg();
    const a = await insertContact(scope, { email: 'a@x.test' });
    const b = await insertContact(scope, { email: 'b@x.test' });
    const deleted = await insertContact(scope, { email: 'd@x.test', deleted_at: new Date().toISOString() });
    const foreign = await insertContact(other.scope, { email: 'f@x.test' });
    await ok(call(other.user, 'POST', `/contacts/${foreign}/notes`, { body: 'Not yours' }), 201);
    const mine = await snapshotOrganisation(t.db, user.org);
    const theirs = await snapshotOrganisation(t.db, other.user.org);
    for (const body of [
      { primary_id: a, ids: [foreign] },
      { primary_id: foreign, ids: [a] },
      { primary_id: a, ids: [b, deleted] },
      { primary_id: a, ids: ['not-an-id'] },
      { primary_id: a, ids: [b], values: { email: foreign } },
    ]) {
      const res = await merge(user, body);
      const expected = 'values' in body ? 400 : 404;
      expect([res.status, res.body.code]).toEqual([expected, expected === 404 ? 'merge_record_not_found' : 'merge_value_source']);
    }
    expect(await snapshotOrganisation(t.db, user.org)).toEqual(mine);
    expect(await snapshotOrganisation(t.db, other.user.org)).toEqual(theirs);
  });

  it('refuses hostile bodies before touching anything', async () => {
    const { user, scope } = await freshOrg();
    const a = await insertContact(scope, { email: 'a@x.test' });
    const b = await insertContact(scope, { email: 'b@x.test' });
    const before = await snapshotOrganisation(t.db, user.org);
    const many = Array.from({ length: MERGE_MAX }, (_, i) => `id-${i}`);
    const cases: [object, number, string][] = [
      [{ primary_id: a, ids: many }, 400, 'validation_failed'],
      [{ primary_id: a, ids: [] }, 400, 'validation_failed'],
      [{ primary_id: a, ids: [b, b] }, 400, 'validation_failed'],
      [{ primary_id: a, ids: [b, a] }, 400, 'merge_primary_in_ids'],
      [{ primary_id: a, ids: [b], values: { email: 'someone-else' } }, 400, 'merge_value_source'],
      [{ primary_id: a, ids: [b], values: { mail: b } }, 400, 'field_unknown'],
      [{ primary_id: a, ids: [b], org_slug: 'elsewhere' }, 400, 'field_unknown'],
      [{ primary_id: a, ids: [123, { $ne: null }] }, 400, 'validation_failed'],
      [{ primary_id: a, ids: ["' OR 1=1 --", '<script>alert(1)</script>'] }, 404, 'merge_record_not_found'],
      // One id sent alone is read as a list of one (the schema's coercion): it names no contact.
      [{ primary_id: a, ids: 'b' }, 404, 'merge_record_not_found'],
    ];
    for (const [body, status, code] of cases) {
      const res = await merge(user, body);
      expect([JSON.stringify(body), res.status, res.body.code]).toEqual([JSON.stringify(body), status, code]);
    }
    expect(await snapshotOrganisation(t.db, user.org)).toEqual(before);
  });
});

describe('record access', () => {
  it('lets a member merge only records they may change: 403 for one they only see, 404 for one they do not; read-only is refused', async () => {
    const team = teamOf(`merge-ra-${Date.now().toString(36)}`);
    const { mia, max, rita } = team.users;
    const scope = tenantScope(t.db.db, team.org, t.db.dialect);
    for (const u of [team.owner, ...Object.values(team.users)]) await ok(call(u, 'GET', '/me'));
    const mia1 = await insertContact(scope, { email: 'm1@x.test', owner_id: mia.sub });
    const mia2 = await insertContact(scope, { email: 'm2@x.test', owner_id: mia.sub });
    const max1 = await insertContact(scope, { email: 'x1@x.test', owner_id: max.sub });
    const before = await snapshotOrganisation(t.db, team.org);

    await ok(call(team.owner, 'PUT', '/organisation/settings', { record_access: 'everyone_reads' }));
    const reads = await snapshotOrganisation(t.db, team.org);
    expect((await merge(mia, { primary_id: mia1, ids: [max1] })).body.code).toBe('record_forbidden');
    expect((await merge(max, { primary_id: mia1, ids: [mia2] })).status).toBe(403);
    expect((await merge(rita, { primary_id: mia1, ids: [mia2] })).body.code).toBe('role_forbidden');

    await ok(call(team.owner, 'PUT', '/organisation/settings', { record_access: 'owners_only' }));
    const owners = await snapshotOrganisation(t.db, team.org);
    const unseen = await merge(mia, { primary_id: mia1, ids: [max1] });
    expect([unseen.status, unseen.body.code]).toEqual([404, 'merge_record_not_found']);
    expect(await snapshotOrganisation(t.db, team.org)).toEqual(owners);
    expect(reads.contacts).toEqual(before.contacts);

    const { batch_id: batchId } = await ok(merge(mia, { primary_id: mia1, ids: [mia2] }));
    // Max does not see the primary: the batch is not one he can undo.
    expect((await undo(max, batchId)).status).toBe(410);
    expect((await undo(rita, batchId)).body.code).toBe('role_forbidden');
    expect((await ok(undo(mia, batchId))).restored).toBe(1);
  });
});
