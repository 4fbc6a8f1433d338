import { intlLocale, t } from '@meridian/shared/i18n';

const UNITS = ['bytes', 'kb', 'mb', 'gb'] as const;

/**
 * Base 1024, at most 2 decimals, in the current language: '0 Bytes', '1 byte', '512 Bytes',
 * '1 KB', '1.5 MB', '2.25 GB' (GB is the largest unit; French '1,5 Mo'). Exactly one byte is singular.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  const size = (value: number) => new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 2, useGrouping: false }).format(value);
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes <= 0) return t('common.fileSize', { unit: 'bytes', size: size(0) });
  const exponent = Math.max(0, Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024))));
  const value = Number((bytes / 1024 ** exponent).toFixed(2));
  if (exponent === 0 && value === 1) return t('common.fileSize', { unit: 'byte', size: size(1) });
  return t('common.fileSize', { unit: UNITS[exponent], size: size(value) });
}
