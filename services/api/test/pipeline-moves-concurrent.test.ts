// Concurrent moves of one contact (PostgreSQL moves in one statement, repositories/pipeline-move-postgres.ts,
// and falls back to the general path when another move got there first): the history records
// exactly the moves that said they moved.
import { createTestApp, type TestApp } from './helpers/app';
import { addContact, caller, defaultPipeline, type DefaultPipeline } from './pipeline-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
let pipeline: DefaultPipeline;
let lead: string;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  pipeline = await defaultPipeline(t);
  lead = pipeline.stages[0]!.id;
});
afterAll(() => t.close());

const history = async (contactId: string, query = '') => (await call('GET', `/pipeline/${contactId}/history${query}`)).body.history;

describe('concurrent moves of one contact', () => {
  it('record exactly the moves they report, and the entry ends in one of their stages', async () => {
    const id = await addContact(t);
    await call('POST', `/pipeline/${id}/add`, { stageId: lead });
    const targets = Array.from({ length: 12 }, (_, i) => pipeline.stages[i % pipeline.stages.length]!.id);
    const answers = await Promise.all(targets.map((stageId) => call('PUT', `/pipeline/${id}/move`, { stageId })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const movedCount = answers.filter((a) => a.body.moved).length;
    expect(movedCount).toBeGreaterThan(0);
    // The add, then one history row per move that said it moved.
    expect(await history(id, '?limit=100')).toHaveLength(movedCount + 1);
    const status = (await call('GET', `/pipeline/${id}/status`)).body;
    expect(targets).toContain(status.stageId);
  });
});
