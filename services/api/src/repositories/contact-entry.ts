// A live contact joined to its pipeline entry and that entry's stage (both null when the contact
// is in no pipeline): what a pipeline change or a deal reads first, and the first part of the
// one-statement PostgreSQL move. Callers pick their columns.
import type { TenantScope } from '../db/tenant-scope';

export function contactEntry(scope: TenantScope, contactId: string) {
  return scope
    .selectFrom('contacts')
    .leftJoin('pipeline_entries', (j) =>
      j.onRef('pipeline_entries.org_slug', '=', 'contacts.org_slug').onRef('pipeline_entries.contact_id', '=', 'contacts.id'),
    )
    .leftJoin('stages', (j) => j.onRef('stages.org_slug', '=', 'pipeline_entries.org_slug').onRef('stages.id', '=', 'pipeline_entries.stage_id'))
    .where('contacts.id', '=', contactId)
    .where('contacts.deleted_at', 'is', null);
}
