// Every pipeline entry of one contact, with its pipeline, stage and deal: the status's `entries`,
// the primary one first (primary-entry.ts), then oldest first.
import { sql } from 'kysely';
import type { PipelineEntry } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import { dealOf } from './deal-values';
import { primaryRank } from './primary-entry';

export async function contactEntries(scope: TenantScope, contactId: string): Promise<PipelineEntry[]> {
  const rows = await scope
    .selectFrom('pipeline_entries')
    .innerJoin('stages', (j) => j.onRef('stages.org_slug', '=', 'pipeline_entries.org_slug').onRef('stages.id', '=', 'pipeline_entries.stage_id'))
    .innerJoin('pipelines', (j) => j.onRef('pipelines.org_slug', '=', 'pipeline_entries.org_slug').onRef('pipelines.id', '=', 'pipeline_entries.pipeline_id'))
    .leftJoin('members', (j) => j.onRef('members.org_slug', '=', 'pipeline_entries.org_slug').onRef('members.id', '=', 'pipeline_entries.owner_id'))
    .where('pipeline_entries.contact_id', '=', contactId)
    .select([
      'pipelines.id as pipeline_id',
      'pipelines.name as pipeline_name',
      'stages.id as stage_id',
      'stages.name as stage_name',
      'stages.color as stage_color',
      'pipeline_entries.value_minor',
      'pipeline_entries.currency',
      'pipeline_entries.close_date',
      'pipeline_entries.owner_id',
      'pipeline_entries.next_step',
      'members.name as owner_name',
    ])
    .orderBy(primaryRank(scope, sql.ref('pipeline_entries.pipeline_id')))
    .orderBy('pipeline_entries.id')
    .execute();
  return rows.map((r) => ({
    pipelineId: r.pipeline_id,
    pipelineName: r.pipeline_name,
    stageId: r.stage_id,
    stageName: r.stage_name,
    stageColor: r.stage_color,
    deal: dealOf(r),
  }));
}
