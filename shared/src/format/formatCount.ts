import { intlLocale, localised } from '@meridian/shared/i18n';

/** A whole count with the language's separators: 51498 → '51,498' (en), '51.498' (de). Missing or non-finite → '0'. */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return localised('0');
  return localised(new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 0 }).format(value));
}
