// What a merge of duplicates moved, kept for its undo (migration 0020): the batch (the primary,
// the records merged, the primary's values before, until when), per kind of child row and per
// record it left one merge_moves row listing the ids moved, and the links that show each merged
// record's audit events on the primary's timeline. A move is one update per record left (its ids
// returned and kept as one JSON list); moving back is one update per such list. Every statement
// names the organisation, and reaches rows of every owner: a merged record's notes, files and
// history go with it whoever may see them.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { TenantScope } from '../db/tenant-scope';
import { visibleRow } from '../db/visible';

/** A child table's column pointing at a contact, a company, a deal or a primary, and which of its rows move. */
export interface MoveKind {
  kind: string;
  table: 'notes' | 'attachments' | 'activities' | 'pipeline_entries' | 'pipeline_history' | 'contacts' | 'merge_links';
  column: 'contact_id' | 'company_id' | 'deal_entry_id' | 'primary_id';
  /** Only rows matching this too (e.g. live activities). */
  where?: Expression<SqlBool>;
}

const liveOnly = sql<SqlBool>`deleted_at is null`;

/** What a contact merge moves from each merged contact: notes, files, live activities and pipeline history (the deal apart). */
export const CONTACT_MOVES: readonly MoveKind[] = [
  { kind: 'note', table: 'notes', column: 'contact_id' },
  { kind: 'attachment', table: 'attachments', column: 'contact_id' },
  { kind: 'activity', table: 'activities', column: 'contact_id', where: liveOnly },
  { kind: 'history', table: 'pipeline_history', column: 'contact_id' },
];

/** What a company merge moves from each merged company: its contacts (deleted ones too, not those of an import still running) and live activities. */
export const COMPANY_MOVES: readonly MoveKind[] = [
  { kind: 'contact', table: 'contacts', column: 'company_id', where: visibleRow('contacts') },
  { kind: 'company_activity', table: 'activities', column: 'company_id', where: liveOnly },
];

/** The pipeline entries the primary takes over: in each pipeline it had no entry in, a merged contact's (merge-deals.ts). */
export const ENTRY_MOVE: MoveKind = { kind: 'entry', table: 'pipeline_entries', column: 'contact_id' };
/** An activity about a deal that stays with its merged contact is about the primary's deal. */
export const DEAL_MOVE: MoveKind = { kind: 'activity_deal', table: 'activities', column: 'deal_entry_id', where: liveOnly };
/** Records merged earlier into a record now merged: their timeline is the new primary's. */
export const LINK_MOVE: MoveKind = { kind: 'link', table: 'merge_links', column: 'primary_id' };

const ALL_MOVES = [...CONTACT_MOVES, ...COMPANY_MOVES, ENTRY_MOVE, DEAL_MOVE, LINK_MOVE];

export const list = (ids: readonly string[]) => sql.join(ids.map((id) => sql`${id}`));

/**
 * The column, not to be walked by its index: the ids' own are probed by primary key (SQLite would
 * otherwise walk every row of the primary in the column's index for each list).
 */
const byKey = (tx: TenantScope, column: RawBuilder<unknown> | ReturnType<typeof sql.ref>) => (tx.dialect === 'sqlite' ? sql`+${column}` : column);

/** `id` is one of a JSON list of ids (bound as one text, however long the list). */
function inJson(tx: TenantScope, json: string) {
  // PostgreSQL: an array, so the primary key is probed whatever the planner knows of the table.
  return tx.dialect === 'postgres' ? sql`id = any(${JSON.parse(json) as string[]}::text[])` : sql`id in (select value from json_each(${json}))`;
}

/** A moves row's id: one per batch, kind and record left. */
const moveId = (batchId: string, kind: string, from: string) => `${batchId}:${kind}:${from}`;

/**
 * Moves the rows of `move` pointing at one of `from` to `to` (only `ids` when given), and records
 * them per record left. PostgreSQL: one statement (the rows read with their old value, updated, and
 * their ids gathered per old value into merge_moves); SQLite runs in the API's process, where a
 * statement per record left costs no round trip, and its RETURNING gives new values only.
 */
export async function moveRows(tx: TenantScope, batchId: string, move: MoveKind, from: readonly string[], to: string, ids?: readonly string[]): Promise<void> {
  if (from.length === 0 || ids?.length === 0) return;
  const t = sql.table(move.table);
  const c = sql.ref(move.column);
  const which = (org: string, old: RawBuilder<unknown>) =>
    sql`org_slug = ${org} and ${c} = ${old}${move.where ? sql` and ${move.where}` : sql``}${ids ? sql` and id in (${list(ids)})` : sql``}`;
  if (tx.dialect === 'postgres') {
    await tx.statement(
      (org) => sql`with old as (select id, ${c} as from_id from ${t} where ${which(org, sql`any(${[...from]}::text[])`)}),
        moved as (update ${t} set ${c} = ${to} from old where ${t}.org_slug = ${org} and ${t}.id = old.id returning old.id, old.from_id)
        insert into merge_moves (org_slug, id, batch_id, kind, from_id, to_id, ids)
        select ${org}, ${batchId} || ':' || ${move.kind} || ':' || from_id, ${batchId}, ${move.kind}, from_id, ${to}, json_agg(id)::text from moved group by from_id`,
    );
    return;
  }
  for (const one of from) {
    const moved = await tx.statement((org) => sql<{ id: string }>`update ${t} set ${c} = ${to} where ${which(org, sql`${one}`)} returning id`);
    if (moved.length === 0) continue;
    const row = {
      id: moveId(batchId, move.kind, one),
      batch_id: batchId,
      kind: move.kind,
      from_id: one,
      to_id: to,
      ids: JSON.stringify(moved.map((r) => r.id)),
    };
    await tx.insertInto('merge_moves', row).execute();
  }
}

/** Puts back every row a batch moved that still points where the merge put it. */
export async function moveBack(tx: TenantScope, batchId: string): Promise<void> {
  const moves = await tx.selectFrom('merge_moves').select(['kind', 'from_id', 'to_id', 'ids']).where('batch_id', '=', batchId).orderBy('id', 'desc').execute();
  for (const move of moves) {
    const kind = ALL_MOVES.find((k) => k.kind === move.kind);
    if (!kind) throw new Error(`unknown merge move ${move.kind}`);
    const c = sql.ref(kind.column);
    await tx.statement(
      (org) =>
        sql`update ${sql.table(kind.table)} set ${c} = ${move.from_id} where org_slug = ${org} and ${byKey(tx, c)} = ${move.to_id} and ${inJson(tx, move.ids)}`,
    );
  }
}

/** Links the merged records to the primary (and, through LINK_MOVE, those merged into them before). */
export async function linkMerged(tx: TenantScope, batchId: string, type: 'contact' | 'company', primary: string, merged: readonly string[]): Promise<void> {
  await moveRows(tx, batchId, LINK_MOVE, merged, primary);
  // A record merged, brought back by a restore and merged again has a link already: it is this batch's now.
  await tx.deleteFrom('merge_links').where('id', 'in', merged).execute();
  await tx
    .insertInto(
      'merge_links',
      merged.map((id) => ({ id, record_type: type, primary_id: primary, batch_id: batchId })),
    )
    .execute();
}

/** The records merged into `primary` (their events show on its timeline). */
export async function mergedInto(scope: TenantScope, type: 'contact' | 'company', primary: string): Promise<string[]> {
  const rows = await scope.selectFrom('merge_links').select('id').where('primary_id', '=', primary).where('record_type', '=', type).execute();
  return rows.map((row) => row.id);
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

/** Undoes a batch's moves and links, then forgets it. */
export async function undoBatch(tx: TenantScope, batchId: string): Promise<void> {
  await tx.deleteFrom('merge_links').where('batch_id', '=', batchId).execute();
  await moveBack(tx, batchId);
  await dropBatches(tx, [batchId]);
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

/** Deletes batches and their moves (their links stay: the records stay merged). */
async function dropBatches(tx: TenantScope, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.deleteFrom('merge_moves').where('batch_id', 'in', ids).execute();
  await tx.deleteFrom('merge_batches').where('id', 'in', ids).execute();
}
