// Shaping pipelines (docs/PRODUCT.md §7.6): create, rename, choose the default and delete them,
// with the delete's card moves recorded as board moves. Each test works in an organisation of
// its own (owner unless said otherwise).
import { uuidv7 } from 'uuidv7';
import { createTestApp, type TestApp } from './helpers/app';
import { auditUser } from './helpers/audit';
import type { TestUser } from './helpers/tokens';
import { addContact, scopeOf, softDelete } from './pipeline-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload: object | undefined, user: TestUser) {
  const res = await t.app.inject({ method, url, headers: await t.headers(user), ...(payload === undefined ? {} : { payload }) });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

async function pipelinesOf(user: TestUser) {
  return (await call('GET', '/pipeline', undefined, user)).body.pipelines as { id: string; name: string; isDefault: boolean }[];
}

async function stagesOf(user: TestUser, pipelineId: string) {
  return (await call('GET', `/pipeline/${pipelineId}/stages`, undefined, user)).body.data as { id: string; name: string; position: number }[];
}

async function auditOf(user: TestUser, recordType: string) {
  return (await call('GET', `/audit?record_type=${recordType}`, undefined, user)).body.events as { action: string; record_name: string; details: object }[];
}

describe('creating a pipeline', () => {
  it('answers 201 with the new pipeline, gives it the six default stages and records it', async () => {
    const user = auditUser();
    const res = await call('POST', '/pipeline', { name: '  Renewals ' }, user);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), name: 'Renewals', created_at: expect.any(String), isDefault: false });
    expect((await stagesOf(user, res.body.id)).map((s) => [s.name, s.position])).toEqual([
      ['Lead', 0],
      ['Qualified', 1],
      ['Proposal', 2],
      ['Negotiation', 3],
      ['Won', 4],
      ['Lost', 5],
    ]);
    expect((await pipelinesOf(user)).map((p) => [p.name, p.isDefault])).toEqual([
      ['Default Sales Pipeline', true],
      ['Renewals', false],
    ]);
    expect(await auditOf(user, 'pipeline')).toEqual([expect.objectContaining({ action: 'created', record_name: 'Renewals' })]);
  });

  it('refuses a blank name and a name another pipeline has, in any case', async () => {
    const user = auditUser();
    await call('POST', '/pipeline', { name: 'Partners' }, user);
    expect(await call('POST', '/pipeline', { name: '   ' }, user)).toMatchObject({ status: 400, body: { code: 'pipeline_name_blank', field: 'name' } });
    expect(await call('POST', '/pipeline', { name: 'partners ' }, user)).toMatchObject({ status: 409, body: { code: 'pipeline_name_taken' } });
    expect(await call('POST', '/pipeline', { name: 'Default Sales Pipeline' }, user)).toMatchObject({ status: 409, body: { code: 'pipeline_name_taken' } });
    expect(await call('POST', '/pipeline', { name: 'x'.repeat(81) }, user)).toMatchObject({ status: 400, body: { field: 'name' } });
    expect(await pipelinesOf(user)).toHaveLength(2);
  });
});

describe('renaming and choosing the default', () => {
  it('renames, makes exactly one the default, and leaves the rule in charge when that one is deleted', async () => {
    const user = auditUser();
    const created = (await call('POST', '/pipeline', { name: 'Renewals' }, user)).body;
    const renamed = await call('PATCH', `/pipeline/${created.id}`, { name: 'Renewals 2027' }, user);
    expect(renamed).toMatchObject({ status: 200, body: { id: created.id, name: 'Renewals 2027', isDefault: false } });

    expect(await call('PATCH', `/pipeline/${created.id}`, { isDefault: true }, user)).toMatchObject({ status: 200, body: { isDefault: true } });
    expect((await pipelinesOf(user)).map((p) => p.isDefault)).toEqual([false, true]);
    const partners = (await call('POST', '/pipeline', { name: 'Partners' }, user)).body;
    await call('PATCH', `/pipeline/${partners.id}`, { isDefault: true }, user);
    expect((await pipelinesOf(user)).map((p) => [p.name, p.isDefault])).toEqual([
      ['Default Sales Pipeline', false],
      ['Renewals 2027', false],
      ['Partners', true],
    ]);

    expect(await call('DELETE', `/pipeline/${partners.id}`, undefined, user)).toMatchObject({ status: 200, body: { success: true, moved: 0, merged: 0 } });
    expect((await pipelinesOf(user)).map((p) => [p.name, p.isDefault])).toEqual([
      ['Default Sales Pipeline', true],
      ['Renewals 2027', false],
    ]);
    const events = await auditOf(user, 'pipeline');
    expect(events.map((e) => `${e.action} ${e.record_name}`)).toEqual([
      'deleted Partners',
      'updated Partners',
      'created Partners',
      'updated Renewals 2027',
      'updated Renewals 2027',
      'created Renewals',
    ]);
  });

  it('refuses an empty change, a blank or taken name, and an unknown pipeline', async () => {
    const user = auditUser();
    const created = (await call('POST', '/pipeline', { name: 'Renewals' }, user)).body;
    expect(await call('PATCH', `/pipeline/${created.id}`, {}, user)).toMatchObject({ status: 400, body: { code: 'pipeline_change_empty' } });
    expect(await call('PATCH', `/pipeline/${created.id}`, { isDefault: false }, user)).toMatchObject({ status: 400 });
    expect(await call('PATCH', `/pipeline/${created.id}`, { name: ' ' }, user)).toMatchObject({ status: 400, body: { code: 'pipeline_name_blank' } });
    expect(await call('PATCH', `/pipeline/${created.id}`, { name: 'DEFAULT sales pipeline' }, user)).toMatchObject({
      status: 409,
      body: { code: 'pipeline_name_taken' },
    });
    expect(await call('PATCH', `/pipeline/${uuidv7()}`, { name: 'Lost' }, user)).toMatchObject({ status: 404, body: { code: 'pipeline_not_found' } });
  });
});

describe('deleting a pipeline', () => {
  it('refuses the only pipeline, one holding deals without a target, and a target that is itself or unknown', async () => {
    const user = auditUser();
    const [main] = await pipelinesOf(user);
    expect(await call('DELETE', `/pipeline/${main!.id}`, undefined, user)).toMatchObject({ status: 409, body: { code: 'pipeline_last' } });
    const other = (await call('POST', '/pipeline', { name: 'Partners' }, user)).body;
    const [lead] = await stagesOf(user, other.id);
    await call('POST', `/pipeline/${await addContact(t, {}, user)}/add`, { stageId: lead!.id }, user);
    expect(await call('DELETE', `/pipeline/${other.id}`, undefined, user)).toMatchObject({
      status: 409,
      body: { code: 'pipeline_has_deals', params: { count: 1 }, error: 'This pipeline holds 1 deal: choose a pipeline to move them to' },
    });
    for (const target of [other.id, uuidv7()]) {
      expect(await call('DELETE', `/pipeline/${other.id}?move_to=${target}`, undefined, user)).toMatchObject({
        status: 400,
        body: { code: 'pipeline_move_target_invalid', field: 'move_to' },
      });
    }
    expect(await call('DELETE', `/pipeline/${other.id}?moveTo=${main!.id}`, undefined, user)).toMatchObject({ status: 400 });
    expect(await pipelinesOf(user)).toHaveLength(2);
  });

  it("moves its cards to the target's first stage, each with a history row, and keeps their history", async () => {
    const user = auditUser();
    const [main] = await pipelinesOf(user);
    const other = (await call('POST', '/pipeline', { name: 'Partners' }, user)).body;
    const [, qualified, proposal] = await stagesOf(user, other.id);
    const ada = await addContact(t, { first: 'Ada' }, user);
    const bea = await addContact(t, { first: 'Bea' }, user);
    const gone = await addContact(t, { first: 'Cy' }, user);
    await call('POST', `/pipeline/${ada}/add`, { stageId: qualified!.id }, user);
    await call('POST', `/pipeline/${bea}/add`, { stageId: proposal!.id }, user);
    await call('POST', `/pipeline/${gone}/add`, { stageId: proposal!.id }, user);
    await softDelete(t, gone, true, user);

    const res = await call('DELETE', `/pipeline/${other.id}?move_to=${main!.id}`, undefined, user);
    expect(res).toMatchObject({ status: 200, body: { success: true, moved: 2, merged: 0 } });
    const [lead] = await stagesOf(user, main!.id);
    const board = (await call('GET', `/pipeline/${main!.id}/board`, undefined, user)).body;
    expect(board.stages[0].contacts.map((c: { first: string }) => c.first).sort()).toEqual(['Ada', 'Bea']);
    expect((await call('GET', `/pipeline/${other.id}`, undefined, user)).status).toBe(404);

    const history = (await call('GET', `/pipeline/${ada}/history`, undefined, user)).body.history;
    expect(history.map((h: { stage_name: string; notes: string | null }) => [h.stage_name, h.notes])).toEqual([
      [lead!.name, 'Pipeline Partners deleted'],
      ['Qualified', null],
    ]);
    // The deleted contact's entry moved along: an undo of its deletion finds it in the target.
    await softDelete(t, gone, false, user);
    expect((await call('GET', `/pipeline/${gone}/status`, undefined, user)).body).toMatchObject({ pipelineId: main!.id, stageId: lead!.id });

    const deals = (await auditOf(user, 'deal')).filter((e) => e.action === 'stage_moved');
    expect(deals).toHaveLength(3);
    expect((await auditOf(user, 'pipeline'))[0]).toMatchObject({
      action: 'deleted',
      record_name: 'Partners',
      details: { moved: 2, merged: 0, moved_to: main!.name },
    });
  });

  it('drops a card whose contact already is in the target pipeline', async () => {
    const user = auditUser();
    const [main] = await pipelinesOf(user);
    const other = (await call('POST', '/pipeline', { name: 'Partners' }, user)).body;
    const [mainLead] = await stagesOf(user, main!.id);
    const [otherLead] = await stagesOf(user, other.id);
    const ada = await addContact(t, { first: 'Ada' }, user);
    await call('POST', `/pipeline/${ada}/add`, { stageId: mainLead!.id }, user);
    expect((await call('POST', `/pipeline/${ada}/add`, { stageId: otherLead!.id }, user)).status).toBe(201);
    expect(await call('DELETE', `/pipeline/${other.id}?move_to=${main!.id}`, undefined, user)).toMatchObject({ status: 200, body: { moved: 0, merged: 1 } });
    const entries = await scopeOf(t, user).selectFrom('pipeline_entries').select(['pipeline_id', 'stage_id']).where('contact_id', '=', ada).execute();
    expect(entries).toEqual([{ pipeline_id: main!.id, stage_id: mainLead!.id }]);
  });
});
