// Converting deal values to the organisation's default currency. A stand-in that knows no exchange
// rate: only the default currency converts (to itself); every other currency is `missing`.
import { formatAmount, type ConvertedTotal } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import { organisationSettingsRepository } from './organisation-settings';
import { moneyTotals } from './pipeline-totals';

export interface Conversion {
  /** The organisation's default currency. */
  currency: string;
  /** `minor` units of `from` in the default currency's minor units; null: no rate for `from`. */
  convert(minor: bigint, from: string): bigint | null;
}

export async function conversionOf(scope: TenantScope): Promise<Conversion> {
  const { default_currency: currency } = await organisationSettingsRepository(scope).get();
  return { currency, convert: (minor, from) => (from === currency ? minor : null) };
}

/** Builds a ConvertedTotal from per-currency sums. */
export function convertedTotal(conversion: Conversion, sums: Map<string, { minor: bigint; count: number }>): ConvertedTotal {
  let total = 0n;
  let count = 0;
  const missing: string[] = [];
  for (const [currency, sum] of sums) {
    const converted = conversion.convert(sum.minor, currency);
    if (converted === null) {
      missing.push(currency);
      continue;
    }
    total += converted;
    count += sum.count;
  }
  return { currency: conversion.currency, value: formatAmount(total, conversion.currency), count, parts: moneyTotals(sums), missing: missing.sort() };
}
