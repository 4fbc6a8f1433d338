import { CALENDAR_DAY } from '@meridian/contract';
import { intlLocale, localised, t } from '@meridian/shared/i18n';
import { currentTimeZone, useDisplayPreferences, type DateFormat, type DisplayPreferences } from './displayPreferences';
import { toDate, type DateInput } from './toDate';
import { zonedParts } from './zonedParts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A valid instant's day in a zone, in the chosen format; the language's short date ('Jan 5, 2024',
 * '5 janv. 2024') when none is chosen.
 */
export function formatValidDate(date: Date, format: DateFormat | null, timeZone: string): string {
  if (!format) return new Intl.DateTimeFormat(intlLocale(), { year: 'numeric', month: 'short', day: 'numeric', timeZone }).format(date);
  const parts = zonedParts(date, timeZone);
  const year = pad(parts.year, 4);
  const month = pad(parts.month);
  const day = pad(parts.day);
  switch (format) {
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    default:
      return `${year}-${month}-${day}`;
  }
}

/**
 * A calendar day as written ('2024-01-05': a deal's close date, an all-day activity's day), in the
 * Settings date format. A day is the same day in every zone: it never moves with the member's zone.
 * 'N/A' when empty, 'Invalid Date' when it is no day.
 */
export function formatDay(day: string | null | undefined, preferences?: Partial<DisplayPreferences>): string {
  if (!day) return t('common.notAvailable');
  const text = day.trim();
  if (!CALENDAR_DAY.test(text)) return t('common.invalidDate');
  const date = new Date(`${text}T00:00:00Z`);
  // '2024-02-30' rolls over to Mar 1: no such day.
  if (date.toISOString().slice(0, 10) !== text) return t('common.invalidDate');
  const { dateFormat } = { ...useDisplayPreferences.getState(), ...preferences };
  return localised(formatValidDate(date, dateFormat, 'UTC'));
}

const isDayText = (value: DateInput): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim());

/**
 * The day an instant falls on in the member's time zone, in the Settings date format ('Jan 5, 2024'
 * by default); a bare 'YYYY-MM-DD' is that calendar day as written (formatDay). 'N/A' when empty;
 * 'Invalid Date' when unparseable (docs/PRODUCT.md §3). `preferences` overrides the saved choice.
 */
export function formatDate(value: DateInput, preferences?: Partial<DisplayPreferences>): string {
  if (isDayText(value)) return formatDay(value, preferences);
  const date = toDate(value);
  if (!date) return t('common.notAvailable');
  if (Number.isNaN(date.getTime())) return t('common.invalidDate');
  const { dateFormat, timeZone } = { ...useDisplayPreferences.getState(), ...preferences };
  return localised(formatValidDate(date, dateFormat, timeZone ?? currentTimeZone()));
}
