import { currentLocale, intlLocale, localised, t } from '@meridian/shared/i18n';
import { currentTimeZone, useDisplayPreferences, type DisplayPreferences, type TimeFormat } from './displayPreferences';
import { formatValidDate } from './formatDate';
import { toDate, type DateInput } from './toDate';

const TIME: Record<TimeFormat, Intl.DateTimeFormatOptions> = {
  '12h': { hour: 'numeric', minute: '2-digit', hour12: true },
  '24h': { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

/** The clock in use: the chosen one, else the language's usual one (English 12 h; Spanish, French, German 24 h). */
export function effectiveTimeFormat(chosen: TimeFormat | null = useDisplayPreferences.getState().timeFormat): TimeFormat {
  return chosen ?? (currentLocale() === 'en' ? '12h' : '24h');
}

function timeText(date: Date, timeFormat: TimeFormat | null, timeZone: string): string {
  // Newer ICU puts a narrow no-break space before AM/PM; keep plain spaces.
  return new Intl.DateTimeFormat(intlLocale(), { ...TIME[effectiveTimeFormat(timeFormat)], timeZone }).format(date).replace(/\u202f/g, ' ');
}

function chosen(preferences?: Partial<DisplayPreferences>) {
  const { dateFormat, timeFormat, timeZone } = { ...useDisplayPreferences.getState(), ...preferences };
  return { dateFormat, timeFormat, timeZone: timeZone ?? currentTimeZone() };
}

/** '3:30 PM' or '15:30' (Settings time format) in the member's time zone; same empty/invalid rules as formatDate. */
export function formatTime(value: DateInput, preferences?: Partial<DisplayPreferences>): string {
  const date = toDate(value);
  if (!date) return t('common.notAvailable');
  if (Number.isNaN(date.getTime())) return t('common.invalidDate');
  const { timeFormat, timeZone } = chosen(preferences);
  return localised(timeText(date, timeFormat, timeZone));
}

/**
 * 'Jan 5, 2024, 3:30 PM' by default, in the member's time zone; follows the Settings date and time
 * formats. `preferences` overrides the saved choice (the Settings page's preview).
 */
export function formatDateTime(value: DateInput, preferences?: Partial<DisplayPreferences>): string {
  const date = toDate(value);
  if (!date) return t('common.notAvailable');
  if (Number.isNaN(date.getTime())) return t('common.invalidDate');
  const { dateFormat, timeFormat, timeZone } = chosen(preferences);
  return localised(`${formatValidDate(date, dateFormat, timeZone)}, ${timeText(date, timeFormat, timeZone)}`);
}
