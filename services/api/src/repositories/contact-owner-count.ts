// One owner's live contacts: the total of a list only an owner narrows, read from migration
// 0031's trigger-kept counter instead of counted on every page.
import type { TenantScope } from '../db/tenant-scope';
import { isContactFilterSet, type ContactFilter } from './contact-filter';

/**
 * The owner whose contacts alone the list shows: the scope's (a member under owners_only) or the
 * owner filter's, when no other filter narrows it. Undefined otherwise, and when the filter names
 * another owner than the scope's (the list is then empty, and counted as such).
 */
function ownerAlone(scope: TenantScope, filter: ContactFilter): string | undefined {
  const { owner_id: owner, ...rest } = filter;
  if (isContactFilterSet(rest)) return undefined;
  if (scope.ownerOnly === undefined) return owner || undefined;
  return !owner || owner === scope.ownerOnly ? scope.ownerOnly : undefined;
}

/** The live, shown contacts of the list's one owner (ownerAlone); undefined for any other list. */
export async function ownerTotal(scope: TenantScope, filter: ContactFilter): Promise<number | undefined> {
  const owner = ownerAlone(scope, filter);
  if (owner === undefined) return undefined;
  const row = await scope.selectFrom('contact_owner_counts').select('live').where('owner_id', '=', owner).executeTakeFirst();
  return Number(row?.live ?? 0);
}
