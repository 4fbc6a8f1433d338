// What every batch of a bulk edit shares: the contacts it covers, how it keeps what it changed
// (bulk_edit_moves, for a rollback and the undo) and the audit event of each contact.
import type { ContactFilter } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import type { AuditActor, AuditEntry } from './audit-log';
import type { FilterClock } from './contact-filter';
import type { EditedContact, EditPlan, Values } from './bulk-edit-values';
import { contactDisplayName } from './contact-name';

/** The contacts an edit covers: the ids sent, or those the list's filter matches less the unticked ones. */
export type EditTarget =
  | { ids: readonly string[] }
  /** `clock`: the request's now and the caller's zone, so every batch of a job reads one "today" (next_activity). */
  | { filter: ContactFilter; exceptIds: readonly string[]; clock: FilterClock };

export interface BatchContext {
  plan: EditPlan;
  target: EditTarget;
  actor: AuditActor;
  /** Member names by id (owner changes are recorded by name). */
  names: ReadonlyMap<string, string>;
}

/** PostgreSQL: rows read to be changed are locked until the batch commits (SQLite's writer is alone anyway). */
export function locked<Q extends { forUpdate(): Q }>(tx: TenantScope, query: Q): Q {
  return tx.dialect === 'postgres' ? query.forUpdate() : query;
}

/** One event per contact: 'bulk_edited' (or 'bulk_edit_undone') with the field's before and after. */
export function contactEvent(action: 'bulk_edited' | 'bulk_edit_undone', editId: string, row: EditedContact, change: AuditEntry['changes']): AuditEntry {
  return {
    action,
    record_type: 'contact',
    record_id: row.id,
    record_name: contactDisplayName(row),
    contact_id: row.id,
    company_id: row.company_id,
    changes: change,
    details: { bulk_edit: editId },
  };
}

/** Rows per insert of moves: five columns each. */
const MOVES_PER_INSERT = 500;

export async function saveMoves(tx: TenantScope, editId: string, moves: readonly { id: string; before: Values | null; after: Values }[]): Promise<void> {
  const rows = moves.map((move) => ({
    id: move.id,
    edit_id: editId,
    before: move.before === null ? null : JSON.stringify(move.before),
    after: JSON.stringify(move.after),
  }));
  for (let i = 0; i < rows.length; i += MOVES_PER_INSERT) await tx.insertInto('bulk_edit_moves', rows.slice(i, i + MOVES_PER_INSERT)).execute();
}
