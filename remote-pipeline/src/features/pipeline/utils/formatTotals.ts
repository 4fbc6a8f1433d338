import { formatMoney } from '@meridian/shared/format';
import { intlLocale } from '@meridian/shared/i18n';
import type { MoneyTotal } from '@meridian/shared/model';

/** The Intl locale of the chosen language, for the board's own figures. */
export const userLocale = intlLocale;

/** Each currency's sum formatted for the user's locale; currencies are never added together. */
export function formatTotals(totals: readonly MoneyTotal[] | undefined, compact = false): string[] {
  return (totals ?? []).map((t) => formatMoney(t.value, t.currency, { compact }));
}
