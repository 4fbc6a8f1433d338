// A bulk edit's "add to a pipeline stage or move to another stage": a contact not in the stage's
// pipeline gets an entry in the stage (no deal values, the caller as the deal's owner, as an add
// from the board); one in another stage of that pipeline moves there. Its entries in other
// pipelines stay where they are (a contact has one entry per pipeline). Each add and move writes its
// pipeline history row as a board move does, and the entry's place before is kept for the undo.
import { uuidv7 } from 'uuidv7';
import type { TenantScope } from '../db/tenant-scope';
import { audit, type AuditActor } from './audit-log';
import { contactEvent, locked, saveMoves, type BatchContext } from './bulk-edit-moves';
import type { EditedContact, Values } from './bulk-edit-values';
import { NO_DEAL } from './deal-values';
import { stageHistoryRow, type HistoryStage } from './pipeline-history';

/** Rows per insert: pipeline entries and history rows have about ten columns. */
const ROWS_PER_INSERT = 300;

export interface EntryPlace {
  contact_id: string;
  stage_id: string;
  pipeline_id: string;
  entered_at: string;
}

/** The entries of these contacts in the pipeline, by contact (locked on PostgreSQL until the batch commits). */
export async function entriesOf(tx: TenantScope, contactIds: readonly string[], pipelineId: string): Promise<Map<string, EntryPlace>> {
  const rows = await locked(
    tx,
    tx
      .selectFrom('pipeline_entries')
      .select(['contact_id', 'stage_id', 'pipeline_id', 'entered_at'])
      .where('contact_id', 'in', contactIds)
      .where('pipeline_id', '=', pipelineId),
  ).execute();
  return new Map(rows.map((row) => [row.contact_id, row]));
}

/** The organisation's members' names by id (the audit trail names owners). */
export async function memberNames(tx: TenantScope): Promise<Map<string, string>> {
  const rows = await tx.selectFrom('members').select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The organisation's stage names by id (history and audit name stages as they are now). */
export async function stageNames(tx: TenantScope): Promise<Map<string, string>> {
  const rows = await tx.selectFrom('stages').select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The history row of each add or move (the stage each contact reached), as a board move writes it. */
export async function insertHistory(tx: TenantScope, moves: readonly { contactId: string; stage: HistoryStage }[], now: string, actor: AuditActor | null) {
  const rows = moves.map((move) => stageHistoryRow(move.contactId, move.stage, now, { actor: actor?.name ?? null, actorId: actor?.id }));
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await tx.insertInto('pipeline_history', rows.slice(i, i + ROWS_PER_INSERT)).execute();
}

/** Adds or moves the batch's contacts into the plan's stage; the number changed. */
export async function editStageBatch(tx: TenantScope, context: BatchContext, rows: readonly EditedContact[], now: string): Promise<number> {
  const stage = context.plan.stage!;
  const entries = await entriesOf(
    tx,
    rows.map((row) => row.id),
    stage.pipeline_id,
  );
  const missing = rows.filter((row) => !entries.has(row.id));
  let added: EditedContact[] = [];
  for (let i = 0; i < missing.length; i += ROWS_PER_INSERT) {
    const chunk = missing.slice(i, i + ROWS_PER_INSERT);
    const values = chunk.map((row) => ({
      id: uuidv7(),
      pipeline_id: stage.pipeline_id,
      stage_id: stage.id,
      contact_id: row.id,
      entered_at: now,
      updated_at: now,
      ...NO_DEAL,
      owner_id: context.actor.id,
    }));
    // One added meanwhile by someone else is left where they put it.
    const inserted = await tx
      .insertInto('pipeline_entries', values)
      .onConflict((oc) => oc.doNothing())
      .returning('contact_id')
      .execute();
    const ids = new Set(inserted.map((row) => row.contact_id));
    added = added.concat(chunk.filter((row) => ids.has(row.id)));
  }
  const moved = rows.filter((row) => {
    const entry = entries.get(row.id);
    return entry !== undefined && entry.stage_id !== stage.id;
  });
  for (let i = 0; i < moved.length; i += ROWS_PER_INSERT) {
    await tx
      .updateTable('pipeline_entries')
      .set({ stage_id: stage.id, entered_at: now, updated_at: now })
      .where('pipeline_id', '=', stage.pipeline_id)
      .where(
        'contact_id',
        'in',
        moved.slice(i, i + ROWS_PER_INSERT).map((row) => row.id),
      )
      .execute();
  }
  const changed = [...added, ...moved];
  if (!changed.length) return 0;
  await insertHistory(
    tx,
    changed.map((row) => ({ contactId: row.id, stage })),
    now,
    context.actor,
  );
  const after: Values = { stage_id: stage.id, pipeline_id: stage.pipeline_id };
  const before = (row: EditedContact): Values | null => {
    const entry = entries.get(row.id);
    return entry ? { stage_id: entry.stage_id, pipeline_id: entry.pipeline_id, entered_at: entry.entered_at } : null;
  };
  await saveMoves(
    tx,
    context.plan.id,
    changed.map((row) => ({ id: row.id, before: before(row), after })),
  );
  const names = await stageNames(tx);
  const events = changed.map((row) => {
    const from = before(row);
    return contactEvent('bulk_edited', context.plan.id, row, [{ field: 'stage', from: from ? (names.get(from.stage_id!) ?? null) : null, to: stage.name }]);
  });
  await audit(tx, context.actor, events, now);
  return changed.length;
}
