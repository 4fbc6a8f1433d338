// How the audit trail names a record's owner: by the member's name as it is at the change.
import type { TenantScope } from '../db/tenant-scope';
import { membersRepository } from './members';

/** A member's name (their id when unknown), or null for nobody. */
export async function ownerName(tx: TenantScope, id: string | null | undefined): Promise<string | null> {
  if (!id) return null;
  return (await membersRepository(tx).name(id)) ?? id;
}
