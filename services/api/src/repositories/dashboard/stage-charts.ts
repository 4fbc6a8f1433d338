// The charts of where the pipeline's deals are now: by stage, and by the deal's owner.
import { sql } from 'kysely';
import type { DashboardOwnersAnswer, DashboardStagesAnswer } from '@meridian/contract';
import type { TenantScope } from '../../db/tenant-scope';
import type { Conversion } from '../exchange-rates';
import { convertedTotal } from '../exchange-rates';
import { addRow, inList, liveDeals, moneySums, type DashboardPipeline, type DealFilter, type MoneyRow, type Sums } from './deals';
import type { InstantRange } from './period';

/** Live deals of the pipeline, those that entered their stage in the period when one is given. */
function dealsEntered(scope: TenantScope, filter: DealFilter, period: InstantRange) {
  return liveDeals(scope, filter)
    .$if(period.start !== undefined, (q) => q.where('pipeline_entries.entered_at', '>=', period.start!))
    .$if(period.end !== undefined, (q) => q.where('pipeline_entries.entered_at', '<', period.end!));
}

/** Count and converted value per stage, in board order: one query grouped by stage and currency. */
export async function stagesChart(
  scope: TenantScope,
  { pipeline, stages }: DashboardPipeline,
  filter: DealFilter,
  period: InstantRange,
  conversion: Conversion,
): Promise<DashboardStagesAnswer> {
  const rows = await dealsEntered(scope, filter, period)
    .select((eb) => ['pipeline_entries.stage_id', 'pipeline_entries.currency', eb.fn.countAll<number | string>().as('cards'), ...moneySums()])
    .groupBy(['pipeline_entries.stage_id', 'pipeline_entries.currency'])
    .execute();
  const byStage = new Map<string, { count: number; sums: Sums }>();
  for (const row of rows) {
    const stage = byStage.get(row.stage_id) ?? { count: 0, sums: new Map() };
    stage.count += Number(row.cards);
    addRow(stage.sums, row);
    byStage.set(row.stage_id, stage);
  }
  return {
    pipeline,
    currency: conversion.currency,
    stages: stages.map((s) => {
      const found = byStage.get(s.id);
      return { ...s, count: found?.count ?? 0, value: convertedTotal(conversion, found?.sums ?? new Map()) };
    }),
  };
}

interface OwnerRow extends MoneyRow {
  owner_id: string | null;
  name: string | null;
  stage_id: string;
}

/** Open and won value per deal owner, most open value first: one query grouped by owner, stage and currency. */
export async function ownersChart(
  scope: TenantScope,
  { pipeline, stages }: DashboardPipeline,
  filter: DealFilter,
  period: InstantRange,
  conversion: Conversion,
): Promise<DashboardOwnersAnswer> {
  const counted = stages.filter((s) => s.outcome !== 'lost').map((s) => s.id);
  const rows: OwnerRow[] = await dealsEntered(scope, filter, period)
    .where(inList('pipeline_entries.stage_id', counted))
    .leftJoin('members', (j) => j.onRef('members.org_slug', '=', 'pipeline_entries.org_slug').onRef('members.id', '=', 'pipeline_entries.owner_id'))
    .select([
      'pipeline_entries.owner_id',
      sql<string | null>`max(${sql.ref('members.name')})`.as('name'),
      'pipeline_entries.stage_id',
      'pipeline_entries.currency',
      ...moneySums(),
    ])
    .groupBy(['pipeline_entries.owner_id', 'pipeline_entries.stage_id', 'pipeline_entries.currency'])
    .execute();
  const outcome = new Map(stages.map((s) => [s.id, s.outcome]));
  const owners = new Map<string | null, { name: string | null; open: Sums; won: Sums }>();
  for (const row of rows) {
    const stageOutcome = outcome.get(row.stage_id);
    if (stageOutcome === 'lost' || stageOutcome === undefined) continue;
    const owner = owners.get(row.owner_id) ?? { name: row.name, open: new Map(), won: new Map() };
    addRow(stageOutcome === 'won' ? owner.won : owner.open, row);
    owners.set(row.owner_id, owner);
  }
  const answer = [...owners].map(([owner_id, o]) => ({
    owner_id,
    name: o.name,
    open: convertedTotal(conversion, o.open),
    won: convertedTotal(conversion, o.won),
  }));
  const minor = (value: string) => BigInt(value.replace('.', ''));
  answer.sort((a, b) => {
    const byOpen = minor(b.open.value) - minor(a.open.value) || minor(b.won.value) - minor(a.won.value);
    if (byOpen !== 0n) return byOpen > 0n ? 1 : -1;
    return (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff') || String(a.owner_id).localeCompare(String(b.owner_id));
  });
  return { pipeline, currency: conversion.currency, owners: answer };
}
