// What a merge of duplicates moved, kept for its undo (migration 0020): the batch (the primary,
// the records merged, the primary's values before, until when) and one merge_moves row per child
// row moved to the primary, with the record it left. Set-based both ways: a move is one
// `insert … select` of what it is about to move and one update; moving back is one update per
// kind, joined to its moves. Every statement names the organisation (they are SQL text: a tenant
// scope has no `insert … select`), and reaches rows of every owner: a merged record's notes,
// files and history go with it whoever may see them.
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { TenantScope } from '../db/tenant-scope';
import { visibleRow } from '../db/visible';

/** A child table's column that points at a contact or a company, and which of its rows a merge moves. */
export interface MoveKind {
  kind: string;
  table: 'notes' | 'attachments' | 'activities' | 'pipeline_entries' | 'pipeline_history' | 'audit_events' | 'contacts';
  column: 'contact_id' | 'company_id';
  /** Only rows matching this too (e.g. live activities). */
  where?: Expression<unknown>;
  /** An activity: its deal link is recorded, and put back with it. */
  deal?: true;
}

const liveOnly = sql`deleted_at is null`;

/** What a contact merge moves: notes, files, live activities, history and the timeline's events (the deal apart). */
export const CONTACT_MOVES: readonly MoveKind[] = [
  { kind: 'note', table: 'notes', column: 'contact_id' },
  { kind: 'attachment', table: 'attachments', column: 'contact_id' },
  { kind: 'activity', table: 'activities', column: 'contact_id', where: liveOnly, deal: true },
  { kind: 'history', table: 'pipeline_history', column: 'contact_id' },
  { kind: 'event', table: 'audit_events', column: 'contact_id' },
];

/** What a company merge moves: its contacts (deleted ones too, not those of an import still running), live activities and the timeline's events. */
export const COMPANY_MOVES: readonly MoveKind[] = [
  { kind: 'contact', table: 'contacts', column: 'company_id', where: visibleRow('contacts') },
  { kind: 'company_activity', table: 'activities', column: 'company_id', where: liveOnly },
  { kind: 'company_event', table: 'audit_events', column: 'company_id' },
];

/** The deal kind: the one pipeline entry a primary without a deal takes over. */
export const ENTRY_MOVE: MoveKind = { kind: 'entry', table: 'pipeline_entries', column: 'contact_id' };

export const list = (ids: readonly string[]) => sql.join(ids.map((id) => sql`${id}`));

/**
 * Moves the rows of `move` whose column names one of `from` to `to`, recording each (only those
 * of `ids` when given). `setDeal`: the deal link the moved rows get (an activity's), whose value
 * before is recorded too.
 */
export async function moveRows(
  tx: TenantScope,
  batchId: string,
  move: MoveKind,
  from: readonly string[],
  to: string,
  options: { ids?: readonly string[]; setDeal?: RawBuilder<unknown> } = {},
): Promise<void> {
  if (from.length === 0 || options.ids?.length === 0) return;
  const t = sql.table(move.table);
  const c = sql.ref(move.column);
  const which = (org: string) =>
    sql`org_slug = ${org} and ${c} is not null and ${c} in (${list(from)})${move.where ? sql` and ${move.where}` : sql``}${
      options.ids ? sql` and id in (${list(options.ids)})` : sql``
    }`;
  const deal = move.deal ? sql`deal_entry_id` : sql`null`;
  await tx.statement(
    (org) => sql`insert into merge_moves (org_slug, batch_id, kind, id, from_id, from_deal)
      select org_slug, ${batchId}, ${move.kind}, id, ${c}, ${deal} from ${t} where ${which(org)}`,
  );
  // Exactly the rows recorded: one another transaction adds meanwhile stays where it was put.
  await tx.statement(
    (org) => sql`update ${t} set ${c} = ${to}${options.setDeal ? sql`, deal_entry_id = ${options.setDeal}` : sql``} where ${which(org)}
      and id in (select id from merge_moves where org_slug = ${org} and batch_id = ${batchId} and kind = ${move.kind})`,
  );
}

/** Puts back the rows of `move` a batch moved and that still point at `primary` (an activity's deal link too). */
export async function moveBack(tx: TenantScope, batchId: string, move: MoveKind, primary: string): Promise<void> {
  const t = sql.table(move.table);
  const c = sql.ref(move.column);
  const m = (column: string) =>
    sql`(select m.${sql.ref(column)} from merge_moves m where m.org_slug = ${sql.ref(`${move.table}.org_slug`)} and m.batch_id = ${batchId}
      and m.kind = ${move.kind} and m.id = ${sql.ref(`${move.table}.id`)})`;
  await tx.statement(
    (org) => sql`update ${t} set ${c} = ${m('from_id')}${move.deal ? sql`, deal_entry_id = ${m('from_deal')}` : sql``}
      where org_slug = ${org} and ${c} = ${primary}
      and id in (select id from merge_moves where org_slug = ${org} and batch_id = ${batchId} and kind = ${move.kind})`,
  );
}

export interface MergeBatch {
  id: string;
  record_type: 'contact' | 'company';
  primary_id: string;
  merged_ids: string[];
  before: Record<string, string | null>;
  deleted_at: string;
}

/** Records a merge for its undo, until `expiresAt`. */
export async function saveBatch(tx: TenantScope, batch: MergeBatch, by: string | null, now: string, expiresAt: string): Promise<void> {
  await tx
    .insertInto('merge_batches', {
      id: batch.id,
      record_type: batch.record_type,
      primary_id: batch.primary_id,
      merged_ids: JSON.stringify(batch.merged_ids),
      before: JSON.stringify(batch.before),
      deleted_at: batch.deleted_at,
      created_by: by,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
}

/** The batch of `type` that can still be undone, or undefined. */
export async function openBatch(tx: TenantScope, type: MergeBatch['record_type'], id: string, now: string): Promise<MergeBatch | undefined> {
  const row = await tx
    .selectFrom('merge_batches')
    .select(['id', 'record_type', 'primary_id', 'merged_ids', 'before', 'deleted_at'])
    .where('id', '=', id)
    .where('record_type', '=', type)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { ...row, merged_ids: JSON.parse(row.merged_ids) as string[], before: JSON.parse(row.before) as Record<string, string | null> };
}

/** Forgets batches and their moves: those that expired, and those whose primary is one of `records` (a later merge changes it: no undo can put it back). */
export async function forgetBatches(tx: TenantScope, now: string, records: readonly string[] = []): Promise<void> {
  const gone = await tx
    .selectFrom('merge_batches')
    .select('id')
    .where((eb) => eb.or([eb('expires_at', '<=', now), ...(records.length ? [eb('primary_id', 'in', records)] : [])]))
    .execute();
  await dropBatches(
    tx,
    gone.map((b) => b.id),
  );
}

/** Deletes batches and their moves. */
export async function dropBatches(tx: TenantScope, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.deleteFrom('merge_moves').where('batch_id', 'in', ids).execute();
  await tx.deleteFrom('merge_batches').where('id', 'in', ids).execute();
}
