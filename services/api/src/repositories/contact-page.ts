// The contact list's rows: its sort orders, its live contacts under a filter, and the statement
// of an unfiltered page (contact-list.ts decides which page a list gets).
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { TenantScope } from '../db/tenant-scope';
import type { ContactListQuery, ContactSortKey } from '@meridian/contract';
import { isPrimaryEntry } from './primary-entry';
import { contactFilterConditions, utcClock, type ContactFilter, type FilterClock } from './contact-filter';

// Each list must match an index of migration 0003 (updated_at: 0021) exactly (expressions included), and ends in
// id there, so every sort is one index walk and pages never overlap on ties.
export const SORTS: Record<ContactSortKey, Expression<unknown>[]> = {
  name: [sql`lower(${sql.ref('contacts.first')})`, sql`lower(${sql.ref('contacts.last')})`],
  email: [sql`coalesce(lower(${sql.ref('contacts.email')}), '')`],
  company: [sql`coalesce(lower(${sql.ref('contacts.company')}), '')`],
  created_at: [sql.ref('contacts.created_at')],
  updated_at: [sql.ref('contacts.updated_at')],
};

const COLUMNS = [
  'contacts.id',
  'contacts.first',
  'contacts.last',
  'contacts.email',
  'contacts.phone',
  'contacts.company',
  'companies.id as company_id',
  'companies.name as company_name',
  'contacts.tags',
  'contacts.owner_id',
  'contacts.created_at',
  'contacts.updated_at',
] as const;

/**
 * Contacts that are not soft-deleted, narrowed by every property of `filter` (contact-filter.ts;
 * 400 for a reversed range or too many tags). `clock`: "today" of next_activity, the caller's.
 */
export function liveContacts(scope: TenantScope, filter: ContactFilter = {}, clock: FilterClock = utcClock()) {
  const conditions = contactFilterConditions(scope, filter, clock);
  let query = scope.selectFrom('contacts').where('contacts.deleted_at', 'is', null);
  for (const condition of conditions) query = query.where(condition);
  return query;
}

/** Live contacts as the API shows them, with the linked company if that is live too. */
export function contactsWithCompany(scope: TenantScope) {
  return liveContacts(scope)
    .leftJoin('companies', (join) =>
      join.onRef('companies.org_slug', '=', 'contacts.org_slug').onRef('companies.id', '=', 'contacts.company_id').on('companies.deleted_at', 'is', null),
    )
    .select(COLUMNS);
}

/** The ids of an unfiltered page, in its order: one walk of its sort index (migration 0003). */
export function pageIdsQuery(scope: TenantScope, query: ContactListQuery, window: { limit: number; offset: number }) {
  let ids = liveContacts(scope).select('contacts.id');
  for (const key of SORTS[query.sort_by]) ids = ids.orderBy(key, query.sort_order);
  return ids.orderBy('contacts.id', query.sort_order).limit(window.limit).offset(window.offset);
}

/** Each contact row with its live company and its primary entry's stage (primary-entry.ts), looked up by key. */
export function withCompanyAndStage(scope: TenantScope, rows: SelectQueryBuilder<Database, 'contacts', object>) {
  return rows
    .leftJoin('companies', (join) =>
      join.onRef('companies.org_slug', '=', 'contacts.org_slug').onRef('companies.id', '=', 'contacts.company_id').on('companies.deleted_at', 'is', null),
    )
    .leftJoin('pipeline_entries', (join) => join.onRef('pipeline_entries.org_slug', '=', 'contacts.org_slug').on(isPrimaryEntry(scope, sql.ref('contacts.id'))))
    .leftJoin('stages', (join) => join.onRef('stages.org_slug', '=', 'pipeline_entries.org_slug').onRef('stages.id', '=', 'pipeline_entries.stage_id'))
    .select([...COLUMNS, 'stages.id as stage_id', 'stages.name as stage_name', 'stages.color as stage_color']);
}

/**
 * The unfiltered page in one statement: its ids (with their sort keys and the trigger-kept
 * total, read once as an uncorrelated subquery: the organisation's, or under owners_only the
 * member's from migration 0031's counter) in a subquery, then each of those rows with its
 * company and its primary entry's stage, looked up by key. Only ids in the subquery: the joins run
 * for the page's rows alone, not for every row a deep OFFSET skips. Joined per row, the primary
 * entry is read by (org_slug, contact_id) (0026's key); asked for by `contact_id in (…)`, SQLite
 * walked the organisation's whole board index instead (1.7 ms a page with 5,000 on the board).
 */
export function unfilteredPage(scope: TenantScope, query: ContactListQuery, window: { limit: number; offset: number }) {
  const keys = SORTS[query.sort_by].map((key, i) => sql<string>`${key}`.as(`k${i}`));
  const live =
    scope.ownerOnly === undefined
      ? scope.selectFrom('contact_counts').select('live')
      : scope
          .selectFrom('contact_owner_counts')
          .select('live')
          .where(sql<SqlBool>`${sql.ref('contact_owner_counts.owner_id')} = ${scope.ownerOnly}`);
  const ids = pageIdsQuery(scope, query, window).select([...keys, sql<number | null>`(${live})`.as('total')]);
  let rows = withCompanyAndStage(
    scope,
    scope
      .selectFrom('contacts')
      .where('contacts.deleted_at', 'is', null) // one deleted since the subquery ran is left out
      .innerJoin(ids.as('page'), 'page.id', 'contacts.id'),
  ).select(sql<number | null>`${sql.ref('page.total')}`.as('total'));
  // Sorted by the subquery's own keys: sorting by the contacts' expressions would invite SQLite to
  // walk the organisation's sort index (joining every row) to save sorting fifty.
  for (const i of keys.keys()) rows = rows.orderBy(sql.ref(`page.k${i}`), query.sort_order);
  return rows.orderBy(sql.ref('page.id'), query.sort_order);
}
