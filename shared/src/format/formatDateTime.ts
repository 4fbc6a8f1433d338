import { useDisplayPreferences, type DisplayPreferences, type TimeFormat } from './displayPreferences';
import { formatValidDate } from './formatDate';
import { toDate, type DateInput } from './toDate';

const TIME: Record<TimeFormat, Intl.DateTimeFormat> = {
  '12h': new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true }),
  '24h': new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
};

/** '3:30 PM' or '15:30' (Settings time format), local time; same empty/invalid rules as formatDate. */
export function formatTime(value: DateInput, preferences?: Partial<DisplayPreferences>): string {
  const date = toDate(value);
  if (!date) return 'N/A';
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const { timeFormat } = { ...useDisplayPreferences.getState(), ...preferences };
  // Newer ICU puts a narrow no-break space before AM/PM; keep plain spaces.
  return TIME[timeFormat].format(date).replace(/\u202f/g, ' ');
}

/**
 * 'Jan 5, 2024, 3:30 PM' by default; follows the Settings date and time formats.
 * `preferences` overrides the saved choice (the Settings page's preview).
 */
export function formatDateTime(value: DateInput, preferences?: Partial<DisplayPreferences>): string {
  const date = toDate(value);
  if (!date) return 'N/A';
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const chosen = { ...useDisplayPreferences.getState(), ...preferences };
  return `${formatValidDate(date, chosen.dateFormat)}, ${formatTime(date, chosen)}`;
}
