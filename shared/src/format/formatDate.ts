import { useDisplayPreferences, type DateFormat, type DisplayPreferences } from './displayPreferences';
import { intlLocale, localised, t } from '@meridian/shared/i18n';
import { toDate, type DateInput } from './toDate';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A valid date in the chosen format; the language's short date ('Jan 5, 2024', '5 janv. 2024') when none is chosen. */
export function formatValidDate(date: Date, format: DateFormat | null): string {
  const year = pad(date.getFullYear(), 4);
  const month = pad(date.getMonth() + 1);
  const day = pad(date.getDate());
  switch (format) {
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${month}-${day}`;
    default:
      return new Intl.DateTimeFormat(intlLocale(), { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
  }
}

/**
 * The date in local time, in the Settings date format ('Jan 5, 2024' by default); 'N/A' when
 * empty; 'Invalid Date' when unparseable (docs/PRODUCT.md §3). `preferences` overrides the saved choice.
 */
export function formatDate(value: DateInput, preferences?: Partial<DisplayPreferences>): string {
  const date = toDate(value);
  if (!date) return t('common.notAvailable');
  if (Number.isNaN(date.getTime())) return t('common.invalidDate');
  const { dateFormat } = { ...useDisplayPreferences.getState(), ...preferences };
  return localised(formatValidDate(date, dateFormat));
}
