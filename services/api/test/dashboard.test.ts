// The dashboard's charts: exact figures over a small pipeline (per-stage rounding of the forecast,
// a currency without a rate left out of the value but kept in the parts), the caller's time zone
// for months, the filters and refusals, and record access (counts AND values).
import { createTestApp, type TestApp } from './helpers/app';
import { alice, type TestUser } from './helpers/tokens';
import { addMember, seedDeals, usd } from './dashboard-fixtures';
import { caller } from './pipeline-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
const user: TestUser = { ...alice, org: 'org-dash' };
let pipelineId: string;
let stageIds: string[];

const L = 0, Q = 1, P = 2, N = 3, WON = 4, LOST = 5; // prettier-ignore

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  await addMember(t, user, 'm1', 'Mona One');
  await addMember(t, user, 'm2', 'Milo Two');
  const { pipeline } = await seedDeals(t, user, [
    // A, B, C: Lead; A and E share an owner.
    { stage: L, value: 10000, close: '2026-01-10', owner: 'm1', entered: '2026-03-02T09:00:00.000Z', history: [[L, '2026-03-02T09:00:00.000Z']] },
    { stage: L, value: 5055, close: '2026-01-20', owner: 'm2', history: [[L, '2026-02-01T09:00:00.000Z']] },
    { stage: L, value: 2000, currency: 'EUR', close: '2026-02-01', owner: 'm1' },
    { stage: P, close: '2026-03-05' },
    // E: won in March, entered Lead twice in March (counted once).
    {
      stage: WON,
      value: 100000,
      close: '2026-01-01',
      owner: 'm1',
      entered: '2026-03-15T10:00:00.000Z',
      history: [
        [L, '2026-03-03T09:00:00.000Z'],
        [L, '2026-03-05T09:00:00.000Z'],
        [WON, '2026-03-15T10:00:00.000Z'],
      ],
    },
    // F: lost at 02:00 UTC on 1 April, still 31 March in New York.
    {
      stage: LOST,
      value: 30000,
      owner: 'm2',
      entered: '2026-04-01T02:00:00.000Z',
      history: [
        [L, '2026-03-04T09:00:00.000Z'],
        [LOST, '2026-04-01T02:00:00.000Z'],
      ],
    },
    // G: deleted, so nowhere.
    { stage: L, value: 99900, close: '2026-01-15', owner: 'm1', deleted: true, history: [[L, '2026-03-06T09:00:00.000Z']] },
    { stage: N, value: 20000, close: '2026-05-01', owner: 'm2' },
    { stage: Q, value: 4000 },
    { stage: L },
  ]);
  pipelineId = pipeline.id;
  stageIds = pipeline.stages.map((s) => s.id);
});
afterAll(() => t.close());

async function chart(path: string, query = '', as: TestUser = user) {
  const res = await call('GET', `/dashboard/${path}${query}`, undefined, as);
  expect(res.status).toBe(200);
  return res.body;
}

const none = usd('0.00', 0);

describe('GET /dashboard/stages', () => {
  it('counts every live deal per stage and converts its value; EUR has no rate: in the parts, not the value', async () => {
    const body = await chart('stages');
    expect(body.pipeline).toEqual({ id: pipelineId, name: 'Default Sales Pipeline' });
    expect(body.currency).toBe('USD');
    expect(body.stages.map((s: { id: string }) => s.id)).toEqual(stageIds);
    expect(body.stages.map((s: { count: number; value: unknown }) => [s.count, s.value])).toEqual([
      [
        4,
        usd(
          '150.55',
          2,
          [
            { currency: 'USD', value: '150.55', count: 2 },
            { currency: 'EUR', value: '20.00', count: 1 },
          ],
          ['EUR'],
        ),
      ],
      [1, usd('40.00', 1, [{ currency: 'USD', value: '40.00', count: 1 }])],
      [1, none],
      [1, usd('200.00', 1, [{ currency: 'USD', value: '200.00', count: 1 }])],
      [1, usd('1000.00', 1, [{ currency: 'USD', value: '1000.00', count: 1 }])],
      [1, usd('300.00', 1, [{ currency: 'USD', value: '300.00', count: 1 }])],
    ]);
    expect(body.stages[WON]).toMatchObject({ name: 'Won', outcome: 'won', probability: 100, color: '#10b981' });
  });

  it('filters by the deal owner and by the day the deal entered its stage', async () => {
    const byOwner = await chart('stages', '?owner_id=m2');
    expect(byOwner.stages.map((s: { count: number }) => s.count)).toEqual([1, 0, 0, 1, 0, 1]);
    const march = await chart('stages', `?pipeline_id=${pipelineId}&from=2026-03-01&to=2026-03-31`);
    expect(march.stages.map((s: { count: number; value: { value: string } }) => [s.count, s.value.value])).toEqual([
      [1, '100.00'],
      [0, '0.00'],
      [0, '0.00'],
      [0, '0.00'],
      [1, '1000.00'],
      [0, '0.00'],
    ]);
  });
});

describe('GET /dashboard/forecast', () => {
  it('weighs open stages only, by month of close date, rounding per stage to the cent', async () => {
    const body = await chart('forecast', '?from=2026-01-01&to=2026-03-31');
    // Lead at 10 %: (100.00 + 50.55) × 0.10 = 15.055 → 15.06; Won's close date in January does not count.
    expect(body.months).toEqual([
      { month: '2026-01', count: 2, weighted: usd('15.06', 2, [{ currency: 'USD', value: '15.06', count: 2 }]) },
      { month: '2026-02', count: 1, weighted: usd('0.00', 0, [{ currency: 'EUR', value: '2.00', count: 1 }], ['EUR']) },
      { month: '2026-03', count: 1, weighted: none },
    ]);
    expect(body.undated).toBe(2);
  });

  it('answers this month and the next 11 by default', async () => {
    const body = await chart('forecast');
    expect(body.months).toHaveLength(12);
    expect(body.months[0].month).toBe(new Date().toISOString().slice(0, 7));
  });
});

describe('GET /dashboard/won-lost', () => {
  it("buckets by the month the deal entered its won or lost stage, in the caller's zone", async () => {
    const utc = await chart('won-lost', '?from=2026-03-01&to=2026-04-30');
    expect(utc.months).toEqual([
      { month: '2026-03', won: usd('1000.00', 1, [{ currency: 'USD', value: '1000.00', count: 1 }]), lost: none },
      { month: '2026-04', won: none, lost: usd('300.00', 1, [{ currency: 'USD', value: '300.00', count: 1 }]) },
    ]);
    const newYorker: TestUser = { ...user, sub: 'user-ny', name: 'Nia York' };
    expect((await call('PUT', '/me/preferences', { timezone: 'America/New_York' }, newYorker)).status).toBe(200);
    const ny = await chart('won-lost', '?from=2026-03-01&to=2026-04-30', newYorker);
    expect(ny.months.map((m: { lost: { value: string } }) => m.lost.value)).toEqual(['300.00', '0.00']);
  });

  it('answers the last 12 months by default and refuses a period longer than 60 months', async () => {
    expect((await chart('won-lost')).months).toHaveLength(12);
    const res = await call('GET', '/dashboard/won-lost?from=2020-01-01&to=2025-01-01', undefined, user);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('dashboard_range_too_long');
  });
});

describe('GET /dashboard/owners', () => {
  it("sums open and won by the deal's owner, most open value first, lost left out", async () => {
    const body = await chart('owners');
    expect(
      body.owners.map((o: { owner_id: string; name: string; open: { value: string; count: number }; won: { value: string } }) => [
        o.owner_id,
        o.name,
        o.open.value,
        o.open.count,
        o.won.value,
      ]),
    ).toEqual([
      ['m2', 'Milo Two', '250.55', 2, '0.00'],
      ['m1', 'Mona One', '100.00', 1, '1000.00'],
      [null, null, '40.00', 1, '0.00'],
    ]);
    expect(body.owners[1].open.missing).toEqual(['EUR']);
  });
});

describe('GET /dashboard/conversion', () => {
  it('counts distinct deals that entered each stage in the period and those now won', async () => {
    const body = await chart('conversion', '?from=2026-03-01&to=2026-03-31');
    expect(body).toMatchObject({ pipeline: { id: pipelineId }, from: '2026-03-01', to: '2026-03-31' });
    expect(body.stages.map((s: { name: string; entered: number; won: number; rate: number }) => [s.name, s.entered, s.won, s.rate])).toEqual([
      ['Lead', 3, 1, 1 / 3],
      ['Qualified', 0, 0, 0],
      ['Proposal', 0, 0, 0],
      ['Negotiation', 0, 0, 0],
      ['Won', 1, 1, 1],
      ['Lost', 0, 0, 0],
    ]);
  });

  it('defaults to the last 90 days', async () => {
    const body = await chart('conversion');
    const today = new Date().toISOString().slice(0, 10);
    expect(body.to).toBe(today);
    expect((Date.parse(body.to) - Date.parse(body.from)) / 86_400_000).toBe(89);
  });
});

describe('refusals', () => {
  it.each(['stages', 'forecast', 'won-lost', 'owners', 'conversion'])('%s: a reversed period is 400, an unknown pipeline 404', async (path) => {
    const reversed = await call('GET', `/dashboard/${path}?from=2026-03-02&to=2026-03-01`, undefined, user);
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ code: 'filter_range_invalid', field: 'from' });
    expect((await call('GET', `/dashboard/${path}?pipeline_id=nope`, undefined, user)).status).toBe(404);
    expect((await call('GET', `/dashboard/${path}?from=2026-02-30`, undefined, user)).status).toBe(400);
    expect((await call('GET', `/dashboard/${path}?pipeline_id=${encodeURIComponent("' or 1=1 --")}`, undefined, user)).status).toBe(404);
  });
});

describe('record access', () => {
  it("an owners_only member's charts count and sum only the deals of their own contacts", async () => {
    const org = 'org-dash-access';
    const owner: TestUser = { ...alice, org };
    const mia: TestUser = { sub: 'mia', name: 'Mia Member', email: 'mia@x.test', org, role: 'member' };
    await seedDeals(t, owner, [
      {
        stage: L,
        value: 1000,
        contactOwner: 'mia',
        close: '2026-01-05',
        owner: 'mia',
        entered: '2026-01-05T00:00:00.000Z',
        history: [[L, '2026-01-05T00:00:00.000Z']],
      },
      {
        stage: L,
        value: 7000,
        contactOwner: 'max',
        close: '2026-01-06',
        owner: 'mia',
        entered: '2026-01-05T00:00:00.000Z',
        history: [[L, '2026-01-05T00:00:00.000Z']],
      },
      { stage: WON, value: 500, contactOwner: 'max', owner: 'mia', entered: '2026-01-07T00:00:00.000Z', history: [[WON, '2026-01-07T00:00:00.000Z']] },
    ]);
    expect((await call('PUT', '/organisation/settings', { record_access: 'owners_only' }, owner)).status).toBe(200);
    const period = '?from=2026-01-01&to=2026-01-31';
    const stages = await chart('stages', '', mia);
    expect([stages.stages[L].count, stages.stages[L].value.value, stages.stages[WON].count]).toEqual([1, '10.00', 0]);
    const forecast = await chart('forecast', period, mia);
    expect([forecast.months[0].count, forecast.months[0].weighted.value]).toEqual([1, '1.00']);
    expect((await chart('won-lost', period, mia)).months[0].won).toEqual(none);
    expect((await chart('owners', '', mia)).owners).toEqual([
      { owner_id: 'mia', name: 'Mia Member', open: usd('10.00', 1, [{ currency: 'USD', value: '10.00', count: 1 }]), won: none },
    ]);
    expect((await chart('conversion', period, mia)).stages.map((s: { entered: number }) => s.entered)).toEqual([1, 0, 0, 0, 0, 0]);
    // The owner sees all three.
    expect((await chart('stages', '', owner)).stages[L].count).toBe(2);
  });
});
