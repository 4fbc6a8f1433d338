import { DEFAULT_DISPLAY_PREFERENCES, DISPLAY_PREFERENCES_KEY, useDisplayPreferences } from './displayPreferences';
import { formatDate } from './formatDate';
import { formatDateTime, formatTime } from './formatDateTime';

const AFTERNOON = new Date(2024, 0, 5, 15, 30);
const MORNING = new Date(2024, 0, 5, 9, 5);

afterEach(() => {
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
    localStorage.setItem(DISPLAY_PREFERENCES_KEY, JSON.stringify({ state: { dateFormat: 'D.M.Y', timeFormat: '36h' }, version: 0 }));
    await useDisplayPreferences.persist.rehydrate();
    expect(useDisplayPreferences.getState()).toMatchObject(DEFAULT_DISPLAY_PREFERENCES);
  });
});
