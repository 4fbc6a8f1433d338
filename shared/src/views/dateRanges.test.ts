import { daysOf, instantsOf, presetDays } from './dateRanges';

describe('date filters', () => {
  it("counts each preset's days from the member's today (months of any length, the year's turn)", () => {
    expect(presetDays('today', '2026-03-15')).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(presetDays('last7', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetDays('last30', '2026-03-15')).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(presetDays('thisMonth', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetDays('lastMonth', '2027-01-20')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetDays('thisYear', '2026-07-04')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it("sends days as the instants they start and end at in the member's zone (the end exclusive), and reads them back", () => {
    const range = { from: '2026-03-29', to: '2026-03-29' };
    // Paris moves its clocks on 29 March 2026: a 23-hour day.
    expect(instantsOf(range, 'Europe/Paris')).toEqual({ from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' });
    expect(daysOf('2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z', 'Europe/Paris')).toEqual(range);
    expect(instantsOf({ from: '', to: '2026-12-31' }, 'UTC')).toEqual({ from: undefined, to: '2027-01-01T00:00:00.000Z' });
    expect(daysOf(undefined, 'not a date', 'UTC')).toEqual({ from: '', to: '' });
  });
});
