// The charts by calendar month: the weighted forecast by month of close date, and won and lost by
// the month the deal entered its won or lost stage (the caller's time zone).
import { sql } from 'kysely';
import { weightMinor, type DashboardForecastAnswer, type DashboardWonLostAnswer } from '@meridian/contract';
import type { TenantScope } from '../../db/tenant-scope';
import { convertedTotal, type Conversion } from '../exchange-rates';
import { addRow, inList, liveDeals, moneySums, type DashboardPipeline, type DealFilter, type MoneyRow, type Sums } from './deals';
import { instantsOf, monthOfInstant } from './period';

export interface MonthPeriod {
  /** Calendar days, inclusive. */
  from: string;
  to: string;
  months: string[];
  timeZone: string;
}

interface MonthRow extends MoneyRow {
  month: string | null;
  stage_id: string;
  cards: number | string;
}

/**
 * Deals in open stages, weighted by their stage's probability (money.ts weightMinor, rounded per
 * stage and month to the minor unit, as the board's forecast), by the month of their close date;
 * those without one are `undated`. One query grouped by month, stage and currency.
 */
export async function forecastChart(
  scope: TenantScope,
  { pipeline, stages }: DashboardPipeline,
  filter: DealFilter,
  period: MonthPeriod,
  conversion: Conversion,
): Promise<DashboardForecastAnswer> {
  const open = stages.filter((s) => s.outcome === null);
  const probability = new Map(open.map((s) => [s.id, s.probability]));
  const closeDate = sql.ref('pipeline_entries.close_date');
  const rows: MonthRow[] = await liveDeals(scope, filter)
    .where(inList('pipeline_entries.stage_id', [...probability.keys()]))
    .where((eb) => eb.or([eb('pipeline_entries.close_date', 'is', null), eb.between('pipeline_entries.close_date', period.from, period.to)]))
    .select((eb) => [
      sql<string | null>`substr(${closeDate}, 1, 7)`.as('month'),
      'pipeline_entries.stage_id',
      'pipeline_entries.currency',
      eb.fn.countAll<number | string>().as('cards'),
      ...moneySums(),
    ])
    // By position: PostgreSQL would not match a repeated expression holding parameters.
    .groupBy([sql`1`, 'pipeline_entries.stage_id', 'pipeline_entries.currency'])
    .execute();
  const months = new Map(period.months.map((m) => [m, { count: 0, sums: new Map() as Sums }]));
  let undated = 0;
  for (const row of rows) {
    if (row.month === null) {
      undated += Number(row.cards);
      continue;
    }
    const month = months.get(row.month);
    if (!month) continue;
    month.count += Number(row.cards);
    const percent = probability.get(row.stage_id) ?? 0;
    addRow(month.sums, row, (minor) => weightMinor(minor, percent));
  }
  return {
    pipeline,
    currency: conversion.currency,
    months: [...months].map(([month, m]) => ({ month, count: m.count, weighted: convertedTotal(conversion, m.sums) })),
    undated,
  };
}

/** Deals now in a won or lost stage by the month they entered it: one query grouped by month, stage and currency. */
export async function wonLostChart(
  scope: TenantScope,
  { pipeline, stages }: DashboardPipeline,
  filter: DealFilter,
  period: MonthPeriod,
  conversion: Conversion,
): Promise<DashboardWonLostAnswer> {
  const outcome = new Map(stages.filter((s) => s.outcome !== null).map((s) => [s.id, s.outcome]));
  const { start, end } = instantsOf(period, period.timeZone);
  const rows: MonthRow[] = await liveDeals(scope, filter)
    .where(inList('pipeline_entries.stage_id', [...outcome.keys()]))
    .where('pipeline_entries.entered_at', '>=', start!)
    .where('pipeline_entries.entered_at', '<', end!)
    .select((eb) => [
      monthOfInstant('pipeline_entries.entered_at', period.months, period.timeZone).as('month'),
      'pipeline_entries.stage_id',
      'pipeline_entries.currency',
      eb.fn.countAll<number | string>().as('cards'),
      ...moneySums(),
    ])
    .groupBy([sql`1`, 'pipeline_entries.stage_id', 'pipeline_entries.currency'])
    .execute();
  const months = new Map(period.months.map((m) => [m, { won: new Map() as Sums, lost: new Map() as Sums }]));
  for (const row of rows) {
    const month = months.get(row.month!);
    const kind = outcome.get(row.stage_id);
    if (month && kind) addRow(month[kind], row);
  }
  return {
    pipeline,
    currency: conversion.currency,
    months: [...months].map(([month, m]) => ({ month, won: convertedTotal(conversion, m.won), lost: convertedTotal(conversion, m.lost) })),
  };
}
