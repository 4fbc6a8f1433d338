// The deal filters of the contact list (deal_currency, deal_value_min/max, close_from/to): one of
// the contact's pipeline entries (one per pipeline) matches them all; a contact appears once however many do.
// Amounts are major units of the currency, turned into the stored minor units with its digits
// (money.ts): a bound with more decimals than the currency has is rounded inwards.
import { currencyDigits, DEFAULT_CURRENCY, type ContactFilter } from '@meridian/contract';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { TenantScope } from '../db/tenant-scope';

/** Stored amounts stay below 2^53 (AMOUNT_MAX_INTEGER_DIGITS); a larger bound means the same as this one. */
const MINOR_MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** `amount` (≤ 4 decimals, the schema's pattern) in minor units of a currency with `digits`, rounded up (a minimum) or down. */
export function toMinor(amount: string, digits: number, round: 'up' | 'down'): number {
  const [whole, fraction = ''] = amount.split('.');
  const scaled = BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  const unit = 10n ** BigInt(Math.max(0, 4 - digits));
  let minor = scaled / unit;
  if (round === 'up' && minor * unit < scaled) minor += 1n;
  if (digits > 4) minor *= 10n ** BigInt(digits - 4);
  return Number(minor > MINOR_MAX ? MINOR_MAX : minor);
}

let byDigits: Map<number, string[]> | undefined;

/** The currencies whose minor unit is not hundredths, by their digits (Intl's list, once). */
function otherDigits(): Map<number, string[]> {
  if (!byDigits) {
    byDigits = new Map();
    for (const code of Intl.supportedValuesOf('currency')) {
      const digits = currencyDigits(code);
      if (digits !== 2) byDigits.set(digits, [...(byDigits.get(digits) ?? []), code]);
    }
  }
  return byDigits;
}

/**
 * A bound in minor units of the entry's own currency, when that currency is only known in the
 * database (the organisation's default): one case per number of digits.
 */
function boundByCurrency(amount: string, round: 'up' | 'down'): RawBuilder<number> {
  const currency = sql.ref('pipeline_entries.currency');
  // Cast: PostgreSQL cannot infer a parameter's type from a CASE branch.
  const minor = (digits: number) => sql`cast(${toMinor(amount, digits, round)} as bigint)`;
  const cases = [...otherDigits()].map(([digits, codes]) => sql`when ${currency} in (${sql.join(codes)}) then ${minor(digits)}`);
  return sql<number>`(case ${sql.join(cases, sql` `)} else ${minor(2)} end)`;
}

export function dealCondition(scope: TenantScope, filter: ContactFilter): Expression<SqlBool> | undefined {
  const { deal_currency: currency, deal_value_min: min, deal_value_max: max, close_from, close_to } = filter;
  if (!currency && min === undefined && max === undefined && !close_from && !close_to) return undefined;
  let entries = scope.selectFrom('pipeline_entries').select('pipeline_entries.contact_id');
  const valued = min !== undefined || max !== undefined;
  if (currency) entries = entries.where('pipeline_entries.currency', '=', currency);
  else if (valued) {
    const fallback = scope.selectFrom('organisation_settings').select('organisation_settings.default_currency');
    entries = entries.where(sql<SqlBool>`${sql.ref('pipeline_entries.currency')} = coalesce((${fallback}), ${DEFAULT_CURRENCY})`);
  }
  const bound = (amount: string, round: 'up' | 'down') =>
    currency ? sql<number>`${toMinor(amount, currencyDigits(currency), round)}` : boundByCurrency(amount, round);
  const value = sql.ref('pipeline_entries.value_minor');
  if (min !== undefined) entries = entries.where(sql<SqlBool>`${value} >= ${bound(min, 'up')}`);
  if (max !== undefined) entries = entries.where(sql<SqlBool>`${value} <= ${bound(max, 'down')}`);
  if (close_from) entries = entries.where('pipeline_entries.close_date', '>=', close_from);
  if (close_to) entries = entries.where('pipeline_entries.close_date', '<=', close_to);
  return sql<SqlBool>`${sql.ref('contacts.id')} in ${entries}`;
}
