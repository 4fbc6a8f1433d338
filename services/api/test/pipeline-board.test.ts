// The board (docs/PRODUCT.md §2 Sales Pipeline page, §7 GET /pipeline/{id}/board) and paging of a column.
import { uuidv7 } from 'uuidv7';
import { createTestApp, type TestApp } from './helpers/app';
import { bob } from './helpers/tokens';
import { addContact, caller, defaultPipeline, scopeOf, softDelete, type DefaultPipeline } from './pipeline-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
let pipeline: DefaultPipeline;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  pipeline = await defaultPipeline(t);
});
afterAll(() => t.close());

interface BoardBody {
  pipeline: { id: string; name: string };
  totalContacts: number;
  stages: { id: string; name: string; color: string; position: number; count: number; contacts: { id: string }[] }[];
}

async function board(query = ''): Promise<BoardBody> {
  const res = await call('GET', `/pipeline/${pipeline.id}/board${query}`);
  expect(res.status).toBe(200);
  return res.body;
}

const ids = (contacts: { id: string }[]) => contacts.map((c) => c.id);
const stage = (n: number) => pipeline.stages[n]!.id;

/** Puts `n` new contacts into a stage, one add at a time (so each arrives after the previous). */
async function fill(stageIndex: number, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = await addContact(t, { first: `Card${i}`, last: `S${stageIndex}` });
    expect((await call('POST', `/pipeline/${id}/add`, { stageId: stage(stageIndex) })).status).toBe(201);
    out.push(id);
  }
  return out;
}

describe('GET /pipeline/:id/board', () => {
  it('answers an empty board with every stage', async () => {
    const body = await board();
    expect(body.pipeline).toEqual({ id: pipeline.id, name: 'Default Sales Pipeline', created_at: expect.any(String) });
    expect(body.totalContacts).toBe(0);
    expect(body.stages.map((s) => [s.name, s.count, s.contacts.length])).toEqual([
      ['Lead', 0, 0],
      ['Qualified', 0, 0],
      ['Proposal', 0, 0],
      ['Negotiation', 0, 0],
      ['Won', 0, 0],
      ['Lost', 0, 0],
    ]);
  });

  it('shows each card as a contact, with the linked company name', async () => {
    const scope = scopeOf(t);
    const companyId = uuidv7();
    const now = new Date().toISOString();
    await scope.insertInto('companies', { id: companyId, name: 'Analytical Engines Ltd', created_at: now, updated_at: now }).execute();
    const id = await addContact(t, { first: 'Ada', last: 'Lovelace', email: 'ada@engines.test', company: 'AEL', company_id: companyId });
    await call('POST', `/pipeline/${id}/add`, { stageId: stage(4) });

    const won = (await board()).stages[4]!;
    expect(won).toEqual({
      id: stage(4),
      name: 'Won',
      color: '#10b981',
      position: 4,
      probability: 100,
      outcome: 'won',
      count: 1,
      totals: [],
      contacts: [
        {
          id,
          first: 'Ada',
          last: 'Lovelace',
          email: 'ada@engines.test',
          phone: '+44 20 7946 0000',
          company: 'AEL',
          company_id: companyId,
          company_name: 'Analytical Engines Ltd',
          tags: 'vip,engine',
          created_at: expect.any(String),
          owner_id: null,
          deal: { value: null, currency: null, close_date: null, owner_id: 'user-alice', owner_name: 'Alice Anders', next_step: null },
          next_activity: null,
        },
      ],
    });

    // A deleted company no longer names the card; the free-text company stays.
    await scope.updateTable('companies').set({ deleted_at: now }).where('id', '=', companyId).execute();
    expect((await board()).stages[4]!.contacts[0]).toMatchObject({ company: 'AEL', company_id: companyId, company_name: null });
    await call('DELETE', `/pipeline/${id}/remove`);
  });

  it('counts and lists live contacts only: soft-deleted ones disappear and come back on restore', async () => {
    const [a, b, c] = await fill(1, 3);
    let body = await board();
    expect(body.stages[1]!.count).toBe(3);
    expect(body.totalContacts).toBe(3);

    await softDelete(t, b!);
    body = await board();
    expect(body.stages[1]!.count).toBe(2);
    expect(ids(body.stages[1]!.contacts)).toEqual([c, a]);
    expect(body.totalContacts).toBe(2);

    await softDelete(t, b!, false);
    body = await board();
    expect(ids(body.stages[1]!.contacts)).toEqual([c, b, a]);
    expect(body.totalContacts).toBe(3);
    for (const id of [a, b, c]) await call('DELETE', `/pipeline/${id}/remove`);
  });

  it('shows the newest arrival in a stage first; a moved card tops its new column', async () => {
    const [first, second] = await fill(0, 2);
    expect(ids((await board()).stages[0]!.contacts)).toEqual([second, first]);
    const [older] = await fill(2, 1);
    // entered_at counts milliseconds: a move in the same millisecond as the arrival before it ties
    // with it, and the tie goes to the newer entry (the arrival). A user's move comes later.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call('PUT', `/pipeline/${first}/move`, { stageId: stage(2) });
    const body = await board();
    expect(ids(body.stages[0]!.contacts)).toEqual([second]);
    expect(ids(body.stages[2]!.contacts)).toEqual([first, older]);
    for (const id of [first, second, older]) await call('DELETE', `/pipeline/${id}/remove`);
  });

  it('sends at most `limit` cards per stage, each count being the full count', async () => {
    const many = await fill(3, 7);
    await fill(5, 2);
    const body = await board('?limit=3');
    expect(body.stages[3]!.count).toBe(7);
    expect(ids(body.stages[3]!.contacts)).toEqual([...many].reverse().slice(0, 3));
    expect(body.stages[5]!.contacts).toHaveLength(2);
    expect(body.totalContacts).toBe(9);

    const countsOnly = await board('?limit=0');
    expect(countsOnly.stages.map((s) => s.contacts.length)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(countsOnly.stages.map((s) => s.count)).toEqual([0, 0, 0, 7, 0, 2]);
    // The default is 100 per stage; larger limits are capped, not refused.
    expect((await board()).stages[3]!.contacts).toHaveLength(7);
    expect((await board('?limit=100000')).stages[3]!.contacts).toHaveLength(7);
  });

  it.each(['?limit=-1', '?limit=abc', '?limit=1.5'])('refuses %s with 400', async (query) => {
    const res = await call('GET', `/pipeline/${pipeline.id}/board${query}`);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
  });
});

describe('GET /pipeline/:id/stages/:stageId/contacts', () => {
  const page = (stageIndex: number, query: string) => call('GET', `/pipeline/${pipeline.id}/stages/${stage(stageIndex)}/contacts${query}`);

  it('pages through a column in board order, without gaps or repeats', async () => {
    const boardColumn = (await board('?limit=500')).stages[3]!;
    const seen: string[] = [];
    for (let offset = 0; ; offset += 3) {
      const res = await page(3, `?offset=${offset}&limit=3`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ stageId: stage(3), count: 7, offset, limit: 3 });
      seen.push(...ids(res.body.contacts));
      expect(res.body.hasMore).toBe(seen.length < 7);
      if (!res.body.hasMore) break;
    }
    expect(seen).toEqual(ids(boardColumn.contacts));
    expect(new Set(seen).size).toBe(7);
  });

  it('continues where the board stopped', async () => {
    const first = (await board('?limit=4')).stages[3]!;
    const rest = await page(3, '?offset=4');
    expect(rest.body).toMatchObject({ count: 7, offset: 4, limit: 100, hasMore: false });
    expect([...ids(first.contacts), ...ids(rest.body.contacts)]).toEqual(ids((await board()).stages[3]!.contacts));
  });

  it('answers an empty page past the end, and caps the limit', async () => {
    expect((await page(3, '?offset=50')).body).toEqual({ stageId: stage(3), count: 7, offset: 50, limit: 100, hasMore: false, contacts: [] });
    expect((await page(3, '?limit=9999')).body).toMatchObject({ limit: 500, hasMore: false });
  });

  it('refuses bad paging values with 400', async () => {
    for (const query of ['?offset=-1', '?offset=x', '?limit=0', '?limit=x']) expect((await page(3, query)).status).toBe(400);
  });

  it("answers 404 for a stage of another pipeline or organisation, or another organisation's pipeline", async () => {
    const theirs = await defaultPipeline(t, bob);
    const scope = scopeOf(t);
    const otherPipeline = uuidv7();
    const otherStage = uuidv7();
    await scope.insertInto('pipelines', { id: otherPipeline, name: 'Renewals', created_at: new Date().toISOString() }).execute();
    await scope.insertInto('stages', { id: otherStage, pipeline_id: otherPipeline, name: 'Due', color: '#6b7280', position: 0 }).execute();
    for (const [p, s] of [
      [pipeline.id, otherStage],
      [pipeline.id, theirs.stages[0]!.id],
      [theirs.id, theirs.stages[0]!.id],
      [theirs.id, stage(0)],
      [pipeline.id, 'nope'],
    ]) {
      expect(await call('GET', `/pipeline/${p}/stages/${s}/contacts`)).toEqual({ status: 404, body: { error: 'Stage not found', code: 'stage_not_found' } });
    }
  });
});
