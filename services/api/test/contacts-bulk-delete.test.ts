// POST /contacts/bulk-delete deletes what the contact list's filters match, and
// POST /contacts/bulk-delete/:batchId/undo brings back exactly those contacts, once, in time.
import { uuidv7 } from 'uuidv7';
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { alice, bob, type TestUser } from './helpers/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let orgs = 0;
/** Each test in an organisation of its own (tokens are signed for any user). */
function freshOrg(base: TestUser = alice) {
  const user = { ...base, sub: `${base.sub}-${++orgs}`, org: `bulk-${orgs}-${base.org}` };
  return { user, api: contactsApi(t, user) };
}

type Api = ReturnType<typeof contactsApi>;

/** Contacts written straight into the database, 500 rows a statement. */
async function seed(api: Api, n: number, fields: (i: number) => Record<string, string | null> = () => ({})): Promise<string[]> {
  const now = new Date().toISOString();
  const rows = Array.from({ length: n }, (_, i) => ({ id: uuidv7(), first: `First${i}`, last: `Last${i}`, created_at: now, updated_at: now, ...fields(i) }));
  for (let i = 0; i < rows.length; i += 500) await api.scope.insertInto('contacts', rows.slice(i, i + 500)).execute();
  return rows.map((r) => r.id);
}

async function bulkDelete(api: Api, body: object) {
  const res = await api.call('POST', '/contacts/bulk-delete', body);
  if (res.statusCode !== 200) throw new Error(`bulk delete answered ${res.statusCode}: ${res.body}`);
  return res.json() as { deleted: number; batch_id: string | null; undo_until: string | null };
}

const undo = (api: Api, batchId: string) => api.call('POST', `/contacts/bulk-delete/${batchId}/undo`);

async function liveIds(api: Api, query = ''): Promise<string[]> {
  const list = await api.list(`limit=200${query ? `&${query}` : ''}`);
  return list.contacts.map((c: { id: string }) => c.id).sort();
}

const total = async (api: Api, query = '') => (await api.list(query)).pagination.totalCount as number;

describe('POST /contacts/bulk-delete', () => {
  it('deletes every contact the search matches except the unticked ones, and Undo brings back the same ones', async () => {
    const { api } = freshOrg();
    const acme = await seed(api, 5, (i) => ({ email: `x${i}@acme.test`, company: 'Acme' }));
    const others = await seed(api, 3, () => ({ company: 'Globex' }));
    const kept = acme[0];
    const note = await api.addNote(acme[1], 'kept through the delete');

    const result = await bulkDelete(api, { search: 'acme', except_ids: [kept] });
    expect(result).toEqual({ deleted: 4, batch_id: expect.any(String), undo_until: expect.any(String) });
    expect(Date.parse(result.undo_until!)).toBeGreaterThan(Date.now());
    expect(await liveIds(api)).toEqual([kept, ...others].sort());
    expect(await total(api)).toBe(4);

    const res = await undo(api, result.batch_id!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ restored: 4, not_restored: 0, not_restored_contacts: [] });
    expect(await liveIds(api)).toEqual([...acme, ...others].sort());
    expect(await total(api)).toBe(8);
    const notes = await api.call('GET', `/contacts/${acme[1]}/notes`);
    expect(notes.json().notes.map((n: { id: string }) => n.id)).toEqual([note.id]);

    // Once only.
    const again = await undo(api, result.batch_id!);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'This delete can no longer be undone', code: 'undo_expired' });
  });

  it('limits the delete to the linked, live company like the list does', async () => {
    const { api } = freshOrg();
    const companyId = await api.company('Initech');
    const linked = await seed(api, 3, () => ({ company_id: companyId }));
    const unlinked = await seed(api, 2);

    expect((await bulkDelete(api, { company_id: companyId })).deleted).toBe(3);
    expect(await liveIds(api)).toEqual(unlinked.sort());
    expect(linked).toHaveLength(3);

    // A deleted company lists no contacts, so "all matching" matches none.
    const other = await api.company('Umbrella');
    await seed(api, 2, () => ({ company_id: other }));
    await api.setCompanyDeleted(other, true);
    expect(await bulkDelete(api, { company_id: other })).toEqual({ deleted: 0, batch_id: null, undo_until: null });
    expect(await total(api)).toBe(4);
  });

  it('leaves contacts deleted before it alone, and its Undo never revives one deleted again since', async () => {
    const { api } = freshOrg();
    const [deletedBefore, restoredThenDeleted, ...rest] = await seed(api, 5);
    await api.remove(deletedBefore);

    const result = await bulkDelete(api, {});
    expect(result.deleted).toBe(4);
    // Restored one by one (another Undo), then deleted on its own: no longer part of the batch.
    expect(await api.restore([restoredThenDeleted])).toBe(1);
    await api.remove(restoredThenDeleted);

    expect((await undo(api, result.batch_id!)).json()).toEqual({ restored: 3, not_restored: 0, not_restored_contacts: [] });
    expect(await liveIds(api)).toEqual(rest.sort());
  });

  it('deletes and restores thousands of contacts in one statement each', async () => {
    const { api } = freshOrg();
    await seed(api, 2_500, (i) => ({ company: i % 2 ? 'Odd Ltd' : 'Even Ltd' }));
    const result = await bulkDelete(api, { search: 'odd' });
    expect(result.deleted).toBe(1_250);
    expect(await total(api)).toBe(1_250);
    expect(await total(api, 'search=odd')).toBe(0);
    expect((await undo(api, result.batch_id!)).json()).toEqual({ restored: 1_250, not_restored: 0, not_restored_contacts: [] });
    expect(await total(api, 'search=odd')).toBe(1_250);
    expect(await total(api)).toBe(2_500);
  });

  it('refuses an Undo after the batch has expired, and forgets expired batches', async () => {
    const { api } = freshOrg();
    await seed(api, 2);
    const result = await bulkDelete(api, {});
    await api.scope
      .updateTable('contact_delete_batches')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .execute();

    expect((await undo(api, result.batch_id!)).statusCode).toBe(404);
    expect(await api.scope.selectFrom('contact_delete_batches').select('id').execute()).toEqual([]);
    expect(await total(api)).toBe(0);
  });

  it('never lets another organisation undo or touch a batch', async () => {
    const a = freshOrg(alice);
    const b = freshOrg(bob);
    const aIds = await seed(a.api, 3, () => ({ company: 'Shared Name' }));
    const bIds = await seed(b.api, 2, () => ({ company: 'Shared Name' }));

    const result = await bulkDelete(a.api, { search: 'shared' });
    expect(result.deleted).toBe(3);
    expect(await liveIds(b.api)).toEqual(bIds.sort());

    const stolen = await undo(b.api, result.batch_id!);
    expect(stolen.statusCode).toBe(404);
    expect(await total(a.api)).toBe(0);
    // B deleting "everything" deletes only B's, and A's batch still undoes.
    expect((await bulkDelete(b.api, {})).deleted).toBe(2);
    expect((await undo(a.api, result.batch_id!)).json()).toEqual({ restored: 3, not_restored: 0, not_restored_contacts: [] });
    expect(await liveIds(a.api)).toEqual(aIds.sort());
    expect(await total(b.api)).toBe(0);
  });

  it('refuses more unticked ids than a list holds, and unknown batch ids', async () => {
    const { api } = freshOrg();
    const res = await api.call('POST', '/contacts/bulk-delete', { except_ids: Array.from({ length: 10_001 }, (_, i) => `id-${i}`) });
    expect(res.statusCode).toBe(400);
    expect((await undo(api, 'no-such-batch')).statusCode).toBe(404);
  });
});
