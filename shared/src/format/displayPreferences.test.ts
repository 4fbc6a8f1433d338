import { useLocaleStore } from '@meridian/shared/i18n';
import { browserTimeZone, currentTimeZone, DEFAULT_DISPLAY_PREFERENCES, DISPLAY_PREFERENCES_KEY, useDisplayPreferences } from './displayPreferences';
import { currentDay } from './currentDay';
import { formatDate, formatDay } from './formatDate';
import { formatShortDay } from './formatShortDay';
import { formatDateTime, formatTime } from './formatDateTime';

const AFTERNOON = new Date(2024, 0, 5, 15, 30);
const MORNING = new Date(2024, 0, 5, 9, 5);

afterEach(async () => {
  await useLocaleStore.getState().setLocale('en');
  useDisplayPreferences.setState(DEFAULT_DISPLAY_PREFERENCES);
  localStorage.clear();
});

describe('the Settings date and time formats (deviation 11)', () => {
  it('keep docs/PRODUCT.md §3 dates until a format is chosen', () => {
    expect(formatDate(AFTERNOON)).toBe('Jan 5, 2024');
    expect(formatDateTime(AFTERNOON)).toBe('Jan 5, 2024, 3:30 PM');
  });

  it.each([
    ['MM/DD/YYYY', '01/05/2024'],
    ['DD/MM/YYYY', '05/01/2024'],
    ['YYYY-MM-DD', '2024-01-05'],
  ] as const)('writes dates as %s', (dateFormat, text) => {
    useDisplayPreferences.getState().setDisplayPreferences({ dateFormat });
    expect(formatDate(AFTERNOON)).toBe(text);
    expect(formatDateTime(AFTERNOON)).toBe(`${text}, 3:30 PM`);
  });

  it('writes times in 24 hours when chosen', () => {
    useDisplayPreferences.getState().setDisplayPreferences({ timeFormat: '24h' });
    expect(formatTime(AFTERNOON)).toBe('15:30');
    expect(formatTime(MORNING)).toBe('09:05');
    expect(formatTime(new Date(2024, 0, 5, 0, 0))).toBe('00:00');
    expect(formatDateTime(AFTERNOON)).toBe('Jan 5, 2024, 15:30');
  });

  it("keeps the 'N/A' and 'Invalid Date' rules in every format", () => {
    useDisplayPreferences.getState().setDisplayPreferences({ dateFormat: 'YYYY-MM-DD', timeFormat: '24h' });
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('nonsense')).toBe('Invalid Date');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatDateTime('2024-02-30')).toBe('Invalid Date');
    expect(formatTime(undefined)).toBe('N/A');
  });

  it('takes an explicit choice over the saved one', () => {
    expect(formatDateTime(AFTERNOON, { dateFormat: 'YYYY-MM-DD', timeFormat: '24h' })).toBe('2024-01-05, 15:30');
    expect(formatDate(AFTERNOON, { dateFormat: 'DD/MM/YYYY' })).toBe('05/01/2024');
    expect(formatDate(AFTERNOON)).toBe('Jan 5, 2024');
  });

  it('is kept in this browser', () => {
    useDisplayPreferences.getState().setDisplayPreferences({ dateFormat: 'DD/MM/YYYY', timeFormat: '24h' });
    expect(JSON.parse(localStorage.getItem(DISPLAY_PREFERENCES_KEY)!)).toMatchObject({
      state: { dateFormat: 'DD/MM/YYYY', timeFormat: '24h' },
    });
  });

  it('ignores unknown values in storage', async () => {
    localStorage.setItem(DISPLAY_PREFERENCES_KEY, JSON.stringify({ state: { dateFormat: 'D.M.Y', timeFormat: '36h', timeZone: 'Mars/Olympus' }, version: 0 }));
    await useDisplayPreferences.persist.rehydrate();
    expect(useDisplayPreferences.getState()).toMatchObject(DEFAULT_DISPLAY_PREFERENCES);
  });
});

// 2026-12-02T02:22Z: 9:22 PM on Dec 1 in New York, 11:22 on Dec 2 in Tokyo.
const IMPORTED = '2026-12-02T02:22:00Z';

describe("the member's time zone", () => {
  it("follows the browser's zone until one is chosen", () => {
    expect(currentTimeZone()).toBe(browserTimeZone());
    expect(browserTimeZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it.each([
    ['America/New_York', 'Dec 1, 2026, 9:22 PM', '12/01/2026, 9:22 PM', '2026-12-01, 21:22'],
    ['Asia/Tokyo', 'Dec 2, 2026, 11:22 AM', '12/02/2026, 11:22 AM', '2026-12-02, 11:22'],
  ] as const)('shows an instant as it is in %s', (timeZone, short, us, iso) => {
    useDisplayPreferences.getState().setDisplayPreferences({ timeZone });
    expect(currentTimeZone()).toBe(timeZone);
    expect(formatDateTime(IMPORTED)).toBe(short);
    useDisplayPreferences.getState().setDisplayPreferences({ dateFormat: 'MM/DD/YYYY', timeFormat: '12h' });
    expect(formatDateTime(IMPORTED)).toBe(us);
    useDisplayPreferences.getState().setDisplayPreferences({ dateFormat: 'YYYY-MM-DD', timeFormat: '24h' });
    expect(formatDateTime(IMPORTED)).toBe(iso);
    expect(formatDate(IMPORTED)).toBe(iso.slice(0, 10));
    expect(formatTime(IMPORTED)).toBe(iso.slice(12));
  });

  it('never moves a calendar day', () => {
    for (const timeZone of ['Pacific/Honolulu', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      useDisplayPreferences.getState().setDisplayPreferences({ timeZone, dateFormat: null });
      expect(formatDay('2027-02-15')).toBe('Feb 15, 2027');
      expect(formatDate('2027-02-15')).toBe('Feb 15, 2027');
      useDisplayPreferences.getState().setDisplayPreferences({ dateFormat: 'DD/MM/YYYY' });
      expect(formatDay('2027-02-15')).toBe('15/02/2027');
    }
    expect(formatDay(null)).toBe('N/A');
    expect(formatDay('2027-02-30')).toBe('Invalid Date');
    expect(formatDay('15/02/2027')).toBe('Invalid Date');
  });

  it('ignores a zone Intl does not know', () => {
    useDisplayPreferences.setState({ timeZone: 'Mars/Olympus' });
    expect(currentTimeZone()).toBe(browserTimeZone());
  });
});

describe('the clock when none is chosen', () => {
  it.each([
    ['en', '3:30 PM'],
    ['es', '15:30'],
    ['fr', '15:30'],
    ['de', '15:30'],
  ] as const)("is the language's usual one in %s", async (locale, text) => {
    await useLocaleStore.getState().setLocale(locale);
    expect(formatTime(AFTERNOON)).toBe(text);
    useDisplayPreferences.getState().setDisplayPreferences({ timeFormat: '12h' });
    expect(formatTime(AFTERNOON)).toMatch(/^3:30\s?(PM|p\. ?m\.|p\.m\.)$/i);
  });
});

describe('a day for a narrow place', () => {
  const year = Number(currentDay().slice(0, 4));
  const thisYear = `${year}-12-06`;
  const nextYear = `${year + 1}-02-15`;
  const yy = String(year + 1).slice(2);

  it.each([
    [null, 'Dec 6', `2/15/${yy}`],
    ['MM/DD/YYYY', '12/06', `02/15/${year + 1}`],
    ['DD/MM/YYYY', '06/12', `15/02/${year + 1}`],
    ['YYYY-MM-DD', '12-06', `${year + 1}-02-15`],
  ] as const)('follows the date format %s, in any zone', (dateFormat, short, other) => {
    for (const timeZone of ['America/New_York', 'Asia/Tokyo']) {
      useDisplayPreferences.getState().setDisplayPreferences({ dateFormat, timeZone });
      expect(formatShortDay(thisYear)).toBe(short);
      expect(formatShortDay(nextYear)).toBe(other);
    }
  });

  it("knows today in the member's zone", () => {
    const instant = new Date('2026-12-02T02:22:00Z');
    useDisplayPreferences.getState().setDisplayPreferences({ timeZone: 'America/New_York' });
    expect(currentDay(instant)).toBe('2026-12-01');
    useDisplayPreferences.getState().setDisplayPreferences({ timeZone: 'Asia/Tokyo' });
    expect(currentDay(instant)).toBe('2026-12-02');
  });
});
