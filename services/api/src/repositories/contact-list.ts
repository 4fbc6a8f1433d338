// Reading live contacts: the filters, the sort orders and the page of the contact list.
import { sql, type Expression } from 'kysely';
import { slot } from '../db/prepared';
import { searchCondition, searchWords } from '../db/search';
import type { TenantScope } from '../db/tenant-scope';
import type { Contact as ContactAnswer, ContactListQuery, ContactSortKey } from '@meridian/contract';

/** A contact as stored: the contract's Contact before its pipeline stage is added (routes/contacts/with-stages.ts). */
export type Contact = Omit<ContactAnswer, 'stage_id' | 'stage_name' | 'stage_color'>;

export type ContactFilter = Pick<ContactListQuery, 'search' | 'company_id'>;

export interface ContactPage {
  /** With their pipeline stage (the card badge). */
  contacts: ContactAnswer[];
  totalCount: number;
}

// Each list must match an index of migration 0003 exactly (expressions included), and ends in
// id there, so every sort is one index walk and pages never overlap on ties.
export const SORTS: Record<ContactSortKey, Expression<unknown>[]> = {
  name: [sql`lower(${sql.ref('contacts.first')})`, sql`lower(${sql.ref('contacts.last')})`],
  email: [sql`coalesce(lower(${sql.ref('contacts.email')}), '')`],
  company: [sql`coalesce(lower(${sql.ref('contacts.company')}), '')`],
  created_at: [sql.ref('contacts.created_at')],
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
  'contacts.created_at',
  'contacts.updated_at',
] as const;

/**
 * The same order, but no index can produce it. With a filter, every match is read anyway (to
 * count them), so the sort index is no shortcut, only a trap: a planner that expects matches
 * early walks the whole organisation in sort order (PostgreSQL at 500k: 1.1 s for a 1% search
 * instead of 40 ms through the trigram index).
 */
const unindexed = (key: Expression<unknown>) => sql`${key} || ''`;

const isFiltered = (filter: ContactFilter) => Boolean(filter.company_id || (filter.search && searchWords(filter.search).length));

export const liveCompany = (scope: TenantScope, id: string) =>
  scope.selectFrom('companies').select('companies.id').where('companies.id', '=', id).where('companies.deleted_at', 'is', null);

/** Contacts that are not soft-deleted, narrowed to a live company and/or a search. */
export function liveContacts(scope: TenantScope, filter: ContactFilter = {}) {
  let query = scope.selectFrom('contacts').where('contacts.deleted_at', 'is', null);
  const companyId = filter.company_id;
  if (companyId) query = query.where('contacts.company_id', '=', companyId).where((eb) => eb.exists(liveCompany(scope, companyId)));
  if (filter.search && searchWords(filter.search).length) query = query.where(searchCondition(scope.dialect, 'contacts', filter.search));
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

interface PageWindow {
  limit: number;
  offset: number;
}
const pageWindow = (query: ContactListQuery): PageWindow => ({ limit: query.limit, offset: (query.page - 1) * query.limit });

/** The ids of one page, in its order: one index walk for every sort (migration 0003). */
export function pageIdsQuery(scope: TenantScope, query: ContactListQuery, window = pageWindow(query)) {
  const filtered = isFiltered(query);
  let ids = liveContacts(scope, query).select('contacts.id');
  for (const key of SORTS[query.sort_by]) ids = ids.orderBy(filtered ? unindexed(key) : key, query.sort_order);
  return ids.orderBy('contacts.id', query.sort_order).limit(window.limit).offset(window.offset);
}

/**
 * One statement for the page: its ids (and with a filter the number of matches, counted in the
 * same pass, count(*) over ()) in a subquery, then each of those rows with its company and its
 * pipeline stage, looked up by key. Only ids in the subquery: the joins run for the page's rows
 * alone, not for every row a deep OFFSET skips or a search sorts. Joined per row, the stage is
 * one lookup by (org_slug, contact_id); asked for by `contact_id in (…)`, SQLite walked the
 * organisation's whole board index instead (1.7 ms a page with 5,000 on the board).
 */
function pageStatement(scope: TenantScope, query: ContactListQuery, window: PageWindow) {
  const keys = SORTS[query.sort_by].map((key, i) => sql<string>`${key}`.as(`k${i}`));
  // Unfiltered, the trigger-kept total, read once for the statement (an uncorrelated subquery).
  const live = scope.selectFrom('contact_counts').select('live');
  const total = isFiltered(query) ? sql<number | null>`count(*) over ()` : sql<number | null>`(${live})`;
  const ids = pageIdsQuery(scope, query, window).select([...keys, total.as('total')]);
  let rows = scope
    .selectFrom('contacts')
    .where('contacts.deleted_at', 'is', null) // one deleted since the subquery ran is left out
    .innerJoin(ids.as('page'), 'page.id', 'contacts.id')
    .leftJoin('companies', (join) =>
      join.onRef('companies.org_slug', '=', 'contacts.org_slug').onRef('companies.id', '=', 'contacts.company_id').on('companies.deleted_at', 'is', null),
    )
    .leftJoin('pipeline_entries', (join) =>
      join.onRef('pipeline_entries.org_slug', '=', 'contacts.org_slug').onRef('pipeline_entries.contact_id', '=', 'contacts.id'),
    )
    .leftJoin('stages', (join) => join.onRef('stages.org_slug', '=', 'pipeline_entries.org_slug').onRef('stages.id', '=', 'pipeline_entries.stage_id'))
    .select([...COLUMNS, 'stages.id as stage_id', 'stages.name as stage_name', 'stages.color as stage_color', 'page.total']);
  // Sorted by the subquery's own keys: sorting by the contacts' expressions would invite SQLite to
  // walk the organisation's sort index (joining every row) to save sorting fifty.
  for (const i of keys.keys()) rows = rows.orderBy(sql.ref(`page.k${i}`), query.sort_order);
  return rows.orderBy('page.id', query.sort_order);
}

export function contactListRepository(scope: TenantScope) {
  /** Live contacts matching the filter; unfiltered, the trigger-kept total (no 500k-row count). */
  async function count(filter: ContactFilter): Promise<number> {
    if (!isFiltered(filter)) {
      const row = await scope.selectFrom('contact_counts').select('live').executeTakeFirst();
      return Number(row?.live ?? 0);
    }
    const row = await liveContacts(scope, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The page (pageStatement). Unfiltered, the statement's shape depends on the sort alone, so it
   * is compiled once per sort and run with this organisation, limit and offset (db/prepared.ts).
   */
  async function page(query: ContactListQuery): Promise<ContactPage> {
    const filtered = isFiltered(query);
    const window = { limit: slot<number>('limit'), offset: slot<number>('offset') };
    const found = filtered
      ? await pageStatement(scope, query, pageWindow(query)).execute()
      : await scope.prepared(`contacts-page ${query.sort_by} ${query.sort_order}`, (s) => pageStatement(s, query, window), { ...pageWindow(query) });
    const contacts = found.map(({ total: _total, ...contact }) => contact as ContactAnswer);
    // A page past the end has no row to carry the count.
    const total = found.length ? Number(found[0]!.total ?? 0) : undefined;
    const totalCount = total ?? (filtered && query.page === 1 ? 0 : await count(query));
    return { contacts, totalCount };
  }

  return { page, count };
}
