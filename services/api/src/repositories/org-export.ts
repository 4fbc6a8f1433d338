// The reads of an organisation's export (org-export/export-zip.ts): each table of the archive a
// page at a time, keyset on id (the primary key's order), so a million contacts are never in
// memory together; and each file's bytes alone. Deleted (trashed) records are left out, and so is
// everything hanging from a deleted contact or company; rows of an import still being written
// are hidden by the scope itself (db/visible.ts).
import type { SelectQueryBuilder } from 'kysely';
import type { TenantScope } from '../db/tenant-scope';
import type { Database } from '../db/schema';
import type { TableSpec } from '../org-export/archive-format';

export const ORG_EXPORT_PAGE = 2_000;

export type ArchiveRow = Record<string, unknown>;

/* eslint-disable @typescript-eslint/no-explicit-any -- one query shape over the archive's tables, checked by the round-trip test */
type AnyQuery = SelectQueryBuilder<any, any, any>;

/** Live contacts (companies) of the scope: what a row hanging from one must point at. */
const liveIds = (scope: TenantScope, table: 'contacts' | 'companies') =>
  (scope.selectFrom(table) as AnyQuery).select(`${table}.id`).where(`${table}.deleted_at`, 'is', null);

function withFilter(scope: TenantScope, spec: TableSpec, query: AnyQuery): AnyQuery {
  const table = spec.source;
  switch (table) {
    case 'contacts':
    case 'companies':
    case 'activities':
      return query.where(`${table}.deleted_at`, 'is', null);
    case 'notes':
    case 'attachments':
    case 'pipeline_entries':
    case 'pipeline_history':
      return query.where(`${table}.contact_id`, 'in', liveIds(scope, 'contacts'));
    case 'audit_events':
      return query
        .where((eb: any) => eb.or([eb('audit_events.contact_id', 'is', null), eb('audit_events.contact_id', 'in', liveIds(scope, 'contacts'))]))
        .where((eb: any) => eb.or([eb('audit_events.company_id', 'is', null), eb('audit_events.company_id', 'in', liveIds(scope, 'companies'))]));
    default:
      return query;
  }
}

export function orgExportRepository(scope: TenantScope) {
  const from = (spec: TableSpec): AnyQuery =>
    withFilter(
      scope,
      spec,
      (scope.selectFrom(spec.source as keyof Database & 'contacts') as AnyQuery).select(Object.keys(spec.columns).map((c) => `${spec.source}.${c}`)),
    );
  return {
    /** The table's rows, a page at a time, in id order (a keyless table: in one page). */
    async *pages(spec: TableSpec, size = ORG_EXPORT_PAGE): AsyncGenerator<ArchiveRow[]> {
      if (spec.keyless) {
        const rows = (await from(spec).execute()) as ArchiveRow[];
        if (rows.length) yield rows;
        return;
      }
      let after: string | undefined;
      for (;;) {
        let query = from(spec);
        if (after !== undefined) query = query.where(`${spec.source}.id`, '>', after);
        const rows = (await query.orderBy(`${spec.source}.id`).limit(size).execute()) as ArchiveRow[];
        if (rows.length) yield rows;
        if (rows.length < size) return;
        after = String(rows[rows.length - 1]!.id);
      }
    },

    /** One file's bytes (undefined when it went since the page naming it was read). */
    async fileData(id: string): Promise<Buffer | undefined> {
      const row = await scope.selectFrom('attachment_data').select('data').where('id', '=', id).executeTakeFirst();
      return row ? Buffer.from(row.data) : undefined;
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
