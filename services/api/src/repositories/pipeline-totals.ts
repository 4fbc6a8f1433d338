// The board's counts and money totals from one grouped query over its live entries (stage,
// currency): computed on every read, never stored, so moves, edits, removals and undos cannot
// leave them stale. Sums are exact: the database sums the integer minor units and hands the sum
// over as text (PostgreSQL's sum(bigint) is numeric; SQLite's is a 64-bit integer), read as a
// BigInt. Each group also sums the values whose close date falls in the caller's current month and
// quarter (calendar days, compared as YYYY-MM-DD text). Currencies are added together only once
// converted (repositories/exchange-rates.ts).
import { sql } from 'kysely';
import { formatAmount, weightMinor, type BoardTotals, type MoneyTotal, type StageOutcome } from '@meridian/contract';
import { ownedBy } from '../db/record-access';
import type { TenantScope } from '../db/tenant-scope';
import { hasNoOpenActivity } from './next-activity';

export type Sums = Map<string, { minor: bigint; count: number }>;

/** Per stage: its live cards, and per currency the sum of its deal values and how many have one; the same of those closing in `period`. */
export interface StageSums {
  count: number;
  money: Sums;
  month: Sums;
  quarter: Sums;
}

/** The caller's current month and quarter as first and last calendar days (YYYY-MM-DD), inclusive. */
export interface ClosePeriods {
  month: { from: string; to: string };
  quarter: { from: string; to: string };
}

const NO_PERIOD = { from: '9999-12-31', to: '0000-01-01' };

export interface TotalsFilter {
  pipelineId: string;
  stageId?: string;
  ownerId?: string;
  /** Only entries whose contact has no open activity. */
  noActivity?: boolean;
}

function liveEntries(scope: TenantScope, filter: TotalsFilter) {
  let query = scope
    .selectFrom('pipeline_entries')
    .innerJoin('contacts', (j) => j.onRef('contacts.org_slug', '=', 'pipeline_entries.org_slug').onRef('contacts.id', '=', 'pipeline_entries.contact_id'))
    .where('contacts.deleted_at', 'is', null)
    // Deals follow their contact's record access (db/record-access.ts).
    .$if(scope.ownerOnly !== undefined, (q) => q.where(ownedBy('contacts', scope.ownerOnly)))
    .where('pipeline_entries.pipeline_id', '=', filter.pipelineId);
  if (filter.stageId) query = query.where('pipeline_entries.stage_id', '=', filter.stageId);
  if (filter.ownerId) query = query.where('pipeline_entries.owner_id', '=', filter.ownerId);
  if (filter.noActivity) query = query.where(hasNoOpenActivity(scope));
  return query;
}

interface Row {
  stage_id: string;
  currency: string | null;
  cards: number | string;
  valued: number | string;
  total: string | null;
  month_valued: number | string | null;
  month_total: string | null;
  quarter_valued: number | string | null;
  quarter_total: string | null;
}

const inPeriod = (day: string | null, period: { from: string; to: string }) => day !== null && day >= period.from && day <= period.to;

/** SQLite's SUM refuses a sum past 2^63 ("integer overflow"); those groups are summed here instead. */
async function sumInJs(scope: TenantScope, filter: TotalsFilter, periods: ClosePeriods): Promise<Row[]> {
  const rows = await liveEntries(scope, filter)
    .select(['pipeline_entries.stage_id', 'pipeline_entries.currency', 'pipeline_entries.value_minor', 'pipeline_entries.close_date'])
    .execute();
  const groups = new Map<string, { row: Row; sum: bigint; month: bigint; quarter: bigint }>();
  for (const r of rows) {
    const key = `${r.stage_id}\n${r.currency ?? ''}`;
    let g = groups.get(key);
    if (!g) {
      const row = {
        stage_id: r.stage_id,
        currency: r.currency,
        cards: 0,
        valued: 0,
        total: null,
        month_valued: 0,
        month_total: null,
        quarter_valued: 0,
        quarter_total: null,
      };
      groups.set(key, (g = { row, sum: 0n, month: 0n, quarter: 0n }));
    }
    g.row.cards = Number(g.row.cards) + 1;
    if (r.value_minor === null) continue;
    const minor = BigInt(r.value_minor);
    g.row.valued = Number(g.row.valued) + 1;
    g.row.total = (g.sum += minor).toString();
    if (inPeriod(r.close_date, periods.month)) {
      g.row.month_valued = Number(g.row.month_valued) + 1;
      g.row.month_total = (g.month += minor).toString();
    }
    if (inPeriod(r.close_date, periods.quarter)) {
      g.row.quarter_valued = Number(g.row.quarter_valued) + 1;
      g.row.quarter_total = (g.quarter += minor).toString();
    }
  }
  return [...groups.values()].map((g) => g.row);
}

function setSum(into: Sums, currency: string, total: string | null, valued: number | string | null): void {
  if (total !== null && Number(valued) > 0) into.set(currency, { minor: BigInt(total), count: Number(valued) });
}

/** Per stage, its counts and sums; `periods` (the caller's month and quarter) narrow the close-date sums, none: they stay empty. */
export async function stageSums(scope: TenantScope, filter: TotalsFilter, periods?: ClosePeriods): Promise<Map<string, StageSums>> {
  const { month, quarter } = periods ?? { month: NO_PERIOD, quarter: NO_PERIOD };
  const value = sql.ref('pipeline_entries.value_minor');
  const close = sql.ref('pipeline_entries.close_date');
  const closing = (period: { from: string; to: string }) => sql`case when ${close} between ${period.from} and ${period.to} then ${value} end`;
  let rows: Row[];
  try {
    rows = await liveEntries(scope, filter)
      .select((eb) => [
        'pipeline_entries.stage_id',
        'pipeline_entries.currency',
        eb.fn.countAll<number>().as('cards'),
        eb.fn.count<number>('pipeline_entries.value_minor').as('valued'),
        sql<string | null>`cast(sum(${value}) as text)`.as('total'),
        sql<number | string | null>`count(${closing(month)})`.as('month_valued'),
        sql<string | null>`cast(sum(${closing(month)}) as text)`.as('month_total'),
        sql<number | string | null>`count(${closing(quarter)})`.as('quarter_valued'),
        sql<string | null>`cast(sum(${closing(quarter)}) as text)`.as('quarter_total'),
      ])
      .groupBy(['pipeline_entries.stage_id', 'pipeline_entries.currency'])
      .execute();
  } catch (err) {
    if (scope.dialect !== 'sqlite' || !/integer overflow/i.test(String((err as Error).message))) throw err;
    rows = await sumInJs(scope, filter, { month, quarter });
  }
  const out = new Map<string, StageSums>();
  for (const r of rows) {
    let stage = out.get(r.stage_id);
    if (!stage) out.set(r.stage_id, (stage = { count: 0, money: new Map(), month: new Map(), quarter: new Map() }));
    stage.count += Number(r.cards);
    if (!r.currency) continue;
    setSum(stage.money, r.currency, r.total, r.valued);
    setSum(stage.month, r.currency, r.month_total, r.month_valued);
    setSum(stage.quarter, r.currency, r.quarter_total, r.quarter_valued);
  }
  return out;
}

/** Most deals first, then by currency code. */
export function moneyTotals(sums: Sums): MoneyTotal[] {
  return [...sums]
    .map(([currency, s]) => ({ currency, value: formatAmount(s.minor, currency), count: s.count }))
    .sort((a, b) => b.count - a.count || (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
}

function addTo(into: Sums, currency: string, minor: bigint, count: number): void {
  const s = into.get(currency) ?? { minor: 0n, count: 0 };
  into.set(currency, { minor: s.minor + minor, count: s.count + count });
}

/** The board header's per-currency sums (Σ of its stages'), before they are formatted or converted. */
export interface HeaderSums {
  open: Sums;
  won: Sums;
  forecast: Sums;
  month: Sums;
  quarter: Sums;
  /** Cards whose deal has a value. */
  valued: number;
}

/**
 * The board header: open (stages with no outcome), won (shown apart), the forecast, Σ over the open
 * stages of their sum weighted by the stage's probability (money.ts weightMinor, rounded per stage
 * to the minor unit; won and lost never count, its `count` is of the open deals weighed above
 * zero), and the open deals closing in the caller's month and quarter.
 */
export function headerSums(stages: readonly { id: string; probability: number; outcome: StageOutcome }[], sums: Map<string, StageSums>): HeaderSums {
  const out: HeaderSums = { open: new Map(), won: new Map(), forecast: new Map(), month: new Map(), quarter: new Map(), valued: 0 };
  for (const stage of stages) {
    const stageSums = sums.get(stage.id);
    for (const [currency, s] of stageSums?.money ?? []) {
      out.valued += s.count;
      if (stage.outcome === 'won') addTo(out.won, currency, s.minor, s.count);
      if (stage.outcome !== null) continue;
      addTo(out.open, currency, s.minor, s.count);
      if (stage.probability > 0) addTo(out.forecast, currency, weightMinor(s.minor, stage.probability), s.count);
    }
    if (stage.outcome !== null) continue;
    for (const [currency, s] of stageSums?.month ?? []) addTo(out.month, currency, s.minor, s.count);
    for (const [currency, s] of stageSums?.quarter ?? []) addTo(out.quarter, currency, s.minor, s.count);
  }
  return out;
}

export function boardTotals(header: HeaderSums): BoardTotals {
  return {
    open: moneyTotals(header.open),
    won: moneyTotals(header.won),
    forecast: moneyTotals(header.forecast),
    month: moneyTotals(header.month),
    quarter: moneyTotals(header.quarter),
  };
}
