// The owner of one live contact or company the scope sees: what a change is checked against
// (http/record-guard.ts, record access).
import type { TenantScope } from '../db/tenant-scope';

export type RecordTable = 'contacts' | 'companies';

// Ids are UUIDv7; anything else cannot name a company (repositories/companies.ts answers the same).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `{ owner_id }` of the live record, or undefined when the scope does not see it. */
export async function recordOwner(scope: TenantScope, table: RecordTable, id: string): Promise<{ owner_id: string | null } | undefined> {
  if (table === 'companies' && !UUID.test(id)) return undefined;
  return scope.selectFrom(table).select(`${table}.owner_id`).where(`${table}.id`, '=', id).where(`${table}.deleted_at`, 'is', null).executeTakeFirst();
}
