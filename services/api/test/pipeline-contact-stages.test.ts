// The contact → stage map the contacts list uses (repositories/pipeline-contact-stages.ts).
import { uuidv7 } from 'uuidv7';
import { contactStages } from '../src/repositories/pipeline';
import { createTestApp, type TestApp } from './helpers/app';
import { bob } from './helpers/tokens';
import { addContact, caller, defaultPipeline, scopeOf, type DefaultPipeline } from './pipeline-fixtures';

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

describe('contactStages (for the contacts list)', () => {
  it("maps each contact in a pipeline to its stage; others and other organisations' ids are absent", async () => {
    const inLead = await addContact(t);
    const inProposal = await addContact(t);
    const nowhere = await addContact(t);
    await call('POST', `/pipeline/${inLead}/add`, { stageId: lead });
    await call('POST', `/pipeline/${inProposal}/add`, { stageId: proposal });
    const theirs = await addContact(t, {}, bob);
    await call('POST', `/pipeline/${theirs}/add`, {}, bob);

    const map = await contactStages(scopeOf(t), [inLead, inProposal, nowhere, theirs, inLead, 'junk']);
    expect(map).toEqual(
      new Map([
        [inLead, { stageId: lead, stageName: 'Lead', stageColor: '#3b82f6', pipelineId: pipeline.id }],
        [inProposal, { stageId: proposal, stageName: 'Proposal', stageColor: '#f59e0b', pipelineId: pipeline.id }],
      ]),
    );
    expect(await contactStages(scopeOf(t), [])).toEqual(new Map());
  });

  it('handles more ids than one statement takes', async () => {
    const scope = scopeOf(t);
    const now = new Date().toISOString();
    const ids = Array.from({ length: 1200 }, () => uuidv7());
    await scope
      .insertInto(
        'contacts',
        ids.map((id) => ({ id, first: 'Bulk', last: 'Contact', created_at: now, updated_at: now })),
      )
      .execute();
    const entries = ids.filter((_, i) => i % 2 === 0);
    await scope
      .insertInto(
        'pipeline_entries',
        entries.map((contact_id) => ({ id: uuidv7(), pipeline_id: pipeline.id, stage_id: lead, contact_id, entered_at: now, updated_at: now })),
      )
      .execute();
    const map = await contactStages(scope, ids);
    expect(map.size).toBe(entries.length);
    expect(map.get(entries[599]!)?.stageName).toBe('Lead');
    expect(map.has(ids[1]!)).toBe(false);
  });
});
