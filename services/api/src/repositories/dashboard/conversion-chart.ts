// Conversion to Won: of the deals (contacts) that entered each stage in the period, as the
// pipeline's history records it, how many are now in a won stage of the pipeline.
import { sql } from 'kysely';
import type { DashboardConversionAnswer } from '@meridian/contract';
import { ownedBy } from '../../db/record-access';
import type { TenantScope } from '../../db/tenant-scope';
import type { DashboardPipeline, DealFilter } from './deals';
import type { InstantRange } from './period';

export interface ConversionPeriod extends Required<InstantRange> {
  /** Calendar days, inclusive. */
  from: string;
  to: string;
}

/**
 * One query over the history's stage rows of the period (distinct contacts per stage), joined to
 * the contact (live, visible to the caller) and its entry in the pipeline now. With an owner
 * filter, only deals that owner owns now (a contact no longer in the pipeline has no owner).
 */
export async function conversionChart(
  scope: TenantScope,
  { pipeline, stages }: DashboardPipeline,
  filter: DealFilter,
  period: ConversionPeriod,
): Promise<DashboardConversionAnswer> {
  const won = stages.filter((s) => s.outcome === 'won').map((s) => s.id);
  const contact = sql.ref('pipeline_history.contact_id');
  const nowWon = won.length
    ? sql<number | string>`count(distinct case when ${sql.ref('pipeline_entries.stage_id')} in (${sql.join(won)}) then ${contact} end)`
    : sql<number | string>`0`;
  const rows = await scope
    .selectFrom('pipeline_history')
    .innerJoin('contacts', (j) => j.onRef('contacts.org_slug', '=', 'pipeline_history.org_slug').onRef('contacts.id', '=', 'pipeline_history.contact_id'))
    .leftJoin('pipeline_entries', (j) =>
      j
        .onRef('pipeline_entries.org_slug', '=', 'pipeline_history.org_slug')
        .onRef('pipeline_entries.contact_id', '=', 'pipeline_history.contact_id')
        .onRef('pipeline_entries.pipeline_id', '=', 'pipeline_history.pipeline_id'),
    )
    .where('contacts.deleted_at', 'is', null)
    .$if(scope.ownerOnly !== undefined, (q) => q.where(ownedBy('contacts', scope.ownerOnly)))
    .$if(filter.ownerId !== undefined, (q) => q.where('pipeline_entries.owner_id', '=', filter.ownerId!))
    .where('pipeline_history.pipeline_id', '=', pipeline.id)
    .where('pipeline_history.kind', '=', 'stage')
    .where('pipeline_history.changed_at', '>=', period.start)
    .where('pipeline_history.changed_at', '<', period.end)
    .where('pipeline_history.stage_id', 'is not', null)
    .select(['pipeline_history.stage_id', sql<number | string>`count(distinct ${contact})`.as('entered'), nowWon.as('won')])
    .groupBy('pipeline_history.stage_id')
    .execute();
  const byStage = new Map(rows.map((r) => [r.stage_id, { entered: Number(r.entered), won: Number(r.won) }]));
  return {
    pipeline,
    from: period.from,
    to: period.to,
    stages: stages.map(({ id, name }) => {
      const { entered, won: nowInWon } = byStage.get(id) ?? { entered: 0, won: 0 };
      return { id, name, entered, won: nowInWon, rate: entered === 0 ? 0 : nowInWon / entered };
    }),
  };
}
