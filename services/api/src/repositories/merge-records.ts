// What a contact merge and a company merge share: reading the records (each one the caller must
// see, and may change), the values the primary keeps (the contract's mergeWinners), the batch
// stamp and the undo window.
import { mergeWinners } from '@meridian/contract';
import type { SelectQueryBuilder } from 'kysely';
import { mayEdit, type RecordRule } from '../db/record-access';
import type { TenantScope } from '../db/tenant-scope';
import { forbidden, notFound } from '../errors';
import { UNDO_WINDOW_MS } from './contact-bulk-delete';

/**
 * How long the API accepts a merge's undo: a bulk delete's window. The screen offers Undo for the
 * contract's MERGE_UNDO_MS; the rest is slack, as after a bulk delete.
 */
export const MERGE_UNDO_WINDOW_MS = UNDO_WINDOW_MS;

export interface MergeRequest<F extends string> {
  primary_id: string;
  ids: string[];
  values?: Partial<Record<F, string>>;
}

export const blank = (value: string | null | undefined) => !value || !value.trim();

/** The query, locking its rows on PostgreSQL (SQLite has one writer: the transaction holds it from its first write). */
export function locked<Q extends { forUpdate(): Q }>(tx: TenantScope, query: Q): Q {
  return tx.dialect === 'postgres' ? query.forUpdate() : query;
}

/**
 * The live records the scope sees, in the order `ids` names them. 404 merge_record_not_found when
 * one is missing (another organisation's, deleted, unseen: the same answer), 403 record_forbidden
 * when the caller sees one they may not change. On PostgreSQL the rows are locked in id order, so
 * a concurrent merge of the same records waits, then finds them changed.
 */
export async function readRecords<R extends { id: string; owner_id: string | null }>(
  tx: TenantScope,
  query: SelectQueryBuilder<any, any, R>, // eslint-disable-line @typescript-eslint/no-explicit-any -- contacts or companies, already narrowed to the ids
  ids: readonly string[],
  rule: RecordRule,
): Promise<R[]> {
  const rows = await locked(tx, query).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id));
  if (ordered.some((row) => !row)) throw notFound('merge_record_not_found');
  if (rows.some((row) => !mayEdit(rule, row.owner_id))) throw forbidden('record_forbidden');
  return ordered as R[];
}

/**
 * The primary's columns after the merge: per field, the columns of the record mergeWinners picks
 * (`columns` maps a field to the columns it carries: a contact's company is its text and link).
 */
export function mergedColumns<F extends string, R extends { id: string }>(
  fields: readonly F[],
  columns: Record<F, readonly (keyof R)[]>,
  records: readonly R[],
  chosen: Partial<Record<F, string>> | undefined,
  isEmpty: (record: R, field: F) => boolean,
): R {
  const winners = mergeWinners(
    fields,
    records.map((record) => ({ id: record.id, isEmpty: (field: F) => isEmpty(record, field) })),
    chosen,
  );
  const byId = new Map(records.map((record) => [record.id, record]));
  const merged = { ...records[0]! };
  for (const field of fields) for (const column of columns[field]) merged[column] = byId.get(winners[field])![column];
  return merged;
}

/** The columns `keys` of a record, as the batch keeps them for the undo. */
export function pick<R extends object, K extends keyof R>(record: R, keys: readonly K[]): Record<string, string | null> {
  return Object.fromEntries(keys.map((key) => [key, (record[key] ?? null) as string | null]));
}

/**
 * Soft-deletes the merged records with the batch's stamp (404 merge_record_not_found when one is
 * no longer live) and gives the primary its merged columns.
 */
export async function retireAndStore(
  tx: TenantScope,
  table: 'contacts' | 'companies',
  request: { primary_id: string; ids: readonly string[] },
  stamp: string,
  primaryColumns: Record<string, unknown>,
): Promise<void> {
  // Typed as contacts: both tables have the id and deleted_at this writes, and the caller's columns are the table's own.
  const deleted = await tx
    .updateTable(table as 'contacts')
    .set({ deleted_at: stamp })
    .where('id', 'in', request.ids)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(deleted.numUpdatedRows) !== request.ids.length) throw notFound('merge_record_not_found');
  await tx
    .updateTable(table as 'contacts')
    .set(primaryColumns)
    .where('id', '=', request.primary_id)
    .execute();
}
