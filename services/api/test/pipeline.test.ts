// Pipelines and stages: the default pipeline created on first use, the list/get/stages calls and
// stage editing (docs/PRODUCT.md §4 Stage editing, §5 Stage name, §7 Pipeline).
import { uuidv7 } from 'uuidv7';
import { createTestApp, type TestApp } from './helpers/app';
import { seedOrganisation } from './helpers/seed';
import { alice, bob, type TestUser } from './helpers/tokens';
import { caller, defaultPipeline, scopeOf } from './pipeline-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const carol: TestUser = { sub: 'user-carol', name: 'Carol Chen', email: 'carol@org-c.test', org: 'org-c' };
const dave: TestUser = { sub: 'user-dave', name: 'Dave Diaz', email: 'dave@org-d.test', org: 'org-d' };

async function countRows(user: TestUser) {
  const scope = scopeOf(t, user);
  const pipelines = await scope.selectFrom('pipelines').select('id').execute();
  const stages = await scope.selectFrom('stages').select('id').execute();
  return { pipelines: pipelines.length, stages: stages.length };
}

describe('the default pipeline', () => {
  it('is created on the first pipeline call, once, with six coloured stages', async () => {
    expect(await countRows(alice)).toEqual({ pipelines: 0, stages: 0 });
    const first = await call('GET', '/pipeline');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      pipelines: [{ id: expect.any(String), name: 'Default Sales Pipeline', created_at: expect.any(String), isDefault: true }],
    });
    expect(new Date(first.body.pipelines[0].created_at).toISOString()).toBe(first.body.pipelines[0].created_at);

    const again = await call('GET', '/pipeline');
    expect(again.body).toEqual(first.body);
    expect(await countRows(alice)).toEqual({ pipelines: 1, stages: 6 });

    const { stages } = await defaultPipeline(t);
    expect(stages.map(({ name, color, position }) => ({ name, color, position }))).toEqual([
      { name: 'Lead', color: '#3b82f6', position: 0 },
      { name: 'Qualified', color: '#06b6d4', position: 1 },
      { name: 'Proposal', color: '#f59e0b', position: 2 },
      { name: 'Negotiation', color: '#8b5cf6', position: 3 },
      { name: 'Won', color: '#10b981', position: 4 },
      { name: 'Lost', color: '#ef4444', position: 5 },
    ]);
  });

  it('is created once when the first calls arrive together', async () => {
    const contactId = uuidv7();
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => call('GET', '/pipeline', undefined, carol)),
      call('GET', `/pipeline/${contactId}/status`, undefined, carol),
      call('POST', `/pipeline/${contactId}/add`, {}, carol),
    ]);
    expect(results.slice(0, 8).map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await countRows(carol)).toEqual({ pipelines: 1, stages: 6 });
    const ids = new Set(results.slice(0, 8).map((r) => r.body.pipelines[0]?.id));
    expect(ids.size).toBe(1);
  });

  it('is created by any pipeline call, even one answering 404', async () => {
    const res = await call('GET', `/pipeline/${uuidv7()}/history`, undefined, dave);
    expect(res.status).toBe(404);
    expect(await countRows(dave)).toEqual({ pipelines: 1, stages: 6 });
  });

  it('is not created when the request is rejected by validation', async () => {
    const erin: TestUser = { ...carol, sub: 'user-erin', org: 'org-e' };
    const res = await call('PUT', `/pipeline/${uuidv7()}/move`, {}, erin);
    expect(res.status).toBe(400);
    expect(await countRows(erin)).toEqual({ pipelines: 0, stages: 0 });
  });

  it('is not added to an organisation that already has pipelines', async () => {
    const frank: TestUser = { ...carol, sub: 'user-frank', org: 'org-f' };
    const seeded = await seedOrganisation(t.db, frank.org);
    const res = await call('GET', '/pipeline', undefined, frank);
    expect(res.body.pipelines.map((p: { id: string }) => p.id)).toEqual([seeded.pipelineId]);
  });
});

describe('GET /pipeline: isDefault (docs/PRODUCT.md §9, applied by the API only)', () => {
  async function listOf(user: TestUser, names: string[]) {
    const scope = scopeOf(t, user);
    const at = Date.parse('2026-01-01T00:00:00.000Z');
    for (const [i, name] of names.entries()) {
      await scope.insertInto('pipelines', { id: uuidv7(), name, created_at: new Date(at + i * 1000).toISOString() }).execute();
    }
    const res = await call('GET', '/pipeline', undefined, user);
    expect(res.status).toBe(200);
    return res.body.pipelines.map((p: { name: string; isDefault: boolean }) => [p.name, p.isDefault]);
  }

  it("marks the first pipeline whose name contains 'Default', even when it is not the oldest", async () => {
    const gina: TestUser = { ...carol, sub: 'user-gina', org: 'org-g' };
    expect(await listOf(gina, ['Renewals', 'Partners Default', 'Default Sales Pipeline'])).toEqual([
      ['Renewals', false],
      ['Partners Default', true],
      ['Default Sales Pipeline', false],
    ]);
  });

  it("marks the oldest pipeline when no name contains 'Default'", async () => {
    const hank: TestUser = { ...carol, sub: 'user-hank', org: 'org-h' };
    expect(await listOf(hank, ['Renewals', 'Partners'])).toEqual([
      ['Renewals', true],
      ['Partners', false],
    ]);
  });
});

describe('GET /pipeline/:id', () => {
  it('answers the pipeline', async () => {
    const { id } = await defaultPipeline(t);
    const res = await call('GET', `/pipeline/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, name: 'Default Sales Pipeline', created_at: expect.any(String) });
  });

  it.each([
    ['an unknown id', () => uuidv7()],
    ['a malformed id', () => 'not-a-uuid'],
    ['the word stages', () => 'stages'],
  ])('answers 404 for %s', async (_what, id) => {
    const res = await call('GET', `/pipeline/${id()}`);
    expect(res).toEqual({ status: 404, body: { error: 'Pipeline not found', code: 'pipeline_not_found' } });
  });

  it("answers 404 for another organisation's pipeline, on every pipeline route", async () => {
    const { id } = await defaultPipeline(t, bob);
    for (const url of [`/pipeline/${id}`, `/pipeline/${id}/board`, `/pipeline/${id}/stages`]) {
      expect(await call('GET', url)).toEqual({ status: 404, body: { error: 'Pipeline not found', code: 'pipeline_not_found' } });
    }
  });
});

describe('GET /pipeline/:id/stages', () => {
  it('answers {success, data} in board order', async () => {
    const { id, stages } = await defaultPipeline(t);
    const res = await call('GET', `/pipeline/${id}/stages`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toHaveLength(6);
    expect(res.body.data[0]).toEqual({ id: stages[0]!.id, name: 'Lead', color: '#3b82f6', position: 0, probability: 10, outcome: null });
  });
});

describe('PUT /pipeline/stages/:stageId', () => {
  let stageId: string;
  let pipelineId: string;
  beforeAll(async () => {
    const p = await defaultPipeline(t);
    pipelineId = p.id;
    stageId = p.stages[1]!.id;
  });

  async function stageNow() {
    const res = await call('GET', `/pipeline/${pipelineId}/stages`);
    return res.body.data.find((s: { id: string }) => s.id === stageId);
  }

  it('renames a stage, trimming the name', async () => {
    const res = await call('PUT', `/pipeline/stages/${stageId}`, { name: '  Discovery call  ' });
    expect(res).toEqual({
      status: 200,
      body: { success: true, stage: { id: stageId, name: 'Discovery call', color: '#06b6d4', position: 1, probability: 25, outcome: null } },
    });
    expect((await stageNow()).name).toBe('Discovery call');
  });

  it('recolours a stage, storing the colour lower-case', async () => {
    const res = await call('PUT', `/pipeline/stages/${stageId}`, { color: '#EC4899' });
    expect(res.status).toBe(200);
    expect(res.body.stage).toMatchObject({ name: 'Discovery call', color: '#ec4899' });
    expect((await stageNow()).color).toBe('#ec4899');
  });

  it('accepts a name up to 50 characters', async () => {
    const name = 'x'.repeat(50);
    expect((await call('PUT', `/pipeline/stages/${stageId}`, { name })).body.stage.name).toBe(name);
  });

  // Errors at a field name it, for the stage editor to show them there.
  it.each([
    [{ name: '   ' }, 'Stage name must not be blank', 'name', { code: 'stage_name_blank' }],
    [{ name: '' }, 'name must not be empty', 'name', { code: 'validation_failed', params: { field: 'name' } }],
    [{ name: 'x'.repeat(51) }, 'name must be at most 50 characters', 'name', { code: 'validation_failed', params: { field: 'name' } }],
    [{ name: { text: 'Lead' } }, 'name must be a string', 'name', { code: 'validation_failed', params: { field: 'name' } }],
    [{ color: 'red' }, 'color has an invalid format', 'color', { code: 'validation_failed', params: { field: 'color' } }],
    [{ color: '#12345' }, 'color has an invalid format', 'color', { code: 'validation_failed', params: { field: 'color' } }],
    [{ color: '#1234567' }, 'color has an invalid format', 'color', { code: 'validation_failed', params: { field: 'color' } }],
    [{ color: '3b82f6' }, 'color has an invalid format', 'color', { code: 'validation_failed', params: { field: 'color' } }],
    [{ color: '#gggggg' }, 'color has an invalid format', 'color', { code: 'validation_failed', params: { field: 'color' } }],
    [{}, 'Send a stage name, color, probability or outcome to change', undefined, { code: 'stage_change_empty' }],
    // Unknown fields are stripped (Fastify's removeAdditional), leaving nothing to change.
    [{ position: 3 }, 'Send a stage name, color, probability or outcome to change', undefined, { code: 'stage_change_empty' }],
  ])('refuses %j with 400', async (payload, error, field, coded) => {
    const before = await stageNow();
    expect(await call('PUT', `/pipeline/stages/${stageId}`, payload)).toEqual({ status: 400, body: { error, ...(field ? { field } : {}), ...coded } });
    expect(await stageNow()).toEqual(before);
  });

  it("answers 404 for an unknown stage and for another organisation's stage", async () => {
    const theirs = (await defaultPipeline(t, bob)).stages[0]!.id;
    for (const id of [uuidv7(), 'nope', theirs]) {
      expect(await call('PUT', `/pipeline/stages/${id}`, { name: 'Hacked' })).toEqual({
        status: 404,
        body: { error: 'Stage not found', code: 'stage_not_found' },
      });
    }
    expect((await defaultPipeline(t, bob)).stages[0]!.name).toBe('Lead');
  });
});

describe('authentication', () => {
  it('refuses every pipeline call without a token', async () => {
    for (const [method, url] of [
      ['GET', '/pipeline'],
      ['GET', `/pipeline/${uuidv7()}/board`],
      ['PUT', `/pipeline/stages/${uuidv7()}`],
      ['POST', `/pipeline/${uuidv7()}/add`],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
    }
  });
});
