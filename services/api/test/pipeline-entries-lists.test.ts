// A contact in two pipelines is still one contact: listed, counted, filtered, bulk edited and merged
// once; its badge is its primary entry's stage (the default pipeline's, else its oldest).
import { createTestApp, type TestApp } from './helpers/app';
import { bulkEdit, freshOrg, seed, undoEdit, type Api } from './helpers/bulk-edit';
import type { TestUser } from './helpers/tokens';
import { addPipeline, defaultPipeline, type DefaultPipeline } from './pipeline-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Org {
  user: TestUser;
  api: Api;
  sales: DefaultPipeline;
  renewals: DefaultPipeline;
}

async function org(): Promise<Org> {
  const { user, api } = await freshOrg(t);
  return { user, api, sales: await defaultPipeline(t, user), renewals: await addPipeline(t, 'Renewals', user) };
}

async function add(api: Api, contactId: string, stageId: string, deal?: object) {
  const res = await api.call('POST', `/pipeline/${contactId}/add`, { stageId, ...(deal && { deal }) });
  expect(res.statusCode).toBe(201);
}

/** Each contact's entries as [pipeline, stage] ids, in id order of the entries. */
async function entries(api: Api, ids: readonly string[]) {
  const rows = await api.scope
    .selectFrom('pipeline_entries')
    .select(['contact_id', 'pipeline_id', 'stage_id'])
    .where('contact_id', 'in', ids)
    .orderBy('id')
    .execute();
  return ids.map((id) => rows.filter((r) => r.contact_id === id).map((r) => [r.pipeline_id, r.stage_id]));
}

describe('a contact in two pipelines', () => {
  it("is listed and counted once, with its primary entry's stage, whatever filter matches one or both entries", async () => {
    const { api, sales, renewals } = await org();
    const [both, salesOnly] = await seed(api, 2, (i) => ({ first: `Twice${i}` }));
    await add(api, both!, renewals.stages[0]!.id, { value: '10.00', currency: 'EUR' });
    await add(api, both!, sales.stages[2]!.id, { value: '20.00', currency: 'EUR' });
    await add(api, salesOnly!, sales.stages[0]!.id);

    const unfiltered = await api.list();
    expect(unfiltered.contacts.map((c: { id: string }) => c.id).sort()).toEqual([both, salesOnly].sort());
    expect(unfiltered.pagination.totalCount).toBe(2);
    const shown = unfiltered.contacts.find((c: { id: string }) => c.id === both);
    expect(shown).toMatchObject({ stage_id: sales.stages[2]!.id, stage_name: 'Proposal' });
    expect(await api.get(both!)).toMatchObject({ stage_id: sales.stages[2]!.id });

    for (const query of [
      'search=Twice0',
      `stage_id=${renewals.stages[0]!.id}`,
      'pipeline_status=open',
      'deal_currency=EUR',
      'deal_value_min=5&deal_currency=EUR',
      'sort_by=updated_at',
    ]) {
      const listed = await api.list(query);
      const ids = listed.contacts.map((c: { id: string }) => c.id);
      expect([query, ids.filter((id: string) => id === both).length]).toEqual([query, 1]);
      expect([query, listed.pagination.totalCount]).toEqual([query, ids.length]);
      expect(listed.contacts.find((c: { id: string }) => c.id === both)).toMatchObject({ stage_name: 'Proposal' });
    }
    expect((await api.list('pipeline_status=none')).contacts).toEqual([]);

    // Out of the default pipeline, the badge is the other entry's.
    await api.call('DELETE', `/pipeline/${both}/remove?pipeline_id=${sales.id}`);
    expect((await api.list('search=Twice0')).contacts[0]).toMatchObject({ stage_name: 'Due' });
  });

  it("bulk edit's stage adds contacts to the stage's pipeline or moves their entry there, leaving other pipelines alone; undo puts back", async () => {
    const { api, sales, renewals } = await org();
    const [inSales, inRenewals, inBoth] = await seed(api, 3);
    await add(api, inSales!, sales.stages[0]!.id);
    await add(api, inRenewals!, renewals.stages[0]!.id);
    await add(api, inBoth!, sales.stages[1]!.id);
    await add(api, inBoth!, renewals.stages[0]!.id);
    const ids = [inSales!, inRenewals!, inBoth!];
    const before = await entries(api, ids);

    const renewed = renewals.stages[1]!.id;
    const edit = await bulkEdit(api, { ids, change: { action: 'set_stage', stage_id: renewed } });
    expect(edit).toMatchObject({ total: 3, changed: 3 });
    expect(await entries(api, ids)).toEqual([
      [
        [sales.id, sales.stages[0]!.id],
        [renewals.id, renewed],
      ],
      [[renewals.id, renewed]],
      [
        [sales.id, sales.stages[1]!.id],
        [renewals.id, renewed],
      ],
    ]);
    expect((await undoEdit(api, edit.id)).json()).toMatchObject({ status: 'undone', undone: 3 });
    expect(await entries(api, ids)).toEqual(before);
  });

  it("a merge keeps one entry per pipeline: the primary takes a merged contact's entry in a pipeline it was not in; undo gives it back", async () => {
    const { api, sales, renewals } = await org();
    const [primary, merged] = await seed(api, 2, (i) => ({ email: `merge${i}@example.test` }));
    await add(api, primary!, sales.stages[0]!.id);
    await add(api, merged!, sales.stages[3]!.id);
    await add(api, merged!, renewals.stages[0]!.id);
    const before = await entries(api, [primary!, merged!]);
    const res = await api.call('POST', '/contacts/merge', { primary_id: primary, ids: [merged] });
    expect(res.statusCode).toBe(200);
    const after = await entries(api, [primary!, merged!]);
    expect(after[0]).toEqual([
      [sales.id, sales.stages[0]!.id],
      [renewals.id, renewals.stages[0]!.id],
    ]);
    expect(after[1]).toEqual([[sales.id, sales.stages[3]!.id]]);
    const status = await api.call('GET', `/pipeline/${primary}/status`);
    expect(status.json().entries).toHaveLength(2);
    expect((await api.call('POST', `/contacts/merge/${res.json().batch_id}/undo`)).statusCode).toBe(200);
    expect(await entries(api, [primary!, merged!])).toEqual(before);
  });
});
