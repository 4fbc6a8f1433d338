// A contact's place in the pipeline: add, status, move, history, remove (docs/PRODUCT.md §4 "Contact in
// pipeline", §7). The contact → stage map the contacts list uses: pipeline-contact-stages.test.ts.
import { uuidv7 } from 'uuidv7';
import { createTestApp, type TestApp } from './helpers/app';
import { alice, bob, type TestUser } from './helpers/tokens';
import { addContact, caller, defaultPipeline, scopeOf, softDelete, type DefaultPipeline } from './pipeline-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
let pipeline: DefaultPipeline;
let lead: string;
let proposal: string;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  pipeline = await defaultPipeline(t);
  lead = pipeline.stages[0]!.id;
  proposal = pipeline.stages[2]!.id;
});
afterAll(() => t.close());

const NOT_IN_PIPELINE = { inPipeline: false, stageId: null, stageName: null, stageColor: null, pipelineId: null, entries: [] };

const history = async (contactId: string, query = '') => (await call('GET', `/pipeline/${contactId}/history${query}`)).body.history;

describe('a contact through the pipeline', () => {
  it('is added, moved, recorded and removed', async () => {
    const id = await addContact(t, { first: 'Ada', last: 'Lovelace' });
    expect(await call('GET', `/pipeline/${id}/status`)).toEqual({ status: 200, body: NOT_IN_PIPELINE });
    expect(await history(id)).toEqual([]);

    const added = await call('POST', `/pipeline/${id}/add`, { stageId: lead });
    const inLead = { inPipeline: true, stageId: lead, stageName: 'Lead', stageColor: '#3b82f6', pipelineId: pipeline.id };
    expect(added).toEqual({ status: 201, body: { success: true, ...inLead } });
    expect((await call('GET', `/pipeline/${id}/status`)).body).toMatchObject(inLead);

    const moved = await call('PUT', `/pipeline/${id}/move`, { stageId: proposal, notes: 'Sent the quote' });
    const inProposal = { inPipeline: true, stageId: proposal, stageName: 'Proposal', stageColor: '#f59e0b', pipelineId: pipeline.id };
    expect(moved).toEqual({ status: 200, body: { success: true, moved: true, ...inProposal } });
    expect((await call('GET', `/pipeline/${id}/status`)).body).toMatchObject(inProposal);

    // Newest first; changed_by is the name in the caller's token.
    expect(await history(id)).toEqual([
      {
        id: expect.any(String),
        stage_id: proposal,
        stage_name: 'Proposal',
        changed_at: expect.any(String),
        changed_by: 'Alice Anders',
        notes: 'Sent the quote',
        kind: 'stage',
        change: null,
      },
      {
        id: expect.any(String),
        stage_id: lead,
        stage_name: 'Lead',
        changed_at: expect.any(String),
        changed_by: 'Alice Anders',
        notes: null,
        kind: 'stage',
        change: null,
      },
    ]);

    // The removal answers the deal the entry held (the caller owned it: the add's default).
    const deal = { value: null, currency: null, close_date: null, owner_id: alice.sub, owner_name: alice.name, next_step: null };
    expect(await call('DELETE', `/pipeline/${id}/remove`)).toEqual({ status: 200, body: { success: true, removed: true, deal } });
    expect((await call('GET', `/pipeline/${id}/status`)).body).toEqual(NOT_IN_PIPELINE);
    // Removal is not recorded; the past moves stay.
    expect(await history(id)).toHaveLength(2);
    // Removing again is harmless (a retried request).
    expect(await call('DELETE', `/pipeline/${id}/remove`)).toEqual({ status: 200, body: { success: true, removed: false } });
  });

  it('keeps the stage name of the time in history after a rename', async () => {
    const id = await addContact(t);
    await call('POST', `/pipeline/${id}/add`, { stageId: pipeline.stages[3]!.id });
    await call('PUT', `/pipeline/stages/${pipeline.stages[3]!.id}`, { name: 'Haggling' });
    expect((await history(id))[0].stage_name).toBe('Negotiation');
    expect((await call('GET', `/pipeline/${id}/status`)).body.stageName).toBe('Haggling');
    await call('PUT', `/pipeline/stages/${pipeline.stages[3]!.id}`, { name: 'Negotiation' });
  });

  it('records the email when the token carries no name', async () => {
    const nameless: TestUser = { ...alice, sub: 'user-nameless', name: '' };
    const id = await addContact(t);
    await call('POST', `/pipeline/${id}/add`, {}, nameless);
    expect((await history(id))[0].changed_by).toBe(alice.email);
  });
});

describe('POST /pipeline/:contactId/add', () => {
  it('puts the contact in the first stage of the default pipeline when no stage is given', async () => {
    for (const payload of [undefined, {}]) {
      const id = await addContact(t);
      const res = await call('POST', `/pipeline/${id}/add`, payload);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ stageId: lead, stageName: 'Lead', pipelineId: pipeline.id });
    }
  });

  it('answers 409 with the warning and the current stage when the contact is already in the pipeline', async () => {
    const id = await addContact(t, { first: 'Grace', last: 'Hopper' });
    await call('POST', `/pipeline/${id}/add`, { stageId: proposal });
    const res = await call('POST', `/pipeline/${id}/add`, { stageId: lead });
    expect(res).toEqual({
      status: 409,
      body: {
        error: 'Grace Hopper is already in pipeline (Proposal stage)',
        code: 'already_in_pipeline',
        params: { name: 'Grace Hopper', stage: 'Proposal' },
        inPipeline: true,
        stageId: proposal,
        stageName: 'Proposal',
        stageColor: '#f59e0b',
        pipelineId: pipeline.id,
      },
    });
    expect((await call('GET', `/pipeline/${id}/status`)).body.stageId).toBe(proposal);
    expect(await history(id)).toHaveLength(1);
  });

  it("names an unnamed contact 'Unnamed Contact' in the warning", async () => {
    const id = await addContact(t, { first: '', last: '' });
    await call('POST', `/pipeline/${id}/add`);
    expect((await call('POST', `/pipeline/${id}/add`)).body.error).toBe('Unnamed Contact is already in pipeline (Lead stage)');
  });

  it('adds a contact once when the same add arrives several times at once', async () => {
    const id = await addContact(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => call('POST', `/pipeline/${id}/add`, { stageId: lead })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await history(id)).toHaveLength(1);
  });

  it("answers 404 for an unknown, deleted or other organisation's contact, and for a foreign stage", async () => {
    const theirContact = await addContact(t, {}, bob);
    const deleted = await addContact(t, { deleted: true });
    for (const id of [uuidv7(), 'not-a-uuid', theirContact, deleted]) {
      expect(await call('POST', `/pipeline/${id}/add`, { stageId: lead })).toEqual({
        status: 404,
        body: { error: 'Contact not found', code: 'contact_not_found' },
      });
    }
    const theirStage = (await defaultPipeline(t, bob)).stages[0]!.id;
    const mine = await addContact(t);
    for (const stageId of [theirStage, uuidv7()]) {
      expect(await call('POST', `/pipeline/${mine}/add`, { stageId })).toEqual({ status: 404, body: { error: 'Stage not found', code: 'stage_not_found' } });
    }
    expect((await call('GET', `/pipeline/${mine}/status`)).body).toEqual(NOT_IN_PIPELINE);
    expect((await call('GET', `/pipeline/${theirContact}/status`, undefined, bob)).body).toEqual(NOT_IN_PIPELINE);
  });

  it('refuses a malformed body with 400', async () => {
    const id = await addContact(t);
    expect(await call('POST', `/pipeline/${id}/add`, { stageId: { id: lead } })).toEqual({
      status: 400,
      body: { error: 'stageId must be a string', code: 'validation_failed', params: { field: 'stageId' } },
    });
    expect((await call('POST', `/pipeline/${id}/add`, { stageId: '' })).status).toBe(400);
    expect((await call('POST', `/pipeline/${id}/add`, { stageId: lead, notes: 'x'.repeat(1001) })).status).toBe(400);
    expect((await call('GET', `/pipeline/${id}/status`)).body).toEqual(NOT_IN_PIPELINE);
  });
});

describe('PUT /pipeline/:contactId/move', () => {
  it('does nothing (and records nothing) when the contact is already in that stage', async () => {
    const id = await addContact(t);
    await call('POST', `/pipeline/${id}/add`, { stageId: proposal });
    const res = await call('PUT', `/pipeline/${id}/move`, { stageId: proposal });
    expect(res).toEqual({
      status: 200,
      body: { success: true, moved: false, inPipeline: true, stageId: proposal, stageName: 'Proposal', stageColor: '#f59e0b', pipelineId: pipeline.id },
    });
    expect(await history(id)).toHaveLength(1);
  });

  it("moves the entry to another pipeline when given that pipeline's stage", async () => {
    const scope = scopeOf(t);
    const otherId = uuidv7();
    const otherStage = uuidv7();
    await scope.insertInto('pipelines', { id: otherId, name: 'Partners', created_at: new Date().toISOString() }).execute();
    await scope.insertInto('stages', { id: otherStage, pipeline_id: otherId, name: 'Signed', color: '#84cc16', position: 0 }).execute();

    const id = await addContact(t);
    await call('POST', `/pipeline/${id}/add`, { stageId: lead });
    const res = await call('PUT', `/pipeline/${id}/move`, { stageId: otherStage });
    expect(res.body).toMatchObject({ moved: true, stageId: otherStage, stageName: 'Signed', pipelineId: otherId });

    const entry = await scope.selectFrom('pipeline_entries').where('contact_id', '=', id).selectAll().executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ pipeline_id: otherId, stage_id: otherStage });
    const onBoard = (await call('GET', `/pipeline/${otherId}/board`)).body;
    expect(onBoard.stages[0].contacts.map((c: { id: string }) => c.id)).toEqual([id]);
    const rows = await scope.selectFrom('pipeline_history').where('contact_id', '=', id).select(['pipeline_id']).orderBy('changed_at').orderBy('id').execute();
    expect(rows.map((r) => r.pipeline_id)).toEqual([pipeline.id, otherId]);
  });

  it('answers 404 for a contact in no pipeline', async () => {
    const id = await addContact(t, { first: 'Alan', last: 'Turing' });
    expect(await call('PUT', `/pipeline/${id}/move`, { stageId: lead })).toEqual({
      status: 404,
      body: { error: 'Alan Turing is not in a pipeline', code: 'not_in_pipeline', params: { name: 'Alan Turing' } },
    });
  });

  it("answers 404 for an unknown or other organisation's stage or contact, changing nothing", async () => {
    const id = await addContact(t);
    await call('POST', `/pipeline/${id}/add`, { stageId: lead });
    const theirs = await defaultPipeline(t, bob);
    for (const stageId of [theirs.stages[1]!.id, uuidv7(), 'x']) {
      expect(await call('PUT', `/pipeline/${id}/move`, { stageId })).toEqual({ status: 404, body: { error: 'Stage not found', code: 'stage_not_found' } });
    }
    const theirContact = await addContact(t, {}, bob);
    await call('POST', `/pipeline/${theirContact}/add`, {}, bob);
    expect(await call('PUT', `/pipeline/${theirContact}/move`, { stageId: proposal })).toEqual({
      status: 404,
      body: { error: 'Contact not found', code: 'contact_not_found' },
    });
    expect((await call('GET', `/pipeline/${id}/status`)).body.stageId).toBe(lead);
    expect((await call('GET', `/pipeline/${theirContact}/status`, undefined, bob)).body.stageId).toBe(theirs.stages[0]!.id);
  });

  it('refuses a body without stageId with 400', async () => {
    const id = await addContact(t);
    expect(await call('PUT', `/pipeline/${id}/move`, {})).toEqual({
      status: 400,
      body: { error: 'stageId is required', code: 'field_required', params: { field: 'stageId' } },
    });
    expect((await call('PUT', `/pipeline/${id}/move`, { stageId: '' })).status).toBe(400);
  });
});

describe('soft-deleted contacts', () => {
  it('are absent (404) but keep their stage for an undo', async () => {
    const id = await addContact(t);
    await call('POST', `/pipeline/${id}/add`, { stageId: proposal });
    await softDelete(t, id);
    for (const [method, url] of [
      ['GET', `/pipeline/${id}/status`],
      ['GET', `/pipeline/${id}/history`],
      ['DELETE', `/pipeline/${id}/remove`],
    ] as const) {
      expect(await call(method, url)).toEqual({ status: 404, body: { error: 'Contact not found', code: 'contact_not_found' } });
    }
    expect(await call('PUT', `/pipeline/${id}/move`, { stageId: lead })).toEqual({
      status: 404,
      body: { error: 'Contact not found', code: 'contact_not_found' },
    });
    await softDelete(t, id, false);
    expect((await call('GET', `/pipeline/${id}/status`)).body).toMatchObject({ inPipeline: true, stageId: proposal });
  });
});

describe('GET /pipeline/:contactId/history', () => {
  it('lists newest first and honours limit', async () => {
    const id = await addContact(t);
    await call('POST', `/pipeline/${id}/add`, { stageId: lead });
    for (const stage of pipeline.stages.slice(1)) await call('PUT', `/pipeline/${id}/move`, { stageId: stage.id });
    const all = await history(id);
    expect(all.map((h: { stage_name: string }) => h.stage_name)).toEqual(['Lost', 'Won', 'Negotiation', 'Proposal', 'Qualified', 'Lead']);
    const times = all.map((h: { changed_at: string }) => h.changed_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await history(id, '?limit=2')).map((h: { stage_name: string }) => h.stage_name)).toEqual(['Lost', 'Won']);
    expect((await call('GET', `/pipeline/${id}/history?limit=0`)).status).toBe(400);
  });

  it("answers 404 for another organisation's contact", async () => {
    const theirs = await addContact(t, {}, bob);
    await call('POST', `/pipeline/${theirs}/add`, {}, bob);
    expect(await call('GET', `/pipeline/${theirs}/history`)).toEqual({ status: 404, body: { error: 'Contact not found', code: 'contact_not_found' } });
    expect(await call('GET', `/pipeline/${theirs}/status`)).toEqual({ status: 404, body: { error: 'Contact not found', code: 'contact_not_found' } });
    expect(await call('DELETE', `/pipeline/${theirs}/remove`)).toEqual({ status: 404, body: { error: 'Contact not found', code: 'contact_not_found' } });
    expect((await call('GET', `/pipeline/${theirs}/status`, undefined, bob)).body.inPipeline).toBe(true);
  });
});
