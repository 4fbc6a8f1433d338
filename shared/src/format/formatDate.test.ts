import { formatDate } from './formatDate';
import { formatDateTime } from './formatDateTime';
import { toDate } from './toDate';

// Local mid-day values keep every assertion true in any time zone.
const NOON_JAN_5_2024 = new Date(2024, 0, 5, 12).getTime();

describe('formatDate (docs/PRODUCT.md §3)', () => {
  it.each([null, undefined, ''])("gives 'N/A' for %p", (value) => {
    expect(formatDate(value)).toBe('N/A');
  });

  it.each(['not a date', '2024-13-45', '2024-02-30', 'NaN'])("gives 'Invalid Date' for %p", (value) => {
    expect(formatDate(value)).toBe('Invalid Date');
  });

  it('gives a short en-US date', () => {
    expect(formatDate('2024-01-05T12:00:00')).toBe('Jan 5, 2024');
    expect(formatDate(new Date(2024, 0, 5, 12))).toBe('Jan 5, 2024');
    expect(formatDate('2024-12-31T12:00:00')).toBe('Dec 31, 2024');
  });

  it('reads a date-only string as that calendar day, in local time', () => {
    expect(formatDate('2024-01-05')).toBe('Jan 5, 2024');
  });

  it('reads numbers above 1e12 as milliseconds', () => {
    expect(formatDate(NOON_JAN_5_2024)).toBe('Jan 5, 2024');
  });

  it('reads numbers above 1e9 (and up to 1e12) as seconds', () => {
    expect(formatDate(NOON_JAN_5_2024 / 1000)).toBe('Jan 5, 2024');
    // 1e12 itself is not above 1e12, so it is read as seconds.
    expect(toDate(1e12)?.getTime()).toBe(1e15);
    expect(toDate(1e12 + 1)?.getTime()).toBe(1e12 + 1);
  });

  it('reads small numbers as milliseconds', () => {
    expect(toDate(1e9)?.getTime()).toBe(1e9);
    expect(toDate(86_400_000 * 1.5)?.getTime()).toBe(129_600_000);
    expect(formatDate(new Date(1970, 0, 5, 12).getTime())).toBe('Jan 5, 1970');
  });

  it('treats numeric strings as numbers', () => {
    expect(formatDate(String(NOON_JAN_5_2024))).toBe('Jan 5, 2024');
    expect(formatDate(String(NOON_JAN_5_2024 / 1000))).toBe('Jan 5, 2024');
    expect(formatDate(` ${NOON_JAN_5_2024 / 1000} `)).toBe('Jan 5, 2024');
  });

  it('does not mutate a Date it is given', () => {
    const date = new Date(2024, 0, 5, 12);
    expect(toDate(date)).not.toBe(date);
    expect(toDate(date)?.getTime()).toBe(date.getTime());
  });
});

describe('formatDateTime', () => {
  it('adds the local time', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 15, 30).getTime())).toBe('Jan 5, 2024, 3:30 PM');
    expect(formatDateTime('2024-01-05T09:05:00')).toBe('Jan 5, 2024, 9:05 AM');
  });

  it('shares the empty / invalid / seconds rules', () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatDateTime('garbage')).toBe('Invalid Date');
    const seconds = new Date(2024, 0, 5, 15, 30).getTime() / 1000;
    expect(formatDateTime(seconds)).toBe('Jan 5, 2024, 3:30 PM');
  });
});
