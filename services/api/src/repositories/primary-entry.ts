// A contact has one entry per pipeline it is in. Where one entry stands for the contact (the
// contacts list's stage badge, a status, remove or deal call without `pipeline_id`) it is the
// primary one: the entry in the default pipeline, else the contact's oldest (ids are uuidv7,
// time-ordered). Expressed in SQL so a list joins it per row in the statement it already runs.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { TenantScope } from '../db/tenant-scope';

/** A one-column, at most one-row query as a value, in parentheses. */
const scalar = (query: Expression<unknown>) => sql<string | null>`(${query})`;

/**
 * The default pipeline's id: markDefault's rule (pipeline-defaults.ts) in SQL, the one an admin
 * chose (`is_default`), else the first pipeline (oldest) whose name contains 'Default', else the first. test/pipeline-entries-several.test.ts
 * checks the two agree.
 */
export function defaultPipelineId(scope: TenantScope): RawBuilder<string | null> {
  const named =
    scope.dialect === 'postgres' ? sql`strpos(${sql.ref('pipelines.name')}, 'Default') > 0` : sql`instr(${sql.ref('pipelines.name')}, 'Default') > 0`;
  return scalar(
    scope
      .selectFrom('pipelines')
      .select('pipelines.id')
      .orderBy(sql`case when ${sql.ref('pipelines.is_default')} = 1 then 0 when ${named} then 1 else 2 end`)
      .orderBy('pipelines.created_at')
      .orderBy('pipelines.id')
      .limit(1),
  );
}

/** 0 for an entry of the default pipeline, else 1: entries ordered by it, then id, put the primary first. */
export function primaryRank(scope: TenantScope, pipelineId: Expression<string>): Expression<number> {
  return sql<number>`case when ${pipelineId} = ${defaultPipelineId(scope)} then 0 else 1 end`;
}

/** The id of the primary entry of `contactId` (a value or a reference to the outer query's contact). */
export function primaryEntryId(scope: TenantScope, contactId: Expression<string>): Expression<string | null> {
  return scalar(
    scope
      .selectFrom('pipeline_entries')
      .select('pipeline_entries.id')
      .where(sql<SqlBool>`${sql.ref('pipeline_entries.contact_id')} = ${contactId}`)
      .orderBy(primaryRank(scope, sql.ref('pipeline_entries.pipeline_id')))
      .orderBy('pipeline_entries.id')
      .limit(1),
  );
}

/** `pipeline_entries` (as joined) is the primary entry of `contactId`. */
export function isPrimaryEntry(scope: TenantScope, contactId: Expression<string>): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref('pipeline_entries.id')} = ${primaryEntryId(scope, contactId)}`;
}

/**
 * The id of the entry a move to `stageId` acts on: the contact's entry in the stage's pipeline,
 * else its only entry (moved across to that pipeline), else none.
 */
export function entryForStage(scope: TenantScope, contactId: string, stageId: string): Expression<string | null> {
  const stagePipeline = scope.selectFrom('stages').select('stages.pipeline_id').where('stages.id', '=', stageId);
  const entries = scope
    .selectFrom('pipeline_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('pipeline_entries.contact_id', '=', contactId);
  return scalar(
    scope
      .selectFrom('pipeline_entries')
      .select('pipeline_entries.id')
      .where('pipeline_entries.contact_id', '=', contactId)
      .where(sql<SqlBool>`(${sql.ref('pipeline_entries.pipeline_id')} = (${stagePipeline}) or (${entries}) = 1)`)
      .limit(1),
  );
}
