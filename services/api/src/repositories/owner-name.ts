// How the audit trail names a record's owner: by the member's name as it is at the change.
import type { TenantScope } from '../db/tenant-scope';
import type { AuditActor } from './audit-log';
import { membersRepository } from './members';

/**
 * A member's name (their id when unknown), or null for nobody. The one making the change is named
 * without a query (most records are their creator's): a write's round trips let reads go ahead.
 */
export async function ownerName(tx: TenantScope, id: string | null | undefined, actor: AuditActor | null): Promise<string | null> {
  if (!id) return null;
  if (actor && id === actor.id) return actor.name;
  return (await membersRepository(tx).name(id)) ?? id;
}
