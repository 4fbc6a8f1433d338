import type { ColumnType } from 'kysely';

/**
 * An exchange rate an admin keeps (migration 0025), keyed by (org_slug, currency, valid_from):
 * units of the organisation's default currency per 1 unit of `currency`, as decimal text with at
 * most 8 decimals; the latest `valid_from` on or before the day converts.
 */
export interface ExchangeRatesTable {
  org_slug: ColumnType<string, string | undefined, never>;
  currency: string;
  rate: string;
  valid_from: string;
  updated_at: string;
  updated_by: string | null;
}

export interface ExchangeRateTables {
  exchange_rates: ExchangeRatesTable;
}

/** Keyed by organisation (and currency), no id: versioned, but outside TENANT_TABLES (schema.ts). */
export const SETTINGS_TABLES = ['organisation_settings', 'exchange_rates'] as const;
