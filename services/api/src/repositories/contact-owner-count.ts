// Whether one owner's live contacts are more than the list counts (contact-list.ts's COUNT_CAP).
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { TenantScope } from '../db/tenant-scope';
import { isContactFilterSet, type ContactFilter } from './contact-filter';

/**
 * True when only an owner narrows the list (record access, or the owner filter alone) and they own
 * more than `cap`: counted from the owner index alone (migration 0030 puts import_id in it, for the
 * hidden-import check), so a member with many contacts is not sent cap + 1 keys on every page.
 * `live`: the filter's live contacts.
 */
export async function ownerAloneIsMany(
  scope: TenantScope,
  filter: ContactFilter,
  live: SelectQueryBuilder<Database, 'contacts', object>,
  cap: number,
): Promise<boolean> {
  const { owner_id: owner, ...rest } = filter;
  if ((scope.ownerOnly === undefined && !owner) || isContactFilterSet(rest)) return false;
  const capped = live.select(sql<number>`1`.as('one')).limit(cap + 1);
  // The organisation's contact_counts row carries the scalar (a scope selects from tenant tables).
  const row = await scope
    .selectFrom('contact_counts')
    .select(sql<number>`(select count(*) from (${capped}) as capped)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) > cap;
}
