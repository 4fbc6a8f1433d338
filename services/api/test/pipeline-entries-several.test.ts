// A contact in several pipelines, one entry each: add, move, remove, status, deal and history
// choose the entry by `pipeline_id` or act on the primary one (in the default pipeline, else the oldest).
import { markDefault } from '../src/repositories/pipeline-defaults';
import { defaultPipelineId } from '../src/repositories/primary-entry';
import { createTestApp, type TestApp } from './helpers/app';
import { bob } from './helpers/tokens';
import { addContact, addPipeline, caller, defaultPipeline, scopeOf, type DefaultPipeline } from './pipeline-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
let sales: DefaultPipeline;
let renewals: DefaultPipeline;
let lead: string;
let proposal: string;
let due: string;
let renewed: string;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  sales = await defaultPipeline(t);
  renewals = await addPipeline(t);
  [lead, , proposal] = sales.stages.map((s) => s.id) as [string, string, string];
  [due, renewed] = renewals.stages.map((s) => s.id) as [string, string];
});
afterAll(() => t.close());

/** A contact in Sales' Lead and Renewals' Due, added to Renewals first (so that entry is the oldest). */
async function inBoth(): Promise<string> {
  const id = await addContact(t, { first: 'Grace', last: 'Hopper' });
  expect((await call('POST', `/pipeline/${id}/add`, { stageId: due })).status).toBe(201);
  expect((await call('POST', `/pipeline/${id}/add`, { stageId: lead })).status).toBe(201);
  return id;
}

describe('a contact in two pipelines', () => {
  it('is added once per pipeline; a second add to the same pipeline names the stage there', async () => {
    const id = await inBoth();
    const again = await call('POST', `/pipeline/${id}/add`, { stageId: renewed });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_in_pipeline', params: { stage: 'Due' }, stageId: due, pipelineId: renewals.id });
  });

  it("answers the primary entry (the default pipeline's) and every entry, the primary first", async () => {
    const id = await inBoth();
    const status = (await call('GET', `/pipeline/${id}/status`)).body;
    expect(status).toMatchObject({ inPipeline: true, stageId: lead, pipelineId: sales.id });
    expect(status.entries.map((e: { pipelineName: string; stageName: string }) => [e.pipelineName, e.stageName])).toEqual([
      ['Default Sales Pipeline', 'Lead'],
      ['Renewals', 'Due'],
    ]);
    expect(status.entries[1]).toEqual({
      pipelineId: renewals.id,
      pipelineName: 'Renewals',
      stageId: due,
      stageName: 'Due',
      stageColor: '#0ea5e9',
      deal: expect.objectContaining({ value: null, owner_id: expect.any(String) }),
    });
    expect((await call('GET', `/pipeline/${id}/status?pipeline_id=${renewals.id}`)).body).toMatchObject({ stageId: due, pipelineId: renewals.id });
  });

  it('without an entry in the default pipeline, the oldest entry is the primary one', async () => {
    const id = await inBoth();
    await call('DELETE', `/pipeline/${id}/remove?pipeline_id=${sales.id}`);
    const third = await addPipeline(t, 'Partners');
    await call('POST', `/pipeline/${id}/add`, { stageId: third.stages[0]!.id });
    expect((await call('GET', `/pipeline/${id}/status`)).body).toMatchObject({ pipelineId: renewals.id, stageId: due });
  });

  it("moves the entry in the stage's pipeline, leaving the other where it is", async () => {
    const id = await inBoth();
    expect((await call('PUT', `/pipeline/${id}/move`, { stageId: renewed })).body).toMatchObject({ moved: true, stageId: renewed });
    expect((await call('PUT', `/pipeline/${id}/move`, { stageId: proposal })).body).toMatchObject({ moved: true, stageId: proposal });
    const entries = (await call('GET', `/pipeline/${id}/status`)).body.entries;
    expect(entries.map((e: { stageId: string }) => e.stageId)).toEqual([proposal, renewed]);
  });

  it('moves an only entry across to another pipeline, and refuses a move to a pipeline it is not in when it has several', async () => {
    const one = await addContact(t);
    await call('POST', `/pipeline/${one}/add`, { stageId: lead });
    expect((await call('PUT', `/pipeline/${one}/move`, { stageId: due })).body).toMatchObject({ moved: true, pipelineId: renewals.id });
    expect((await call('GET', `/pipeline/${one}/status`)).body.entries).toHaveLength(1);

    const id = await inBoth();
    const third = await addPipeline(t, 'Channel');
    const refused = await call('PUT', `/pipeline/${id}/move`, { stageId: third.stages[0]!.id });
    expect(refused).toMatchObject({ status: 404, body: { code: 'not_in_pipeline' } });
    expect((await call('GET', `/pipeline/${id}/status`)).body.entries).toHaveLength(2);
  });

  it('removes the entry named by pipeline_id, else the primary one', async () => {
    const id = await inBoth();
    expect((await call('DELETE', `/pipeline/${id}/remove?pipeline_id=${renewals.id}`)).body).toMatchObject({ removed: true });
    expect((await call('GET', `/pipeline/${id}/status`)).body.entries.map((e: { pipelineId: string }) => e.pipelineId)).toEqual([sales.id]);
    expect((await call('DELETE', `/pipeline/${id}/remove?pipeline_id=${renewals.id}`)).body).toEqual({ success: true, removed: false });
    expect((await call('DELETE', `/pipeline/${id}/remove`)).body).toMatchObject({ removed: true });
    expect((await call('GET', `/pipeline/${id}/status`)).body).toMatchObject({ inPipeline: false, entries: [] });
  });

  it('reads and changes the deal of the entry named by pipeline_id, else the primary one', async () => {
    const id = await inBoth();
    await call('PUT', `/pipeline/${id}/deal?pipeline_id=${renewals.id}`, { value: '1200.50', currency: 'EUR' });
    await call('PUT', `/pipeline/${id}/deal`, { value: '99', currency: 'USD' });
    expect((await call('GET', `/pipeline/${id}/deal?pipeline_id=${renewals.id}`)).body.deal).toMatchObject({ value: '1200.50', currency: 'EUR' });
    expect((await call('GET', `/pipeline/${id}/deal`)).body.deal).toMatchObject({ value: '99.00', currency: 'USD' });
    // The history of one pipeline, or all of it.
    const history = async (query: string) => (await call('GET', `/pipeline/${id}/history${query}`)).body.history as { stage_name: string; kind: string }[];
    expect((await history(`?pipeline_id=${renewals.id}`)).map((h) => [h.kind, h.stage_name])).toEqual([
      ['deal', 'Due'],
      ['stage', 'Due'],
    ]);
    expect(await history('')).toHaveLength(4);
  });

  it("answers 404 for an unknown or another organisation's pipeline_id, and 400 for an empty one", async () => {
    const id = await inBoth();
    const theirs = await defaultPipeline(t, bob);
    for (const pipeline of [theirs.id, 'nope']) {
      for (const [method, url] of [
        ['GET', `/pipeline/${id}/status?pipeline_id=${pipeline}`],
        ['GET', `/pipeline/${id}/deal?pipeline_id=${pipeline}`],
        ['PUT', `/pipeline/${id}/deal?pipeline_id=${pipeline}`],
        ['DELETE', `/pipeline/${id}/remove?pipeline_id=${pipeline}`],
        ['GET', `/pipeline/${id}/history?pipeline_id=${pipeline}`],
      ] as const) {
        const answer = await call(method, url, method === 'PUT' ? { next_step: 'x' } : undefined);
        expect([method, url, answer]).toEqual([method, url, { status: 404, body: { error: 'Pipeline not found', code: 'pipeline_not_found' } }]);
      }
    }
    expect((await call('GET', `/pipeline/${id}/status?pipeline_id=`)).status).toBe(400);
    expect((await call('GET', `/pipeline/${id}/deal`)).status).toBe(200);
  });

  it("finds the default pipeline in SQL as markDefault does (the primary entry's rule), also the one an admin chose", async () => {
    const scope = scopeOf(t);
    const agree = async () => {
      const pipelines = await scope.selectFrom('pipelines').select(['id', 'name', 'is_default']).orderBy('created_at').orderBy('id').execute();
      // contact_counts has a row once a contact exists: its column is the scalar.
      const found = await scope.selectFrom('contact_counts').select(defaultPipelineId(scope).as('id')).executeTakeFirst();
      return { sql: found?.id, rule: markDefault(pipelines).find((p) => p.isDefault)!.id };
    };
    expect(await agree()).toEqual({ sql: sales.id, rule: sales.id });
    expect((await call('PATCH', `/pipeline/${renewals.id}`, { isDefault: true })).status).toBe(200);
    expect(await agree()).toEqual({ sql: renewals.id, rule: renewals.id });
    const id = await inBoth();
    expect((await call('GET', `/pipeline/${id}/status`)).body.pipelineId).toBe(renewals.id);
    expect((await call('PATCH', `/pipeline/${sales.id}`, { isDefault: true })).status).toBe(200);
  });
});
