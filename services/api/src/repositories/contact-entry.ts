// A live contact joined to one of its pipeline entries and that entry's stage (both null when the
// contact has no such entry): what a pipeline change or a deal reads first, and the first part of
// the one-statement PostgreSQL move. Callers pick their columns. A contact has one entry per
// pipeline; `which` says which one (primary-entry.ts).
import { sql, type Expression, type SqlBool } from 'kysely';
import type { TenantScope } from '../db/tenant-scope';
import { entryForStage, isPrimaryEntry } from './primary-entry';

export type EntryChoice =
  /** The entry in this pipeline. */
  | { pipelineId: string }
  /** The entry a move to this stage acts on: in the stage's pipeline, else the contact's only one. */
  | { forStage: string }
  /** The primary entry: in the default pipeline, else the oldest. */
  | 'primary';

/** `pipeline_id` of a query, when given, names the entry; else the primary one. */
export const entryChoice = (pipelineId: string | undefined): EntryChoice => (pipelineId === undefined ? 'primary' : { pipelineId });

function chosen(scope: TenantScope, contactId: string, which: EntryChoice): Expression<SqlBool> {
  if (which === 'primary') return isPrimaryEntry(scope, sql.val(contactId));
  if ('pipelineId' in which) return sql<SqlBool>`${sql.ref('pipeline_entries.pipeline_id')} = ${which.pipelineId}`;
  return sql<SqlBool>`${sql.ref('pipeline_entries.id')} = ${entryForStage(scope, contactId, which.forStage)}`;
}

export function contactEntry(scope: TenantScope, contactId: string, which: EntryChoice = 'primary') {
  return scope
    .selectFrom('contacts')
    .leftJoin('pipeline_entries', (j) =>
      j
        .onRef('pipeline_entries.org_slug', '=', 'contacts.org_slug')
        .onRef('pipeline_entries.contact_id', '=', 'contacts.id')
        .on(chosen(scope, contactId, which)),
    )
    .leftJoin('stages', (j) => j.onRef('stages.org_slug', '=', 'pipeline_entries.org_slug').onRef('stages.id', '=', 'pipeline_entries.stage_id'))
    .where('contacts.id', '=', contactId)
    .where('contacts.deleted_at', 'is', null);
}
