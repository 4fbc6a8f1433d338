// Board and column totals: exact to the minor unit over thousands of values, one item per
// currency (added only once converted: deals-forecast.test.ts), the weighted forecast of open stages, owner filters, and always current after
// moves, edits, removals and undos (computed on read, never stored).
import { formatAmount, weightMinor } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import { createTestApp, type TestApp } from './helpers/app';
import { alice, bob, type TestUser } from './helpers/tokens';
import { addContact, caller, defaultPipeline, scopeOf, type DefaultPipeline } from './pipeline-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
const dave: TestUser = { sub: 'user-dave', name: 'Dave Dunn', email: 'dave@org-t.test', org: 'org-totals' };
const erin: TestUser = { sub: 'user-erin', name: 'Erin Eng', email: 'erin@org-t.test', org: 'org-totals' };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

interface Money {
  currency: string;
  value: string;
  count: number;
}
const board = async (pipelineId: string, user: TestUser, query = '') => {
  const res = await call('GET', `/pipeline/${pipelineId}/board${query}`, undefined, user);
  expect(res.status).toBe(200);
  return res.body as {
    totals: { open: Money[]; won: Money[]; forecast: Money[]; month: Money[]; quarter: Money[] };
    defaultCurrency: string;
    stages: { count: number; totals: Money[] }[];
  };
};

/** Deterministic pseudo-random cents (a small LCG), so a failure can be reproduced. */
function cents(seed: number): () => number {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2 ** 31) % 10_000_000;
}

describe('exact sums', () => {
  it('sums 5,000 values to the cent, per currency, JPY and BHD in their own digits', async () => {
    const user: TestUser = { ...alice, org: 'org-money' };
    const pipeline = await defaultPipeline(t, user);
    const scope = scopeOf(t, user);
    const random = cents(42);
    const now = Date.now();
    const expected = new Map<string, bigint>([
      ['USD', 0n],
      ['JPY', 0n],
      ['BHD', 0n],
    ]);
    const contacts = [];
    const entries = [];
    for (let i = 0; i < 5_000; i++) {
      const currency = i % 10 === 0 ? 'JPY' : i % 10 === 1 ? 'BHD' : 'USD';
      const minor = BigInt(i % 3 === 0 ? 10 : i % 3 === 1 ? 1999 : random());
      expected.set(currency, expected.get(currency)! + minor);
      const id = uuidv7();
      const at = new Date(now + i).toISOString();
      contacts.push({ id, first: 'M', last: String(i), created_at: at, updated_at: at });
      entries.push({
        id: uuidv7(),
        pipeline_id: pipeline.id,
        stage_id: pipeline.stages[i % 4]!.id,
        contact_id: id,
        entered_at: at,
        updated_at: at,
        value_minor: minor.toString(),
        currency,
      });
    }
    for (let i = 0; i < contacts.length; i += 500) {
      await scope.insertInto('contacts', contacts.slice(i, i + 500)).execute();
      await scope.insertInto('pipeline_entries', entries.slice(i, i + 500)).execute();
    }
    const body = await board(pipeline.id, user, '?limit=1');
    expect(body.totals.open).toEqual([
      { currency: 'USD', value: formatAmount(expected.get('USD')!, 'USD'), count: 4_000 },
      { currency: 'BHD', value: formatAmount(expected.get('BHD')!, 'BHD'), count: 500 },
      { currency: 'JPY', value: formatAmount(expected.get('JPY')!, 'JPY'), count: 500 },
    ]);
    // 0.10 + 19.99 + … : floats would drift; the text is the exact BigInt sum.
    expect(body.totals.open[0]!.value).toMatch(/^\d+\.\d\d$/);
    expect(body.totals.open[1]!.value).toMatch(/^\d+\.\d{3}$/);
    expect(body.totals.open[2]!.value).toMatch(/^\d+$/);
    expect(body.totals.won).toEqual([]);
    expect(body.stages.reduce((n, s) => n + s.count, 0)).toBe(5_000);
  });
});

describe('totals, forecast and owner filters', () => {
  let pipeline: DefaultPipeline;
  const stage = (n: number) => pipeline.stages[n]!.id;
  const deals: Record<string, string> = {};

  async function deal(name: string, stageIndex: number, body: object, user: TestUser = dave) {
    const id = await addContact(t, { first: name, last: 'Deal' }, user);
    expect((await call('POST', `/pipeline/${id}/add`, { stageId: stage(stageIndex), deal: body }, user)).status).toBe(201);
    deals[name] = id;
  }

  beforeAll(async () => {
    await call('GET', '/members', undefined, erin); // Erin signs in
    pipeline = await defaultPipeline(t, dave);
    await deal('lead', 0, { value: '1000.00' }); // Lead 10%
    await deal('lead-eur', 0, { value: '200', currency: 'EUR', owner_id: erin.sub });
    await deal('proposal', 2, { value: '0.03' }); // Proposal 50%: 0.015 rounds half away from zero
    await deal('won', 4, { value: '500.00' }, erin); // Won 100%
    await deal('lost', 5, { value: '700.00' }); // Lost 0%
    await deal('empty', 1, {});
  });

  it('gives each stage its sums, and the board open, won and the weighted forecast per currency', async () => {
    const body = await board(pipeline.id, dave);
    expect(body.defaultCurrency).toBe('USD');
    expect(body.stages.map((s) => [s.count, s.totals])).toEqual([
      [
        2,
        [
          { currency: 'EUR', value: '200.00', count: 1 },
          { currency: 'USD', value: '1000.00', count: 1 },
        ],
      ],
      [1, []],
      [1, [{ currency: 'USD', value: '0.03', count: 1 }]],
      [0, []],
      [1, [{ currency: 'USD', value: '500.00', count: 1 }]],
      [1, [{ currency: 'USD', value: '700.00', count: 1 }]],
    ]);
    expect(body.totals).toEqual({
      open: [
        { currency: 'USD', value: '1000.03', count: 2 },
        { currency: 'EUR', value: '200.00', count: 1 },
      ],
      won: [{ currency: 'USD', value: '500.00', count: 1 }],
      // Open stages only: 1000.00 × 10% + 0.03 × 50% (0.015 → 0.02); won and lost never; EUR 200 × 10%
      forecast: [
        { currency: 'USD', value: '100.02', count: 2 },
        { currency: 'EUR', value: '20.00', count: 1 },
      ],
      month: [],
      quarter: [],
    });
    expect(weightMinor(3n, 50)).toBe(2n);
  });

  it("filters cards, counts and totals to one owner's deals, on the board and a column", async () => {
    const body = await board(pipeline.id, dave, `?owner_id=${erin.sub}`);
    expect(body.stages.map((s) => s.count)).toEqual([1, 0, 0, 0, 1, 0]);
    expect(body.totals).toEqual({
      open: [{ currency: 'EUR', value: '200.00', count: 1 }],
      won: [{ currency: 'USD', value: '500.00', count: 1 }],
      // Erin's won deal is not in the forecast.
      forecast: [{ currency: 'EUR', value: '20.00', count: 1 }],
      month: [],
      quarter: [],
    });
    const column = await call('GET', `/pipeline/${pipeline.id}/stages/${stage(0)}/contacts?owner_id=${erin.sub}`, undefined, dave);
    expect(column.body).toMatchObject({ count: 1, hasMore: false, contacts: [{ id: deals['lead-eur'], deal: { owner_id: erin.sub, owner_name: erin.name } }] });
    // Nobody's id, or a member of another organisation: nothing.
    expect((await board(pipeline.id, dave, `?owner_id=${bob.sub}`)).stages.every((s) => s.count === 0)).toBe(true);
  });

  it('stays current after a move, an edit, a removal and its undo, and a probability change', async () => {
    const open = async () => (await board(pipeline.id, dave)).totals;
    await call('PUT', `/pipeline/${deals.lead}/move`, { stageId: stage(4) }, dave); // Lead → Won
    expect((await open()).won).toEqual([{ currency: 'USD', value: '1500.00', count: 2 }]);
    await call('PUT', `/pipeline/${deals.lead}/deal`, { value: '1000.01' }, dave);
    expect((await open()).won).toEqual([{ currency: 'USD', value: '1500.01', count: 2 }]);
    const removed = await call('DELETE', `/pipeline/${deals.lead}/remove`, undefined, dave);
    expect((await open()).won).toEqual([{ currency: 'USD', value: '500.00', count: 1 }]);
    const { owner_name: _name, ...back } = removed.body.deal;
    await call('POST', `/pipeline/${deals.lead}/add`, { stageId: stage(4), deal: back }, dave);
    expect((await open()).won).toEqual([{ currency: 'USD', value: '1500.01', count: 2 }]);

    expect((await call('PUT', `/pipeline/stages/${stage(2)}`, { probability: 100 }, dave)).body.stage).toMatchObject({ probability: 100 });
    // Proposal at 100%: 0.03 in full; the won deals stay out of the forecast.
    expect((await open()).forecast).toEqual([
      { currency: 'EUR', value: '20.00', count: 1 },
      { currency: 'USD', value: '0.03', count: 1 },
    ]);
    expect(await call('PUT', `/pipeline/stages/${stage(2)}`, { probability: 101 }, dave)).toEqual({
      status: 400,
      body: { error: 'probability must be <= 100', code: 'validation_failed', params: { field: 'probability' }, field: 'probability' },
    });
  });

  it("moves the cached board's version when a member's name or the default currency changes", async () => {
    expect((await board(pipeline.id, dave)).defaultCurrency).toBe('USD');
    await call('PUT', '/organisation/settings', { default_currency: 'CHF' }, dave);
    expect((await board(pipeline.id, dave)).defaultCurrency).toBe('CHF');
    const renamed = { ...erin, name: 'Erin Eng-Ward' };
    await call('GET', '/members', undefined, renamed);
    const column = await call('GET', `/pipeline/${pipeline.id}/board?owner_id=${erin.sub}`, undefined, dave);
    expect(column.body.stages[0].contacts[0].deal.owner_name).toBe('Erin Eng-Ward');
  });
});
