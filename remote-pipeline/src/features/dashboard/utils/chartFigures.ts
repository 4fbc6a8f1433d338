import { intlLocale } from '@meridian/shared/i18n';
import { formatMoney } from '@meridian/shared/format';
import type { ConvertedTotal } from '@meridian/shared/api';

/** A converted total as a bar's length: drawing needs a number; the words show the exact text. */
export function amountOf(total: ConvertedTotal): number {
  const n = Number(total.value);
  return Number.isFinite(n) ? n : 0;
}

/** The converted figure in the default currency, in the chosen language ('$12,500.00'). */
export function moneyText(total: ConvertedTotal, options: { compact?: boolean } = {}): string {
  return formatMoney(total.value, total.currency, options);
}

/** An axis tick: a short amount in `currency` ('$1.2M'). */
export function axisMoney(currency: string) {
  return (value: number) => formatMoney(String(value), currency, { compact: true });
}

/** 'YYYY-MM' as the language writes a month ('Mar 2026', 'mars 2026'): a calendar month, in no zone. */
export function monthText(month: string, style: 'short' | 'long' = 'short'): string {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return new Intl.DateTimeFormat(intlLocale(), { month: style, year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, m - 1, 1));
}

/** A share (0..1) as a percentage in the chosen language ('42%'). */
export function rateText(rate: number): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** The currencies any of `totals` had to leave out (no exchange rate), once each. */
export function missingOf(totals: readonly ConvertedTotal[]): string[] {
  return [...new Set(totals.flatMap((t) => t.missing))].sort();
}

/** What a hover says beside the converted figure: the original per-currency sums. */
export function partsText(total: ConvertedTotal): string {
  return total.parts.map((p) => formatMoney(p.value, p.currency)).join(' + ');
}
