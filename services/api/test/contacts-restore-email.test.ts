// A restore never brings back a contact whose email a live contact has now (one contact per
// email, docs/ARCHITECTURE.md §5): POST /contacts/restore (the Undo of deleting a selection) and
// the Undo of a bulk delete restore the others and say which were left deleted and why.
import { NOT_RESTORED_SHOWN } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { requester, seedTeam, teamOf } from './helpers/record-access';
import { alice, type TestUser } from './helpers/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let orgs = 0;
function freshOrg(base: TestUser = alice) {
  const user = { ...base, sub: `${base.sub}-${++orgs}`, org: `restore-email-${orgs}-${base.org}` };
  return { user, api: contactsApi(t, user) };
}

type Api = ReturnType<typeof contactsApi>;
const restore = async (api: Api, ids: string[]) => {
  const res = await api.call('POST', '/contacts/restore', { ids });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const bulkDelete = async (api: Api, search: string) => (await api.call('POST', '/contacts/bulk-delete', { search })).json().batch_id as string;
const undo = async (api: Api, batchId: string) => {
  const res = await api.call('POST', `/contacts/bulk-delete/${batchId}/undo`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const live = async (api: Api, search: string) => (await api.list(`search=${search}`)).contacts.map((c: { id: string }) => c.id).sort();

describe('POST /contacts/restore', () => {
  it('restores the others and names the live contact that has the email now', async () => {
    const { api } = freshOrg();
    const old = await api.create({ first: 'Old', last: 'Chloe', email: 'chloe@single.test' });
    const other = await api.create({ first: 'Other', last: 'One', email: 'other@single.test' });
    await api.remove(old.id);
    await api.remove(other.id);
    const now = await api.create({ first: 'New', last: 'Chloe', email: 'CHLOE@single.test' });

    expect(await restore(api, [old.id, other.id])).toEqual({
      restored: 1,
      not_restored: 1,
      not_restored_contacts: [{ id: old.id, email: 'chloe@single.test', code: 'email_taken', params: { name: 'New Chloe', id: now.id } }],
    });
    expect(await live(api, 'single')).toEqual([now.id, other.id].sort());
    // Once the new one is gone, the old one may come back.
    await api.remove(now.id);
    expect(await restore(api, [old.id])).toMatchObject({ restored: 1, not_restored: 0, not_restored_contacts: [] });
  });

  it('brings back together contacts that shared an email before the rule: they were live together', async () => {
    const { api } = freshOrg();
    const now = new Date().toISOString();
    const twins = [uuidv7(), uuidv7()];
    await api.scope
      .insertInto(
        'contacts',
        twins.map((id, i) => ({ id, first: `Twin${i}`, last: 'Pair', email: 'twins@pair.test', created_at: now, updated_at: now })),
      )
      .execute();
    for (const id of twins) await api.remove(id);
    expect(await restore(api, twins)).toMatchObject({ restored: 2, not_restored: 0 });
  });

  it('does not name a contact the caller cannot see (owners_only)', async () => {
    const team = teamOf('restore-email-owners');
    await seedTeam(t, team, 'owners_only');
    const call = requester(t);
    const max = team.users.max;
    const mine = (await call(max, 'POST', '/contacts', { first: 'Max', last: 'Own', email: 'shared@restore.test' })).body.id;
    expect((await call(max, 'DELETE', `/contacts/${mine}`)).status).toBe(204);
    expect((await call(team.users.mia, 'POST', '/contacts', { first: 'Mia', last: 'Own', email: 'Shared@restore.test' })).status).toBe(201);
    const res = await call(max, 'POST', '/contacts/restore', { ids: [mine] });
    expect(res.body).toEqual({
      restored: 0,
      not_restored: 1,
      not_restored_contacts: [{ id: mine, email: 'shared@restore.test', code: 'email_taken_hidden' }],
    });
    expect(res.text).not.toMatch(/Mia/);
  });
});

describe('the Undo of a bulk delete', () => {
  it('restores the others and says which stay deleted, whose email a live contact has now', async () => {
    const { api } = freshOrg();
    const batch = [];
    for (const i of [0, 1, 2]) batch.push((await api.create({ first: `Bulk${i}`, last: 'Wave', email: `bulk${i}@wave.test` })).id);
    const batchId = await bulkDelete(api, 'wave');
    const newer = await api.create({ first: 'Newer', last: 'Holder', email: 'BULK1@Wave.test' });

    expect(await undo(api, batchId)).toEqual({
      restored: 2,
      not_restored: 1,
      not_restored_contacts: [{ id: batch[1], email: 'bulk1@wave.test', code: 'email_taken', params: { name: 'Newer Holder', id: newer.id } }],
    });
    expect(await live(api, 'wave')).toEqual([batch[0], batch[2], newer.id].sort());
    const event = await api.scope.selectFrom('audit_events').select('details').where('action', '=', 'bulk_restored').executeTakeFirstOrThrow();
    expect(JSON.parse(event.details!)).toEqual({ count: 2, not_restored: 1 });
  });

  it(`counts every contact left deleted and names the first ${NOT_RESTORED_SHOWN}, oldest first`, async () => {
    const { api } = freshOrg();
    const now = Date.now();
    const n = NOT_RESTORED_SHOWN + 5;
    const rows = Array.from({ length: n }, (_, i) => ({
      id: uuidv7(),
      first: `Many${i}`,
      last: 'Crowd',
      email: `many${i}@crowd.test`,
      created_at: new Date(now - (n - i) * 1000).toISOString(),
      updated_at: new Date(now).toISOString(),
    }));
    await api.scope.insertInto('contacts', rows).execute();
    const batchId = await bulkDelete(api, 'crowd');
    // The same file imported again meanwhile: every email is a live contact's again.
    await api.scope
      .insertInto(
        'contacts',
        rows.map((row) => ({ ...row, id: uuidv7(), email: row.email.toUpperCase() })),
      )
      .execute();
    const answer = await undo(api, batchId);
    expect(answer).toMatchObject({ restored: 0, not_restored: n });
    expect(answer.not_restored_contacts.map((c: { id: string }) => c.id)).toEqual(rows.slice(0, NOT_RESTORED_SHOWN).map((row) => row.id));
  });
});
