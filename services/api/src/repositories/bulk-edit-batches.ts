// One batch of a bulk edit of contacts (docs/ARCHITECTURE.md §5 "Bulk edit"): the next contacts the
// edit covers, in id order after the last batch's, read, changed where their values differ, each
// change kept in bulk_edit_moves (for a rollback and the undo) and recorded in the audit trail,
// all in the caller's transaction. Each batch reads the list's own filter (liveContacts), so the
// contacts covered are those the list would show, less the unticked ones.
import { sql, type RawBuilder } from 'kysely';
import { updatedKeys } from '../db/record-keys';
import { updatedDocument } from '../db/search';
import type { TenantScope } from '../db/tenant-scope';
import { audit } from './audit-log';
import { liveContacts } from './contact-list';
import { editStageBatch } from './bulk-edit-stages';
import { editedValues, valuesOf, type EditedContact, type Values } from './bulk-edit-values';
import { contactEvent, locked, saveMoves, type BatchContext, type EditTarget } from './bulk-edit-moves';

export type { BatchContext, EditTarget };

/** Rows per update statement: a few columns of two parameters each stay far below both databases' limits. */
const ROWS_PER_STATEMENT = 400;

export const EDITED_COLUMNS = [
  'contacts.id',
  'contacts.first',
  'contacts.last',
  'contacts.email',
  'contacts.phone',
  'contacts.company',
  'contacts.company_id',
  'contacts.tags',
  'contacts.owner_id',
] as const;

export function targetContacts(scope: TenantScope, target: EditTarget) {
  if ('ids' in target) return liveContacts(scope).where('contacts.id', 'in', [...new Set(target.ids)]);
  const query = liveContacts(scope, target.filter, target.clock);
  return target.exceptIds.length ? query.where('contacts.id', 'not in', [...new Set(target.exceptIds)]) : query;
}

/** How many contacts the edit covers, counting no further than `cap` when given. */
export async function countTargets(scope: TenantScope, target: EditTarget, cap?: number): Promise<number> {
  if (cap !== undefined) {
    const rows = await targetContacts(scope, target)
      .select(sql<number>`1`.as('one'))
      .limit(cap)
      .execute();
    return rows.length;
  }
  const row = await targetContacts(scope, target)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `case id when … then … else column end`: each row's own value in one statement. */
function perRow(rows: readonly { id: string; value: unknown }[], column: string): RawBuilder<unknown> {
  const whens = rows.map((row) => sql`when ${row.id} then ${row.value}`);
  return sql`case ${sql.ref('contacts.id')} ${sql.join(whens, sql` `)} else ${sql.ref(`contacts.${column}`)} end`;
}

/**
 * Writes `values` over each contact (read as `row`), with the search document and the record keys
 * made from the row as it will be when it touches their columns (the company's name), and updated_at.
 */
export async function writeContacts(tx: TenantScope, edits: readonly { row: EditedContact; values: Values }[], now: string): Promise<void> {
  const keyed = edits.some(({ values }) => 'company' in values);
  for (let i = 0; i < edits.length; i += ROWS_PER_STATEMENT) {
    const chunk = edits.slice(i, i + ROWS_PER_STATEMENT);
    const rows = chunk.map(({ row, values }) =>
      keyed
        ? { id: row.id, ...values, search_doc: updatedDocument('contacts', tx.orgSlug, row, values), ...updatedKeys('contacts', row, values) }
        : { id: row.id, ...values },
    );
    const columns = Object.keys(rows[0]!).filter((column) => column !== 'id');
    const set: Record<string, unknown> = { updated_at: now };
    for (const column of columns) {
      const first = (rows[0] as Record<string, unknown>)[column];
      const same = rows.every((row) => (row as Record<string, unknown>)[column] === first);
      set[column] = same
        ? first
        : perRow(
            rows.map((row) => ({ id: row.id, value: (row as Record<string, unknown>)[column] })),
            column,
          );
    }
    await tx
      .updateTable('contacts')
      .set(set)
      .where(
        'contacts.id',
        'in',
        rows.map((row) => row.id),
      )
      .where('contacts.deleted_at', 'is', null)
      .execute();
  }
}

/** The audit trail's change of one contact: the owner by name, the tags, the company's name. */
export function auditChange(before: Values, after: Values, names: ReadonlyMap<string, string>) {
  if ('owner_id' in after) {
    const name = (id: string | null) => (id ? (names.get(id) ?? id) : null);
    return { field: 'owner', from: name(before.owner_id ?? null), to: name(after.owner_id ?? null) };
  }
  if ('tags' in after) return { field: 'tags', from: before.tags ?? null, to: after.tags ?? null };
  return { field: 'company', from: before.company ?? null, to: after.company ?? null };
}

export interface BatchOutcome {
  /** Contacts read (covered) by the batch. */
  processed: number;
  /** Of those, the ones whose values changed. */
  changed: number;
  /** The last contact's id, where the next batch starts; null when none was left. */
  last: string | null;
}

/** The next `size` contacts after `after` (in id order): changed, kept and recorded. */
export async function editBatch(tx: TenantScope, context: BatchContext, after: string | null, size: number): Promise<BatchOutcome> {
  let query = targetContacts(tx, context.target).select(EDITED_COLUMNS);
  if (after !== null) query = query.where('contacts.id', '>', after);
  const rows: EditedContact[] = await locked(tx, query.orderBy('contacts.id').limit(size)).execute();
  if (!rows.length) return { processed: 0, changed: 0, last: null };
  const now = new Date().toISOString();
  const last = rows.at(-1)!.id;
  if (context.plan.change.action === 'set_stage') {
    const changed = await editStageBatch(tx, context, rows, now);
    return { processed: rows.length, changed, last };
  }
  const edits = rows.flatMap((row) => {
    const values = editedValues(context.plan, row);
    return values ? [{ row, values, before: valuesOf(row, Object.keys(values)) }] : [];
  });
  if (!edits.length) return { processed: rows.length, changed: 0, last };
  await writeContacts(tx, edits, now);
  await saveMoves(
    tx,
    context.plan.id,
    edits.map(({ row, before, values }) => ({ id: row.id, before, after: values })),
  );
  const events = edits.map(({ row, before, values }) => {
    const shown = 'company_id' in values ? { ...row, company_id: values.company_id ?? row.company_id } : row;
    return contactEvent('bulk_edited', context.plan.id, shown, [auditChange(before, values, context.names)]);
  });
  await audit(tx, context.actor, events, now);
  return { processed: rows.length, changed: edits.length, last };
}
