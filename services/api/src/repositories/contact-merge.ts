// Merging duplicate contacts into one, and the undo (docs/ARCHITECTURE.md §5 "Duplicates and
// merge"). One transaction each: the primary takes the values chosen (by default its own, filled
// from the others where empty), every tag, and the others' notes, files, live activities, pipeline
// history and timeline; it takes over one of their deals when it has none (a contact sits in one
// pipeline place: the others' deals stay with their deleted records and come back with the undo).
// The others are soft-deleted with the batch's stamp; merge-moves.ts records what moved.
import { CONTACT_MERGE_FIELDS, canSeeRecord, contactKeys, emailKey, uniteTags, type ContactMergeField } from '@meridian/contract';
import { sql } from 'kysely';
import { uuidv7 } from 'uuidv7';
import { mayEdit, type RecordRule } from '../db/record-access';
import { searchDocument } from '../db/search';
import type { TenantScope } from '../db/tenant-scope';
import { visibleRow } from '../db/visible';
import { conflict, forbidden, gone } from '../errors';
import { audit, fieldChanges, type AuditActor } from './audit-log';
import { batchStamp } from './contact-bulk-delete';
import { lockEveryEmail } from './contact-email';
import { contactDisplayName } from './contact-name';
import { blank, locked, MERGE_UNDO_WINDOW_MS, retireAndStore, mergedColumns, pick, readRecords, type MergeRequest } from './merge-records';
import { CONTACT_MOVES, DEAL_MOVE, ENTRY_MOVE, forgetBatches, linkMerged, list, moveRows, openBatch, saveBatch, undoBatch } from './merge-moves';
import { ownerName } from './owner-name';
import { keptDeals } from './merge-deals';

const VALUES = ['first', 'last', 'email', 'phone', 'company', 'company_id', 'tags', 'owner_id'] as const;
type Row = {
  id: string;
  first: string;
  last: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  company_id: string | null;
  tags: string | null;
  owner_id: string | null;
};

const COLUMNS: Record<ContactMergeField, readonly (keyof Row)[]> = {
  first: ['first'],
  last: ['last'],
  email: ['email'],
  phone: ['phone'],
  company: ['company', 'company_id'],
  owner: ['owner_id'],
};
const isEmpty = (row: Row, field: ContactMergeField) => COLUMNS[field].every((column) => blank(row[column]));

/** The fields the merge's audit event records, old → new (the owner by name). */
const AUDITED = ['first', 'last', 'email', 'phone', 'company', 'tags', 'owner'] as const;

export interface MergeResult {
  batchId: string;
  undoUntil: string;
  merged: number;
}

const read = (tx: TenantScope, ids: readonly string[]) =>
  tx
    .selectFrom('contacts')
    .select(['contacts.id', ...VALUES.map((column) => `contacts.${column}` as const)])
    .where('contacts.id', 'in', ids)
    .where('contacts.deleted_at', 'is', null)
    .orderBy('contacts.id');

/** The stored columns of a contact with these values: keys and search document made from them. */
const stored = (tx: TenantScope, row: Row, at: string) => {
  const { first, last, email, phone, company, company_id, tags, owner_id } = row;
  const values = { first, last, email, phone, company, company_id, tags, owner_id };
  return { ...values, ...contactKeys(row), search_doc: searchDocument('contacts', tx.orgSlug, values), updated_at: at };
};

/**
 * A live contact other than `except` holding one of the email keys: 409 `code` naming it when
 * the caller sees it, else 409 email_taken_hidden. Read across the organisation (every owner).
 */
async function refuseTaken(
  tx: TenantScope,
  rule: RecordRule,
  keys: readonly (string | null)[],
  except: readonly string[],
  code: 'email_taken' | 'merge_undo_conflict',
) {
  const wanted = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  if (wanted.length === 0) return;
  // PostgreSQL: no other write gives a contact one of these emails until this transaction ends.
  await lockEveryEmail(tx);
  const [taken] = await tx.statement(
    (org) => sql<{ id: string; first: string; last: string; owner_id: string | null }>`select id, first, last, owner_id from contacts
      where org_slug = ${org} and deleted_at is null and email_key in (${list(wanted)}) and id not in (${list(except)}) and ${visibleRow('contacts')} limit 1`,
  );
  if (!taken) return;
  if (!canSeeRecord(rule.viewer, rule.access, taken.owner_id)) throw conflict('email_taken_hidden');
  throw conflict(code, { params: { name: contactDisplayName(taken), id: taken.id } });
}

async function auditChanges(tx: TenantScope, before: Row, after: Row, actor: AuditActor) {
  const owners = before.owner_id === after.owner_id ? {} : { owner: [await ownerName(tx, before.owner_id, actor), await ownerName(tx, after.owner_id, actor)] };
  return fieldChanges(AUDITED, { ...before, owner: owners.owner?.[0] }, { ...after, owner: owners.owner?.[1] });
}

export function contactMergeRepository(scope: TenantScope, rule: RecordRule, actor: AuditActor) {
  async function merge(request: MergeRequest<ContactMergeField>): Promise<MergeResult> {
    return scope.transaction(async (tx) => {
      const now = new Date();
      const at = now.toISOString();
      const ids = [request.primary_id, ...request.ids];
      const records = await readRecords(tx, read(tx, ids), ids, rule);
      const primary = records[0]!;
      const after = { ...mergedColumns(CONTACT_MERGE_FIELDS, COLUMNS, records, request.values, isEmpty), tags: uniteTags(records.map((r) => r.tags)) };
      // One contact per email: the others are deleted in this transaction, so any of theirs may stay.
      await refuseTaken(tx, rule, [emailKey(after.email)], ids, 'email_taken');
      await forgetBatches(tx, at, ids);
      const batchId = uuidv7();
      const stamp = batchStamp(now);
      await retireAndStore(tx, 'contacts', request, stamp, stored(tx, after, at));

      const entries = await tx.selectFrom('pipeline_entries').select(['id', 'contact_id', 'pipeline_id']).where('contact_id', 'in', ids).execute();
      const deals = keptDeals(entries, primary.id, request.ids);
      for (const [from, taken] of deals.taken) await moveRows(tx, batchId, ENTRY_MOVE, [from], primary.id, taken);
      for (const move of CONTACT_MOVES) await moveRows(tx, batchId, move, request.ids, primary.id);
      for (const { kept, staying } of deals.perPipeline) await moveRows(tx, batchId, DEAL_MOVE, staying, kept);
      await linkMerged(tx, batchId, 'contact', primary.id, request.ids);

      const undoUntil = new Date(now.getTime() + MERGE_UNDO_WINDOW_MS).toISOString();
      await saveBatch(
        tx,
        { id: batchId, record_type: 'contact', primary_id: primary.id, merged_ids: request.ids, before: pick(primary, VALUES), deleted_at: stamp },
        actor.id,
        at,
        undoUntil,
      );
      await audit(
        tx,
        actor,
        {
          action: 'merged',
          record_type: 'contact',
          record_id: primary.id,
          record_name: contactDisplayName(after),
          contact_id: primary.id,
          company_id: after.company_id,
          changes: await auditChanges(tx, primary, after, actor),
          details: { count: request.ids.length, merged: records.slice(1).map(contactDisplayName).join(', '), merged_ids: request.ids.join(',') },
        },
        at,
      );
      return { batchId, undoUntil, merged: request.ids.length };
    });
  }

  /** Brings back the merged contacts and everything that moved, and the primary's values before. */
  async function undo(batchId: string): Promise<{ restored: number; primaryId: string }> {
    return scope.transaction(async (tx) => {
      const at = new Date().toISOString();
      const batch = await openBatch(tx, 'contact', batchId, at);
      if (!batch) throw gone('undo_expired');
      const [primary] = await locked(tx, read(tx, [batch.primary_id])).execute();
      if (!primary) throw gone('undo_expired');
      if (!mayEdit(rule, primary.owner_id)) throw forbidden('record_forbidden');
      const before = { ...(batch.before as Omit<Row, 'id'>), id: primary.id };
      const merged = batch.merged_ids.length
        ? await tx
            .selectFrom('contacts')
            .select(['contacts.id', 'contacts.first', 'contacts.last', 'contacts.email_key'])
            .where('contacts.id', 'in', batch.merged_ids)
            .where('contacts.deleted_at', '=', batch.deleted_at)
            .execute()
        : [];
      const all = [primary.id, ...batch.merged_ids];
      await refuseTaken(tx, rule, [emailKey(before.email), ...merged.map((c) => c.email_key)], all, 'merge_undo_conflict');

      await tx
        .updateTable('contacts')
        .set(stored(tx, before, at))
        .where('contacts.id', '=', primary.id)
        .execute();
      await undoBatch(tx, batch.id);
      const restored = merged.length
        ? Number(
            (
              await tx
                .updateTable('contacts')
                .set({ deleted_at: null })
                .where(
                  'contacts.id',
                  'in',
                  merged.map((c) => c.id),
                )
                .where('contacts.deleted_at', '=', batch.deleted_at)
                .executeTakeFirst()
            ).numUpdatedRows,
          )
        : 0;
      await forgetBatches(tx, at);
      await audit(
        tx,
        actor,
        {
          action: 'merge_undone',
          record_type: 'contact',
          record_id: primary.id,
          record_name: contactDisplayName(before),
          contact_id: primary.id,
          company_id: before.company_id,
          changes: await auditChanges(tx, primary, before, actor),
          details: { count: restored, restored: merged.map(contactDisplayName).join(', ') },
        },
        at,
      );
      return { restored, primaryId: primary.id };
    });
  }

  return { merge, undo };
}
