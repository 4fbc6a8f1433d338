// What every dashboard chart reads: the pipeline and its stages, the live deals of the pipeline as
// the caller may see them (deals follow their contact's record access, db/record-access.ts), and
// exact money sums that never overflow.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { StageOutcome } from '@meridian/contract';
import { ownedBy } from '../../db/record-access';
import type { TenantScope } from '../../db/tenant-scope';
import { notFound } from '../../errors';
import { pipelineRepository } from '../pipeline';

export interface DashboardStage {
  id: string;
  name: string;
  color: string;
  probability: number;
  outcome: StageOutcome;
}

export interface DashboardPipeline {
  pipeline: { id: string; name: string };
  /** Board order. */
  stages: DashboardStage[];
}

/** The pipeline asked for (404 when the organisation has no such pipeline) or the default one, with its stages. */
export async function dashboardPipeline(scope: TenantScope, pipelineId: string | undefined): Promise<DashboardPipeline> {
  const repo = pipelineRepository(scope);
  const found = pipelineId === undefined ? await repo.defaultPipeline() : await repo.get(pipelineId);
  if (!found) throw notFound('pipeline_not_found');
  const stages = await scope
    .selectFrom('stages')
    .where('pipeline_id', '=', found.id)
    .select(['id', 'name', 'color', 'probability', 'outcome'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { pipeline: { id: found.id, name: found.name }, stages };
}

export interface DealFilter {
  pipelineId: string;
  /** The deal's owner (pipeline_entries.owner_id), as on the board. */
  ownerId?: string;
}

/** The pipeline's entries whose contact is live and visible to the caller. */
export function liveDeals(scope: TenantScope, filter: DealFilter) {
  return scope
    .selectFrom('pipeline_entries')
    .innerJoin('contacts', (j) => j.onRef('contacts.org_slug', '=', 'pipeline_entries.org_slug').onRef('contacts.id', '=', 'pipeline_entries.contact_id'))
    .where('contacts.deleted_at', 'is', null)
    .$if(scope.ownerOnly !== undefined, (q) => q.where(ownedBy('contacts', scope.ownerOnly)))
    .where('pipeline_entries.pipeline_id', '=', filter.pipelineId)
    .$if(filter.ownerId !== undefined, (q) => q.where('pipeline_entries.owner_id', '=', filter.ownerId!));
}

/** `column in (ids)`; false for no ids (an `in ()` is not SQL). */
export function inList(column: string, ids: readonly string[]): Expression<SqlBool> {
  if (ids.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(ids)})`;
}

/**
 * Σ value_minor as two sums, of the bits above 2^24 and of those below: SQLite's SUM refuses a
 * total past 2^63, and these two stay far below it for any row count a table can hold. `sumOf`
 * puts them back together exactly.
 */
export function moneySums() {
  const value = sql.ref('pipeline_entries.value_minor');
  return [
    sql<number | string>`count(${value})`.as('valued'),
    sql<string | null>`cast(sum(${value} / 16777216) as text)`.as('high'),
    sql<string | null>`cast(sum(${value} % 16777216) as text)`.as('low'),
  ] as const;
}

export interface MoneyRow {
  currency: string | null;
  valued: number | string;
  high: string | null;
  low: string | null;
}

const SHIFT = 16777216n;

/** The exact sum of a row of moneySums. */
export function sumOf(row: MoneyRow): bigint {
  return BigInt(row.high ?? 0) * SHIFT + BigInt(row.low ?? 0);
}

export type Sums = Map<string, { minor: bigint; count: number }>;

/** Adds a row of moneySums to per-currency sums (rows without a valued deal add nothing). */
export function addRow(into: Sums, row: MoneyRow, weight: (minor: bigint) => bigint = (m) => m): void {
  const count = Number(row.valued);
  if (!row.currency || count === 0) return;
  const before = into.get(row.currency) ?? { minor: 0n, count: 0 };
  into.set(row.currency, { minor: before.minor + weight(sumOf(row)), count: before.count + count });
}
