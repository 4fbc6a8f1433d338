// Merging duplicate companies into one, and the undo (docs/ARCHITECTURE.md §5 "Duplicates and
// merge"): as a contact merge (contact-merge.ts), the primary takes the values chosen and the
// others' contacts (deleted ones too), live activities and timeline; the others are soft-deleted
// with the batch's stamp. A contact moved keeps its company text; its link is the primary's.
import { COMPANY_MERGE_FIELDS, companyKeys, type CompanyMergeField } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import { mayEdit, type RecordRule } from '../db/record-access';
import { searchDocument } from '../db/search';
import type { TenantScope } from '../db/tenant-scope';
import { forbidden, gone, notFound } from '../errors';
import { audit, fieldChanges, type AuditActor } from './audit-log';
import { batchStamp } from './contact-bulk-delete';
import type { MergeResult } from './contact-merge';
import { blank, locked, MERGE_UNDO_WINDOW_MS, retireAndStore, mergedColumns, pick, readRecords, type MergeRequest } from './merge-records';
import { COMPANY_MOVES, forgetBatches, linkMerged, moveRows, openBatch, saveBatch, undoBatch } from './merge-moves';
import { ownerName } from './owner-name';

const VALUES = ['name', 'description', 'website', 'phone', 'email', 'address', 'industry', 'size', 'logo_url', 'owner_id'] as const;
type Row = { id: string } & Record<(typeof VALUES)[number], string | null>;

const COLUMNS: Record<CompanyMergeField, readonly (keyof Row)[]> = {
  name: ['name'],
  description: ['description'],
  website: ['website'],
  phone: ['phone'],
  email: ['email'],
  address: ['address'],
  industry: ['industry'],
  size: ['size'],
  logo_url: ['logo_url'],
  owner: ['owner_id'],
};
const isEmpty = (row: Row, field: CompanyMergeField) => COLUMNS[field].every((column) => blank(row[column]));
const AUDITED = [...VALUES.filter((v) => v !== 'owner_id'), 'owner'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const read = (tx: TenantScope, ids: readonly string[]) =>
  tx
    .selectFrom('companies')
    .select(['companies.id', ...VALUES.map((column) => `companies.${column}` as const)])
    .where('companies.id', 'in', ids)
    .where('companies.deleted_at', 'is', null)
    .orderBy('companies.id');

const stored = (tx: TenantScope, row: Row, at: string) => {
  const values = { ...pick(row, VALUES), name: row.name ?? '' };
  return { ...values, ...companyKeys(values), search_doc: searchDocument('companies', tx.orgSlug, values), updated_at: at };
};

async function auditChanges(tx: TenantScope, before: Row, after: Row, actor: AuditActor) {
  const owners = before.owner_id === after.owner_id ? [] : [await ownerName(tx, before.owner_id, actor), await ownerName(tx, after.owner_id, actor)];
  return fieldChanges(AUDITED, { ...before, owner: owners[0] }, { ...after, owner: owners[1] });
}

export function companyMergeRepository(scope: TenantScope, rule: RecordRule, actor: AuditActor) {
  async function merge(request: MergeRequest<CompanyMergeField>): Promise<MergeResult> {
    const ids = [request.primary_id, ...request.ids];
    // Company ids are UUIDv7: anything else names no company (repositories/companies.ts answers the same).
    if (!ids.every((id) => UUID.test(id))) throw notFound('merge_record_not_found');
    return scope.transaction(async (tx) => {
      const now = new Date();
      const at = now.toISOString();
      const records = (await readRecords(tx, read(tx, ids), ids, rule)) as Row[];
      const primary = records[0]!;
      const after = mergedColumns(COMPANY_MERGE_FIELDS, COLUMNS, records, request.values, isEmpty);
      await forgetBatches(tx, at, ids);
      const batchId = uuidv7();
      const stamp = batchStamp(now);
      await retireAndStore(tx, 'companies', request, stamp, stored(tx, after, at));
      for (const move of COMPANY_MOVES) await moveRows(tx, batchId, move, request.ids, primary.id);
      await linkMerged(tx, batchId, 'company', primary.id, request.ids);

      const undoUntil = new Date(now.getTime() + MERGE_UNDO_WINDOW_MS).toISOString();
      await saveBatch(
        tx,
        { id: batchId, record_type: 'company', primary_id: primary.id, merged_ids: request.ids, before: pick(primary, VALUES), deleted_at: stamp },
        actor.id,
        at,
        undoUntil,
      );
      await audit(
        tx,
        actor,
        {
          action: 'merged',
          record_type: 'company',
          record_id: primary.id,
          record_name: after.name,
          company_id: primary.id,
          changes: await auditChanges(tx, primary, after, actor),
          details: {
            count: request.ids.length,
            merged: records
              .slice(1)
              .map((r) => r.name)
              .join(', '),
            merged_ids: request.ids.join(','),
          },
        },
        at,
      );
      return { batchId, undoUntil, merged: request.ids.length };
    });
  }

  /** Brings back the merged companies, their contacts' links, activities and timeline, and the primary's values before. */
  async function undo(batchId: string): Promise<{ restored: number; primaryId: string }> {
    return scope.transaction(async (tx) => {
      const at = new Date().toISOString();
      const batch = await openBatch(tx, 'company', batchId, at);
      if (!batch) throw gone('undo_expired');
      const [primary] = (await locked(tx, read(tx, [batch.primary_id])).execute()) as Row[];
      if (!primary) throw gone('undo_expired');
      if (!mayEdit(rule, primary.owner_id)) throw forbidden('record_forbidden');
      const before = { ...(batch.before as Omit<Row, 'id'>), id: primary.id };
      await tx
        .updateTable('companies')
        .set(stored(tx, before, at))
        .where('companies.id', '=', primary.id)
        .execute();
      await undoBatch(tx, batch.id);
      const restored = batch.merged_ids.length
        ? await tx
            .updateTable('companies')
            .set({ deleted_at: null })
            .where('companies.id', 'in', batch.merged_ids)
            .where('companies.deleted_at', '=', batch.deleted_at)
            .returning(['companies.name'])
            .execute()
        : [];
      await forgetBatches(tx, at);
      await audit(
        tx,
        actor,
        {
          action: 'merge_undone',
          record_type: 'company',
          record_id: primary.id,
          record_name: before.name,
          company_id: primary.id,
          changes: await auditChanges(tx, primary, before, actor),
          details: { count: restored.length, restored: restored.map((r) => r.name).join(', ') },
        },
        at,
      );
      return { restored: restored.length, primaryId: primary.id };
    });
  }

  return { merge, undo };
}
