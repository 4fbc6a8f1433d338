// The board's counts and money totals from one grouped query over its live entries (stage,
// currency): computed on every read, never stored, so moves, edits, removals and undos cannot
// leave them stale. Sums are exact: the database sums the integer minor units and hands the sum
// over as text (PostgreSQL's sum(bigint) is numeric; SQLite's is a 64-bit integer), read as a
// BigInt. Currencies are never added together.
import { sql } from 'kysely';
import { formatAmount, weightMinor, type BoardTotals, type MoneyTotal, type StageOutcome } from '@meridian/contract';
import { ownedBy } from '../db/record-access';
import type { TenantScope } from '../db/tenant-scope';
import { hasNoOpenActivity } from './next-activity';

/** Per stage: its live cards, and per currency the sum of its deal values and how many have one. */
export interface StageSums {
  count: number;
  money: Map<string, { minor: bigint; count: number }>;
}

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
}

/** SQLite's SUM refuses a sum past 2^63 ("integer overflow"); those groups are summed here instead. */
async function sumInJs(scope: TenantScope, filter: TotalsFilter): Promise<Row[]> {
  const rows = await liveEntries(scope, filter).select(['pipeline_entries.stage_id', 'pipeline_entries.currency', 'pipeline_entries.value_minor']).execute();
  const groups = new Map<string, Row & { sum: bigint }>();
  for (const r of rows) {
    const key = `${r.stage_id}\n${r.currency ?? ''}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { stage_id: r.stage_id, currency: r.currency, cards: 0, valued: 0, total: null, sum: 0n }));
    g.cards = Number(g.cards) + 1;
    if (r.value_minor !== null) {
      g.valued = Number(g.valued) + 1;
      g.sum += BigInt(r.value_minor);
      g.total = g.sum.toString();
    }
  }
  return [...groups.values()];
}

export async function stageSums(scope: TenantScope, filter: TotalsFilter): Promise<Map<string, StageSums>> {
  let rows: Row[];
  try {
    rows = await liveEntries(scope, filter)
      .select((eb) => [
        'pipeline_entries.stage_id',
        'pipeline_entries.currency',
        eb.fn.countAll<number>().as('cards'),
        eb.fn.count<number>('pipeline_entries.value_minor').as('valued'),
        sql<string | null>`cast(sum(${sql.ref('pipeline_entries.value_minor')}) as text)`.as('total'),
      ])
      .groupBy(['pipeline_entries.stage_id', 'pipeline_entries.currency'])
      .execute();
  } catch (err) {
    if (scope.dialect !== 'sqlite' || !/integer overflow/i.test(String((err as Error).message))) throw err;
    rows = await sumInJs(scope, filter);
  }
  const out = new Map<string, StageSums>();
  for (const r of rows) {
    let stage = out.get(r.stage_id);
    if (!stage) out.set(r.stage_id, (stage = { count: 0, money: new Map() }));
    stage.count += Number(r.cards);
    if (r.currency && r.total !== null && Number(r.valued) > 0) stage.money.set(r.currency, { minor: BigInt(r.total), count: Number(r.valued) });
  }
  return out;
}

type Sums = Map<string, { minor: bigint; count: number }>;

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

/**
 * The board header: open (stages with no outcome), won, and the forecast, Σ over every stage of
 * its sum weighted by its probability (money.ts weightMinor, rounded per stage to the minor unit),
 * so won counts in full and lost (probability 0) not at all; its `count` is of the deals weighed
 * above zero.
 */
export function boardTotals(stages: readonly { id: string; probability: number; outcome: StageOutcome }[], sums: Map<string, StageSums>): BoardTotals {
  const open: Sums = new Map();
  const won: Sums = new Map();
  const forecast: Sums = new Map();
  for (const stage of stages) {
    for (const [currency, s] of sums.get(stage.id)?.money ?? []) {
      if (stage.outcome === null) addTo(open, currency, s.minor, s.count);
      if (stage.outcome === 'won') addTo(won, currency, s.minor, s.count);
      if (stage.probability > 0) addTo(forecast, currency, weightMinor(s.minor, stage.probability), s.count);
    }
  }
  return { open: moneyTotals(open), won: moneyTotals(won), forecast: moneyTotals(forecast) };
}
