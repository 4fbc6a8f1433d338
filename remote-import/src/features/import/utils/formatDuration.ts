import { intlLocale } from '@meridian/shared/i18n';
import { t } from '../../../i18n';

const number = (value: number, digits = 0) =>
  new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** '850 ms', '3.2 s', '4 min 5 s', '1 h 2 min' (in the language's digits); '—' when not known (not started or not ended). */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return t('import.duration.ms', { value: number(ms) });
  if (ms < 60_000) return t('import.duration.seconds', { value: number(ms / 1000, 1) });
  const seconds = Math.round(ms / 1000);
  if (seconds < 3600) return t('import.duration.minutes', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
  return t('import.duration.hours', { hours: number(Math.floor(seconds / 3600)), minutes: Math.floor((seconds % 3600) / 60) });
}
