import { useDisplayPreferences, type DisplayPreferences, type TimeFormat } from './displayPreferences';
import { formatValidDate } from './formatDate';
import { intlLocale, localised, t } from '@meridian/shared/i18n';
import { toDate, type DateInput } from './toDate';

const TIME: Record<TimeFormat, Intl.DateTimeFormatOptions> = {
  '12h': { hour: 'numeric', minute: '2-digit', hour12: true },
  '24h': { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

function timeText(date: Date, timeFormat: TimeFormat): string {
  // Newer ICU puts a narrow no-break space before AM/PM; keep plain spaces.
  return new Intl.DateTimeFormat(intlLocale(), TIME[timeFormat]).format(date).replace(/\u202f/g, ' ');
}

/** '3:30 PM' or '15:30' (Settings time format), local time; same empty/invalid rules as formatDate. */
export function formatTime(value: DateInput, preferences?: Partial<DisplayPreferences>): string {
  const date = toDate(value);
  if (!date) return t('common.notAvailable');
  if (Number.isNaN(date.getTime())) return t('common.invalidDate');
  const { timeFormat } = { ...useDisplayPreferences.getState(), ...preferences };
  return localised(timeText(date, timeFormat));
}

/**
 * 'Jan 5, 2024, 3:30 PM' by default; follows the Settings date and time formats.
 * `preferences` overrides the saved choice (the Settings page's preview).
 */
export function formatDateTime(value: DateInput, preferences?: Partial<DisplayPreferences>): string {
  const date = toDate(value);
  if (!date) return t('common.notAvailable');
  if (Number.isNaN(date.getTime())) return t('common.invalidDate');
  const chosen = { ...useDisplayPreferences.getState(), ...preferences };
  return localised(`${formatValidDate(date, chosen.dateFormat)}, ${timeText(date, chosen.timeFormat)}`);
}
