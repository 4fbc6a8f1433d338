// The pipeline history's rows (a contact's Activity): the only place their columns are written.
// An add or a move records the stage it reached, with the stage's name of the time; a deal change
// records one row per field (old → new). The Kysely paths insert them with recordHistory; the
// one-statement PostgreSQL move (pipeline-move-postgres.ts) inserts the same row with
// historyInsertSql, from the values its WITH statement has at hand.
import { sql, type RawBuilder } from 'kysely';
import { uuidv7 } from 'uuidv7';
import type { DealChange } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import type { AuditActor } from './audit-log';

/** Who made a change and why, as recorded in the history. */
export interface Change {
  actor: string | null;
  notes?: string | null;
  /** The caller's member id: the owner of a deal added without one. */
  actorId?: string;
}

/** Who the audit trail records for a change: the member, or the system when the change names none (the demo seed). */
export function changeActor(change: Change): AuditActor | null {
  return change.actorId ? { id: change.actorId, name: change.actor ?? change.actorId } : null;
}

/** Where the contact's entry stands: a stage and its pipeline. `V` is a value, or an SQL reference in a statement. */
export interface HistoryStage<V = string> {
  pipeline_id: V;
  id: V;
  name: V;
}

/** The row of an add or a move into `stage`. */
export function stageHistoryRow<V = string>(contactId: V, stage: HistoryStage<V>, at: string, change: Change) {
  return {
    id: uuidv7(),
    contact_id: contactId,
    pipeline_id: stage.pipeline_id,
    stage_id: stage.id,
    stage_name: stage.name,
    changed_at: at,
    changed_by: change.actor,
    notes: change.notes ?? null,
    kind: 'stage' as const,
  };
}

/** One row per changed deal field, at the entry's current stage. */
export function dealHistoryRows(contactId: string, stage: HistoryStage, at: string, actor: string | null, changes: DealChange[]) {
  return changes.map((c) => ({
    ...stageHistoryRow(contactId, stage, at, { actor }),
    kind: 'deal' as const,
    field: c.field,
    old_value: c.from,
    new_value: c.to,
  }));
}

export function recordHistory(tx: TenantScope, rows: ReturnType<typeof stageHistoryRow<string>> | ReturnType<typeof dealHistoryRows>) {
  return tx.insertInto('pipeline_history', rows).execute();
}

/**
 * `insert into pipeline_history (…) select … from <from>`: a stage row of stageHistoryRow whose
 * values may be SQL references to the statement's own rows, stamped with the organisation.
 */
export function historyInsertSql(orgSlug: string, row: Record<string, unknown>, from: RawBuilder<unknown>): RawBuilder<unknown> {
  const columns = ['org_slug', ...Object.keys(row)];
  const values = [orgSlug, ...Object.values(row)].map((value) => sql`${value}`);
  return sql`insert into pipeline_history (${sql.join(columns.map((c) => sql.ref(c)))}) select ${sql.join(values)} from ${from}`;
}
