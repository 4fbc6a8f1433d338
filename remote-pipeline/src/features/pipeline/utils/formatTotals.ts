import { formatMoney } from '@meridian/shared/format';
import type { MoneyTotal } from '@meridian/shared/model';

/** Each currency's sum formatted for the user's locale; currencies are never added together. */
export function formatTotals(totals: readonly MoneyTotal[] | undefined, compact = false): string[] {
  return (totals ?? []).map((t) => formatMoney(t.value, t.currency, { compact }));
}
