// Putting back what a bulk edit changed: its undo, and the rollback of an edit that failed or was
// abandoned part-way (docs/ARCHITECTURE.md §5 "Bulk edit"). A batch of its moves at a time, in id
// order: each contact whose values are still those the edit left gets its values from before;
// one changed again since (or deleted) keeps that change. Each contact put back is recorded.
import { sql, type RawBuilder } from 'kysely';
import type { TenantScope } from '../db/tenant-scope';
import { audit, type AuditActor } from './audit-log';
import { EDITED_COLUMNS, auditChange, writeContacts } from './bulk-edit-batches';
import { contactEvent, locked } from './bulk-edit-moves';
import { entriesOf, insertHistory, stageNames } from './bulk-edit-stages';
import { sameValues, valuesOf, type EditedContact, type Values } from './bulk-edit-values';

export interface RestoreContext {
  editId: string;
  stage: boolean;
  /** Null: the system (the rollback of an edit whose runner stopped). */
  actor: AuditActor | null;
  names: ReadonlyMap<string, string>;
}

interface Move {
  id: string;
  before: Values | null;
  after: Values;
}

export interface RestoreOutcome {
  /** Moves read by the batch. */
  handled: number;
  /** Contacts put back. */
  restored: number;
  last: string | null;
}

const ROWS_PER_STATEMENT = 300;

async function movesAfter(tx: TenantScope, editId: string, after: string | null, size: number): Promise<Move[]> {
  let query = tx.selectFrom('bulk_edit_moves').select(['id', 'before', 'after']).where('edit_id', '=', editId);
  if (after !== null) query = query.where('id', '>', after);
  const rows = await query.orderBy('id').limit(size).execute();
  return rows.map((row) => ({
    id: row.id,
    before: row.before === null ? null : (JSON.parse(row.before) as Values),
    after: JSON.parse(row.after ?? '{}') as Values,
  }));
}

/** `case contact_id when … then … end` over pipeline entries. */
function perEntry(rows: readonly { id: string; value: unknown }[]): RawBuilder<string> {
  return sql<string>`case ${sql.ref('pipeline_entries.contact_id')} ${sql.join(
    rows.map((row) => sql`when ${row.id} then ${row.value}`),
    sql` `,
  )} end`;
}

async function restoreStages(tx: TenantScope, context: RestoreContext, moves: readonly Move[], contacts: Map<string, EditedContact>, now: string) {
  const entries = await entriesOf(
    tx,
    moves.map((move) => move.id),
  );
  const names = await stageNames(tx);
  // A stage deleted since (an admin shaping the pipeline) is no place to go back to: such a card stays.
  const back = moves.filter(
    (move) => contacts.has(move.id) && entries.get(move.id)?.stage_id === move.after.stage_id && (move.before === null || names.has(move.before.stage_id!)),
  );
  const removed = back.filter((move) => move.before === null).map((move) => move.id);
  const moved = back.filter((move) => move.before !== null);
  for (let i = 0; i < removed.length; i += ROWS_PER_STATEMENT) {
    await tx
      .deleteFrom('pipeline_entries')
      .where('contact_id', 'in', removed.slice(i, i + ROWS_PER_STATEMENT))
      .execute();
  }
  for (let i = 0; i < moved.length; i += ROWS_PER_STATEMENT) {
    const chunk = moved.slice(i, i + ROWS_PER_STATEMENT);
    const column = (name: string) => perEntry(chunk.map((move) => ({ id: move.id, value: move.before![name] })));
    await tx
      .updateTable('pipeline_entries')
      .set({ stage_id: column('stage_id'), pipeline_id: column('pipeline_id'), entered_at: column('entered_at'), updated_at: now })
      .where(
        'contact_id',
        'in',
        chunk.map((move) => move.id),
      )
      .execute();
  }
  // A move back is a move: its history row, as a board move writes it.
  const history = moved.map((move) => ({
    contactId: move.id,
    stage: { id: move.before!.stage_id!, pipeline_id: move.before!.pipeline_id!, name: names.get(move.before!.stage_id!) ?? '' },
  }));
  await insertHistory(tx, history, now, context.actor);
  const events = back.map((move) => {
    const to = move.before ? (names.get(move.before.stage_id!) ?? null) : null;
    return contactEvent('bulk_edit_undone', context.editId, contacts.get(move.id)!, [{ field: 'stage', from: names.get(move.after.stage_id!) ?? null, to }]);
  });
  await audit(tx, context.actor, events, now);
  return back.length;
}

/** Puts back the next `size` contacts of the edit's moves after `after`. */
export async function restoreBatch(tx: TenantScope, context: RestoreContext, after: string | null, size: number): Promise<RestoreOutcome> {
  const moves = await movesAfter(tx, context.editId, after, size);
  if (!moves.length) return { handled: 0, restored: 0, last: null };
  const last = moves.at(-1)!.id;
  const now = new Date().toISOString();
  const rows: EditedContact[] = await locked(
    tx,
    tx
      .selectFrom('contacts')
      .select(EDITED_COLUMNS)
      .where(
        'contacts.id',
        'in',
        moves.map((move) => move.id),
      )
      .where('contacts.deleted_at', 'is', null),
  ).execute();
  const contacts = new Map(rows.map((row) => [row.id, row]));
  if (context.stage) return { handled: moves.length, restored: await restoreStages(tx, context, moves, contacts, now), last };
  const back = moves.flatMap((move) => {
    const row = contacts.get(move.id);
    if (!row || !move.before || !sameValues(valuesOf(row, Object.keys(move.after)), move.after)) return [];
    return [{ row, values: move.before, after: move.after }];
  });
  if (!back.length) return { handled: moves.length, restored: 0, last };
  await writeContacts(tx, back, now);
  const events = back.map(({ row, values, after: edited }) => {
    const shown = 'company_id' in values ? { ...row, company_id: values.company_id ?? row.company_id } : row;
    return contactEvent('bulk_edit_undone', context.editId, shown, [auditChange(edited, values, context.names)]);
  });
  await audit(tx, context.actor, events, now);
  return { handled: moves.length, restored: back.length, last };
}
