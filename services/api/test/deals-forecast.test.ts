// The board header's forecast definitions with two currencies and exchange rates, exact to the
// minor unit: open = open stages, weighted forecast = open stages × probability (won apart, lost
// never), this month / quarter = open deals closing in the caller's month / quarter, and each as
// one total in the default currency (rates valid today, half away from zero), with the currencies
// that lack a rate named apart.
import { dayInZone } from '@meridian/contract';
import { closePeriods } from '../src/repositories/board-header';
import { createTestApp, type TestApp } from './helpers/app';
import type { TestUser } from './helpers/tokens';
import { addContact, caller, defaultPipeline } from './pipeline-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
const admin: TestUser = { sub: 'user-fiona', name: 'Fiona Fox', email: 'fiona@org-f.test', org: 'org-forecast' };

const today = dayInZone(new Date(), 'UTC');
const { month, quarter } = closePeriods(today);
const year = Number(today.slice(0, 4));
const firstOfQuarter = Number(quarter.from.slice(5, 7));
const thisMonth = Number(today.slice(5, 7));
/** A day of this quarter outside this month. */
const otherMonthOfQuarter = `${year}-${String(firstOfQuarter === thisMonth ? firstOfQuarter + 2 : firstOfQuarter).padStart(2, '0')}-15`;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const pipeline = await defaultPipeline(t, admin);
  // Lead 10%, Qualified 25%, Proposal 50%, Negotiation 75%, Won (won), Lost (lost).
  const deal = async (stage: number, body: object) => {
    const id = await addContact(t, { first: 'F', last: String(stage) }, admin);
    expect((await call('POST', `/pipeline/${id}/add`, { stageId: pipeline.stages[stage]!.id, deal: body }, admin)).status).toBe(201);
  };
  await deal(0, { value: '1000.00', close_date: today });
  await deal(0, { value: '10.00', close_date: otherMonthOfQuarter });
  await deal(1, { value: '50.00', currency: 'GBP', close_date: month.from }); // no rate: left out, named
  await deal(2, { value: '333.33', currency: 'EUR', close_date: month.from });
  await deal(3, { value: '1000', currency: 'JPY', close_date: `${year + 1}-06-15` });
  await deal(4, { value: '500.00', currency: 'EUR', close_date: today }); // won: apart, never in month
  await deal(5, { value: '100.00', currency: 'GBP', close_date: today }); // lost: nowhere but the count
  await deal(1, {}); // no value
  const rate = (currency: string, body: object) => call('PUT', `/organisation/exchange-rates/${currency}`, body, admin);
  expect((await rate('EUR', { rate: '1.0', valid_from: '2020-01-01' })).status).toBe(204); // older: replaced by today's
  expect((await rate('EUR', { rate: '1.08425' })).status).toBe(204);
  expect((await rate('EUR', { rate: '2', valid_from: '2999-01-01' })).status).toBe(204); // not valid yet
  expect((await rate('JPY', { rate: '0.0066667' })).status).toBe(204);
});
afterAll(() => t.close());

const boardOf = async () => {
  const { id } = await defaultPipeline(t, admin);
  const res = await call('GET', `/pipeline/${id}/board?limit=0`, undefined, admin);
  expect(res.status).toBe(200);
  return res.body;
};

describe('the forecast definitions', () => {
  it('gives open, won, forecast, month and quarter per currency: won never inside the forecast', async () => {
    const { totals, dealsWithValue } = await boardOf();
    expect(dealsWithValue).toBe(7);
    expect(totals).toEqual({
      open: [
        { currency: 'USD', value: '1010.00', count: 2 },
        { currency: 'EUR', value: '333.33', count: 1 },
        { currency: 'GBP', value: '50.00', count: 1 },
        { currency: 'JPY', value: '1000', count: 1 },
      ],
      won: [{ currency: 'EUR', value: '500.00', count: 1 }],
      // 1010.00 × 10%; 333.33 × 50% = 166.665 → 166.67; 50.00 × 25%; 1000 × 75%.
      forecast: [
        { currency: 'USD', value: '101.00', count: 2 },
        { currency: 'EUR', value: '166.67', count: 1 },
        { currency: 'GBP', value: '12.50', count: 1 },
        { currency: 'JPY', value: '750', count: 1 },
      ],
      month: [
        { currency: 'EUR', value: '333.33', count: 1 },
        { currency: 'GBP', value: '50.00', count: 1 },
        { currency: 'USD', value: '1000.00', count: 1 },
      ],
      quarter: [
        { currency: 'USD', value: '1010.00', count: 2 },
        { currency: 'EUR', value: '333.33', count: 1 },
        { currency: 'GBP', value: '50.00', count: 1 },
      ],
    });
  });

  it('converts each with the rates valid today, rounded half away from zero, and names the currencies without one', async () => {
    const { converted, totals } = await boardOf();
    // EUR 333.33 × 1.08425 = 361.4130525 → 361.41; JPY 1000 × 0.0066667 = 6.6667 → 6.67.
    expect(converted.open).toEqual({ currency: 'USD', value: '1378.08', count: 4, parts: totals.open, missing: ['GBP'] });
    // EUR 500.00 × 1.08425 = 542.125: the half cent rounds away from zero.
    expect(converted.won).toEqual({ currency: 'USD', value: '542.13', count: 1, parts: totals.won, missing: [] });
    // 101.00 + 166.67 × 1.08425 (180.7119… → 180.71) + 750 × 0.0066667 (5.000025 → 5.00).
    expect(converted.forecast).toEqual({ currency: 'USD', value: '286.71', count: 4, parts: totals.forecast, missing: ['GBP'] });
    expect(converted.month).toEqual({ currency: 'USD', value: '1361.41', count: 2, parts: totals.month, missing: ['GBP'] });
    expect(converted.quarter).toEqual({ currency: 'USD', value: '1371.41', count: 3, parts: totals.quarter, missing: ['GBP'] });
  });

  it('follows a rate change at once (the cached board moves with it) and reads rates as relative to a new default', async () => {
    expect((await call('PUT', '/organisation/exchange-rates/GBP', { rate: '1.25' }, admin)).status).toBe(204);
    // 1378.08 + 50.00 × 1.25
    expect((await boardOf()).converted.open).toMatchObject({ value: '1440.58', count: 5, missing: [] });
    expect((await call('DELETE', '/organisation/exchange-rates/GBP', undefined, admin)).status).toBe(204);
    expect((await boardOf()).converted.open).toMatchObject({ value: '1378.08', missing: ['GBP'] });

    // EUR becomes the default: its own amounts count 1:1, its stored rates stay (unused); USD has no rate into EUR.
    expect((await call('PUT', '/organisation/settings', { default_currency: 'EUR' }, admin)).status).toBe(200);
    const board = await boardOf();
    expect(board.defaultCurrency).toBe('EUR');
    expect(board.converted.won).toEqual({ currency: 'EUR', value: '500.00', count: 1, parts: board.totals.won, missing: [] });
    // EUR 333.33 + JPY 1000 × 0.0066667 read as EUR per JPY (6.67); USD and GBP have none.
    expect(board.converted.open).toMatchObject({ currency: 'EUR', value: '340.00', count: 2, missing: ['GBP', 'USD'] });
    await call('PUT', '/organisation/settings', { default_currency: 'USD' }, admin);
  });
});

describe('closePeriods', () => {
  it('gives the calendar month and quarter of a day', () => {
    expect(closePeriods('2026-12-02')).toEqual({ month: { from: '2026-12-01', to: '2026-12-31' }, quarter: { from: '2026-10-01', to: '2026-12-31' } });
    expect(closePeriods('2027-02-28')).toEqual({ month: { from: '2027-02-01', to: '2027-02-31' }, quarter: { from: '2027-01-01', to: '2027-03-31' } });
  });
});
