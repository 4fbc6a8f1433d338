// The exchange rates an admin keeps (migration 0025) and the conversion of per-currency sums into
// the organisation's default currency with them. A rate is units of the default currency per 1
// unit of its currency; each currency converts at its latest rate valid on the given day. Rates
// stay when the default currency changes: they are then read as relative to the new one, and the
// settings screen asks the admin to review them.
import { convertMinor, formatAmount, parseRate, type ConvertedTotal, type ExchangeRate, type ExchangeRatesAnswer } from '@meridian/contract';
import { notFound } from '../errors';
import type { TenantScope } from '../db/tenant-scope';
import { audit, type AuditActor } from './audit-log';
import { organisationSettingsRepository } from './organisation-settings';
import { moneyTotals } from './pipeline-totals';

export interface Conversion {
  /** The organisation's default currency. */
  currency: string;
  /** Minor units of `from` in minor units of `currency`, rounded half away from zero; null: no rate for `from`. */
  convert(minor: bigint, from: string): bigint | null;
}

/** Today as a calendar day in UTC (YYYY-MM-DD): the day rates are chosen for when the caller gives none. */
export const utcToday = (): string => new Date().toISOString().slice(0, 10);

interface RateRow {
  currency: string;
  rate: string;
  valid_from: string;
  updated_at: string;
}

async function rateRows(scope: TenantScope): Promise<RateRow[]> {
  return scope
    .selectFrom('exchange_rates')
    .select(['currency', 'rate', 'valid_from', 'updated_at'])
    .orderBy('currency')
    .orderBy('valid_from', 'desc')
    .execute();
}

/** Per currency, its latest rate valid on `today` (rows are by currency, the newest date first). */
function ratesInUse(rows: readonly RateRow[], today: string): Map<string, RateRow> {
  const inUse = new Map<string, RateRow>();
  for (const row of rows) if (row.valid_from <= today && !inUse.has(row.currency)) inUse.set(row.currency, row);
  return inUse;
}

/** The organisation's conversion on `today` (the caller's day; UTC's without one). */
export async function conversionOf(scope: TenantScope, today: string = utcToday()): Promise<Conversion> {
  const [{ default_currency: currency }, rows] = await Promise.all([organisationSettingsRepository(scope).get(), rateRows(scope)]);
  const scaled = new Map<string, bigint>();
  for (const [code, row] of ratesInUse(rows, today)) {
    const parsed = parseRate(row.rate);
    if (parsed.ok) scaled.set(code, parsed.scaled);
  }
  return {
    currency,
    convert(minor, from) {
      if (from === currency) return minor;
      const rate = scaled.get(from);
      return rate === undefined ? null : convertMinor(minor, from, currency, rate);
    },
  };
}

/** Builds a ConvertedTotal from per-currency sums: each sum converted and rounded on its own, then added. */
export function convertedTotal(conversion: Conversion, sums: Map<string, { minor: bigint; count: number }>): ConvertedTotal {
  let value = 0n;
  let count = 0;
  const missing: string[] = [];
  for (const [currency, sum] of sums) {
    const converted = conversion.convert(sum.minor, currency);
    if (converted === null) {
      missing.push(currency);
      continue;
    }
    value += converted;
    count += sum.count;
  }
  return { currency: conversion.currency, value: formatAmount(value, conversion.currency), count, parts: moneyTotals(sums), missing: missing.sort() };
}

export function exchangeRatesRepository(scope: TenantScope) {
  return {
    /** Every rate, by currency, the newest date first; `in_use` marks the one each converts with on `today`. */
    async list(today: string): Promise<ExchangeRatesAnswer> {
      const [{ default_currency: currency }, rows] = await Promise.all([organisationSettingsRepository(scope).get(), rateRows(scope)]);
      const inUse = ratesInUse(rows, today);
      const rates: ExchangeRate[] = rows.map((row) => ({ ...row, in_use: inUse.get(row.currency) === row }));
      return { currency, rates };
    },

    /** Sets `currency`'s rate from `validFrom` on (the same date again replaces it), recorded in the audit trail. The route has checked the values. */
    async put(currency: string, rate: string, validFrom: string, actor: AuditActor): Promise<void> {
      await scope.transaction(async (tx) => {
        const before = await tx
          .selectFrom('exchange_rates')
          .select('rate')
          .where('currency', '=', currency)
          .where('valid_from', '=', validFrom)
          .executeTakeFirst();
        if (before?.rate === rate) return;
        const now = new Date().toISOString();
        await tx
          .insertInto('exchange_rates', { currency, valid_from: validFrom, rate, updated_at: now, updated_by: actor.id })
          .onConflict((oc) => oc.columns(['org_slug', 'currency', 'valid_from']).doUpdateSet({ rate, updated_at: now, updated_by: actor.id }))
          .execute();
        const field = `exchange_rate ${currency} ${validFrom}`;
        await audit(
          tx,
          actor,
          { action: 'updated', record_type: 'settings', record_id: null, record_name: null, changes: [{ field, from: before?.rate ?? null, to: rate }] },
          now,
        );
      });
    },

    /** Removes `currency`'s rate of `validFrom`, or all its rates; 404 when there was none. */
    async remove(currency: string, validFrom: string | undefined, actor: AuditActor): Promise<void> {
      await scope.transaction(async (tx) => {
        const rows = await tx
          .selectFrom('exchange_rates')
          .select(['rate', 'valid_from'])
          .where('currency', '=', currency)
          .$if(validFrom !== undefined, (q) => q.where('valid_from', '=', validFrom!))
          .execute();
        if (!rows.length) throw notFound('exchange_rate_not_found');
        await tx
          .deleteFrom('exchange_rates')
          .where('currency', '=', currency)
          .$if(validFrom !== undefined, (q) => q.where('valid_from', '=', validFrom!))
          .execute();
        const changes = rows.map((row) => ({ field: `exchange_rate ${currency} ${row.valid_from}`, from: row.rate, to: null }));
        await audit(tx, actor, { action: 'updated', record_type: 'settings', record_id: null, record_name: null, changes });
      });
    },
  };
}
