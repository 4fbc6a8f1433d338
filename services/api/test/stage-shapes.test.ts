// Shaping a pipeline's stages (docs/PRODUCT.md §7.6): add at a position, delete with its cards
// moved, reorder, set the outcome; positions stay dense, every change is audited, and the board's
// cached answer follows. Each test works in an organisation of its own.
import { uuidv7 } from 'uuidv7';
import { createTestApp, type TestApp } from './helpers/app';
import { auditUser } from './helpers/audit';
import { bulkEdit, freshOrg, seed, undoEdit } from './helpers/bulk-edit';
import type { TestUser } from './helpers/tokens';
import { addContact } from './pipeline-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload: object | undefined, user: TestUser) {
  const res = await t.app.inject({ method, url, headers: await t.headers(user), ...(payload === undefined ? {} : { payload }) });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

interface StageRow {
  id: string;
  name: string;
  position: number;
  outcome: string | null;
}

async function setUp(user = auditUser()) {
  const [pipeline] = (await call('GET', '/pipeline', undefined, user)).body.pipelines;
  return { user, pipelineId: pipeline.id as string };
}

async function stagesOf(user: TestUser, pipelineId: string): Promise<StageRow[]> {
  return (await call('GET', `/pipeline/${pipelineId}/stages`, undefined, user)).body.data;
}

const names = (stages: StageRow[]) => stages.map((s) => `${s.position}:${s.name}`);

describe('adding a stage', () => {
  it('goes before Won and Lost by default, or at the index asked, positions staying dense', async () => {
    const { user, pipelineId } = await setUp();
    const demo = await call('POST', `/pipeline/${pipelineId}/stages`, { name: ' Demo ' }, user);
    expect(demo).toMatchObject({ status: 201, body: { name: 'Demo', color: '#6b7280', probability: 0, outcome: null, position: 4 } });
    const first = await call('POST', `/pipeline/${pipelineId}/stages`, { name: 'Intro', color: '#EC4899', probability: 5, position: 0 }, user);
    expect(first).toMatchObject({ status: 201, body: { color: '#ec4899', position: 0 } });
    await call('POST', `/pipeline/${pipelineId}/stages`, { name: 'Parked', outcome: 'lost', position: 30 }, user);
    expect(names(await stagesOf(user, pipelineId))).toEqual([
      '0:Intro',
      '1:Lead',
      '2:Qualified',
      '3:Proposal',
      '4:Negotiation',
      '5:Demo',
      '6:Won',
      '7:Lost',
      '8:Parked',
    ]);
    const events = (await call('GET', '/audit?record_type=stage', undefined, user)).body.events;
    expect(events.map((e: { action: string; record_name: string }) => `${e.action} ${e.record_name}`)).toEqual([
      'created Parked',
      'created Intro',
      'created Demo',
    ]);
  });

  it('refuses a blank name, a bad colour or outcome, and an unknown pipeline', async () => {
    const { user, pipelineId } = await setUp();
    expect(await call('POST', `/pipeline/${pipelineId}/stages`, { name: '  ' }, user)).toMatchObject({ status: 400, body: { code: 'stage_name_blank' } });
    expect(await call('POST', `/pipeline/${pipelineId}/stages`, { name: 'X', color: 'red' }, user)).toMatchObject({ status: 400, body: { field: 'color' } });
    expect(await call('POST', `/pipeline/${pipelineId}/stages`, { name: 'X', outcome: 'open' }, user)).toMatchObject({
      status: 400,
      body: { field: 'outcome' },
    });
    expect(await call('POST', `/pipeline/${uuidv7()}/stages`, { name: 'X' }, user)).toMatchObject({ status: 404, body: { code: 'pipeline_not_found' } });
    expect(await stagesOf(user, pipelineId)).toHaveLength(6);
  });
});

describe('deleting a stage', () => {
  it('refuses one holding cards without a target, a target of another pipeline or itself, and the last stage', async () => {
    const { user, pipelineId } = await setUp();
    const [lead, qualified] = await stagesOf(user, pipelineId);
    await call('POST', `/pipeline/${await addContact(t, {}, user)}/add`, { stageId: lead!.id }, user);
    expect(await call('DELETE', `/pipeline/stages/${lead!.id}`, undefined, user)).toMatchObject({
      status: 409,
      body: { code: 'stage_has_cards', params: { count: 1 } },
    });
    const other = (await call('POST', '/pipeline', { name: 'Partners' }, user)).body;
    const [foreign] = await stagesOf(user, other.id);
    for (const target of [foreign!.id, lead!.id, uuidv7()]) {
      expect(await call('DELETE', `/pipeline/stages/${lead!.id}?move_to=${target}`, undefined, user)).toMatchObject({
        status: 400,
        body: { code: 'stage_move_target_invalid', field: 'move_to' },
      });
    }
    expect(await call('DELETE', `/pipeline/stages/${uuidv7()}`, undefined, user)).toMatchObject({ status: 404, body: { code: 'stage_not_found' } });
    // Down to one stage, which stays.
    const otherStages = await stagesOf(user, other.id);
    for (const stage of otherStages.slice(1)) expect((await call('DELETE', `/pipeline/stages/${stage.id}`, undefined, user)).status).toBe(200);
    expect(await call('DELETE', `/pipeline/stages/${foreign!.id}`, undefined, user)).toMatchObject({ status: 409, body: { code: 'stage_last' } });
    expect(names(await stagesOf(user, pipelineId))).toHaveLength(6);
    expect(qualified).toBeDefined();
  });

  it('moves its cards first, each with a history row and an audit event, and closes the gap', async () => {
    const { user, pipelineId } = await setUp();
    const stages = await stagesOf(user, pipelineId);
    const [, qualified, proposal] = stages;
    const contacts = [await addContact(t, { first: 'Ada' }, user), await addContact(t, { first: 'Bea' }, user)];
    for (const id of contacts) await call('POST', `/pipeline/${id}/add`, { stageId: qualified!.id }, user);
    const boardBefore = (await call('GET', `/pipeline/${pipelineId}/board`, undefined, user)).body;
    expect(boardBefore.stages[1].count).toBe(2);

    const res = await call('DELETE', `/pipeline/stages/${qualified!.id}?move_to=${proposal!.id}`, undefined, user);
    expect(res).toMatchObject({ status: 200, body: { success: true, moved: 2 } });
    expect(names(await stagesOf(user, pipelineId))).toEqual(['0:Lead', '1:Proposal', '2:Negotiation', '3:Won', '4:Lost']);
    const board = (await call('GET', `/pipeline/${pipelineId}/board`, undefined, user)).body;
    expect(board.stages.map((s: { name: string; count: number }) => `${s.name} ${s.count}`)).toEqual([
      'Lead 0',
      'Proposal 2',
      'Negotiation 0',
      'Won 0',
      'Lost 0',
    ]);
    const history = (await call('GET', `/pipeline/${contacts[0]}/history`, undefined, user)).body.history;
    expect(history[0]).toMatchObject({ stage_name: 'Proposal', stage_id: proposal!.id, notes: 'Stage Qualified deleted', kind: 'stage' });
    const moves = (await call('GET', '/audit?action=stage_moved', undefined, user)).body.events;
    expect(moves.map((e: { changes: unknown }) => e.changes)).toEqual([
      [{ field: 'stage', from: 'Qualified', to: 'Proposal' }],
      [{ field: 'stage', from: 'Qualified', to: 'Proposal' }],
    ]);
    const [deleted] = (await call('GET', '/audit?record_type=stage', undefined, user)).body.events;
    expect(deleted).toMatchObject({ action: 'deleted', record_name: 'Qualified', details: { moved: 2, moved_to: 'Proposal' } });
  });
});

describe('reordering stages', () => {
  it('takes exactly the pipeline stage ids, each once, and records the new order', async () => {
    const { user, pipelineId } = await setUp();
    const stages = await stagesOf(user, pipelineId);
    const ids = stages.map((s) => s.id);
    const other = (await call('POST', '/pipeline', { name: 'Partners' }, user)).body;
    const [foreign] = await stagesOf(user, other.id);
    const wrong = [ids.slice(1), [...ids.slice(1), ids[1]!], [...ids.slice(1), foreign!.id], [...ids, uuidv7()]];
    for (const stageIds of wrong) {
      expect(await call('PUT', `/pipeline/${pipelineId}/stages/order`, { stageIds }, user)).toMatchObject({
        status: 400,
        body: { code: 'stage_order_mismatch', field: 'stageIds' },
      });
    }
    // Negotiation between Lead and Qualified.
    const order = [ids[0]!, ids[3]!, ids[1]!, ids[2]!, ids[4]!, ids[5]!];
    const res = await call('PUT', `/pipeline/${pipelineId}/stages/order`, { stageIds: order }, user);
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(['0:Lead', '1:Negotiation', '2:Qualified', '3:Proposal', '4:Won', '5:Lost']);
    expect(names(await stagesOf(user, pipelineId))).toEqual(names(res.body.data));
    // The same order again changes and records nothing.
    await call('PUT', `/pipeline/${pipelineId}/stages/order`, { stageIds: order }, user);
    const events = (await call('GET', '/audit?action=reordered', undefined, user)).body.events;
    expect(events).toEqual([
      expect.objectContaining({
        record_type: 'pipeline',
        changes: [
          { field: 'stages', from: 'Lead → Qualified → Proposal → Negotiation → Won → Lost', to: 'Lead → Negotiation → Qualified → Proposal → Won → Lost' },
        ],
      }),
    ]);
    const board = (await call('GET', `/pipeline/${pipelineId}/board`, undefined, user)).body;
    expect(board.stages.map((s: { name: string }) => s.name)).toEqual(['Lead', 'Negotiation', 'Qualified', 'Proposal', 'Won', 'Lost']);
  });
});

describe("a stage's outcome", () => {
  it('is set to won, lost or open (null) and recorded', async () => {
    const { user, pipelineId } = await setUp();
    const [, , proposal] = await stagesOf(user, pipelineId);
    expect(await call('PUT', `/pipeline/stages/${proposal!.id}`, { outcome: 'won' }, user)).toMatchObject({ status: 200, body: { stage: { outcome: 'won' } } });
    expect(await call('PUT', `/pipeline/stages/${proposal!.id}`, { outcome: null }, user)).toMatchObject({ status: 200, body: { stage: { outcome: null } } });
    expect(await call('PUT', `/pipeline/stages/${proposal!.id}`, { outcome: 'maybe' }, user)).toMatchObject({ status: 400, body: { field: 'outcome' } });
    const events = (await call('GET', '/audit?record_type=stage', undefined, user)).body.events;
    expect(events.map((e: { changes: unknown }) => e.changes)).toEqual([
      [{ field: 'outcome', from: 'won', to: null }],
      [{ field: 'outcome', from: null, to: 'won' }],
    ]);
  });
});

describe('who may shape pipelines', () => {
  it('refuses members and read-only users (403) and changes nothing', async () => {
    const { user, pipelineId } = await setUp();
    const [lead, qualified] = await stagesOf(user, pipelineId);
    for (const role of ['member', 'readonly']) {
      const weaker = { ...user, sub: `${user.sub}-${role}`, role };
      const calls = [
        call('POST', '/pipeline', { name: 'Mine' }, weaker),
        call('PATCH', `/pipeline/${pipelineId}`, { name: 'Mine' }, weaker),
        call('DELETE', `/pipeline/${pipelineId}`, undefined, weaker),
        call('POST', `/pipeline/${pipelineId}/stages`, { name: 'Mine' }, weaker),
        call('DELETE', `/pipeline/stages/${lead!.id}?move_to=${qualified!.id}`, undefined, weaker),
        call('PUT', `/pipeline/${pipelineId}/stages/order`, { stageIds: [qualified!.id, lead!.id] }, weaker),
      ];
      for (const res of await Promise.all(calls)) expect(res).toMatchObject({ status: 403, body: { code: 'role_forbidden' } });
    }
    expect(await stagesOf(user, pipelineId)).toHaveLength(6);
  });
});

describe('a bulk edit undone after a stage was deleted', () => {
  it('leaves a card whose earlier stage is gone where the edit put it', async () => {
    const { user, api } = await freshOrg(t);
    const { pipelineId } = await setUp(user);
    const [lead, qualified] = await stagesOf(user, pipelineId);
    const [stays, back] = await seed(api, 2);
    await call('POST', `/pipeline/${stays}/add`, { stageId: lead!.id }, user);
    await call('POST', `/pipeline/${back}/add`, { stageId: qualified!.id }, user);
    const [, , proposal] = await stagesOf(user, pipelineId);
    const edit = await bulkEdit(api, { ids: [stays, back], change: { action: 'set_stage', stage_id: proposal!.id } });
    expect(await call('DELETE', `/pipeline/stages/${lead!.id}`, undefined, user)).toMatchObject({ status: 200, body: { moved: 0 } });
    expect((await undoEdit(api, edit.id)).json()).toMatchObject({ status: 'undone', undone: 1 });
    const status = async (id: string) => (await call('GET', `/pipeline/${id}/status`, undefined, user)).body.stageId;
    expect([await status(stays!), await status(back!)]).toEqual([proposal!.id, qualified!.id]);
  });
});
