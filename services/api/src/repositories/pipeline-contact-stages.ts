import { sql } from 'kysely';
import type { TenantScope } from '../db/tenant-scope';
import { primaryRank } from './primary-entry';

export interface ContactStage {
  stageId: string;
  stageName: string;
  stageColor: string;
  pipelineId: string;
}

// Well below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters per statement.
const CHUNK = 500;

/**
 * The pipeline stage of each given contact (for the contacts list badge), keyed by contact id: of
 * its primary entry (primary-entry.ts) when it is in several pipelines. Contacts in no pipeline,
 * and ids of other organisations, are simply absent from the map.
 */
export async function contactStages(scope: TenantScope, contactIds: readonly string[]): Promise<Map<string, ContactStage>> {
  const out = new Map<string, ContactStage>();
  const ids = [...new Set(contactIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await scope
      .selectFrom('pipeline_entries')
      .innerJoin('stages', (j) => j.onRef('stages.org_slug', '=', 'pipeline_entries.org_slug').onRef('stages.id', '=', 'pipeline_entries.stage_id'))
      .where('pipeline_entries.contact_id', 'in', ids.slice(i, i + CHUNK))
      .select([
        'pipeline_entries.contact_id',
        'pipeline_entries.pipeline_id',
        'stages.id as stage_id',
        'stages.name as stage_name',
        'stages.color as stage_color',
      ])
      // The primary entry of each contact first: the first row seen is kept.
      .orderBy(primaryRank(scope, sql.ref('pipeline_entries.pipeline_id')))
      .orderBy('pipeline_entries.id')
      .execute();
    for (const r of rows) {
      if (out.has(r.contact_id)) continue;
      out.set(r.contact_id, { stageId: r.stage_id, stageName: r.stage_name, stageColor: r.stage_color, pipelineId: r.pipeline_id });
    }
  }
  return out;
}
