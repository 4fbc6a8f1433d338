// Reading live contacts: the filters, the sort orders and the page of the contact list.
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { slot } from '../db/prepared';
import type { Database } from '../db/schema';
import { searchDocumentCondition, searchWords, sqliteSearchIndexCount, sqliteSearchMatches } from '../db/search';
import type { TenantScope } from '../db/tenant-scope';
import type { Contact as ContactAnswer, ContactListQuery, ContactSortKey } from '@meridian/contract';
import { ownerAloneIsMany } from './contact-owner-count';
import { isPrimaryEntry } from './primary-entry';
import { contactFilterConditions, isContactFilterSet, liveCompany, utcClock, type ContactFilter, type FilterClock } from './contact-filter';

/** A contact as stored: the contract's Contact before its pipeline stage is added (routes/contacts/with-stages.ts). */
export type Contact = Omit<ContactAnswer, 'stage_id' | 'stage_name' | 'stage_color'>;

export { liveCompany, type ContactFilter, type FilterClock };

export interface ContactPage {
  /** With their pipeline stage (the card badge). */
  contacts: ContactAnswer[];
  totalCount: number;
  /** True when there are more than totalCount (= COUNT_CAP) matches, not counted further. */
  totalCountCapped?: true;
}

/**
 * A filtered list counts its matches up to this many: past it the page says "10,000+", and a
 * page reaching beyond it counts them all. Counting 80,000 matches (16% of 500k) is most of what
 * such a search costs.
 */
export const COUNT_CAP = 10_000;

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
 * The same order, but no index can produce it. With a filter, every match is read anyway (to
 * count them), so the sort index is no shortcut, only a trap: a planner that expects matches
 * early walks the whole organisation in sort order (PostgreSQL at 500k: 1.1 s for a 1% search
 * instead of 40 ms through the trigram index).
 */
const unindexed = (key: Expression<unknown>) => sql`${key} || ''`;

/** The filter without its search: what the SQLite search paths add to the full-text matches. */
const withoutSearch = ({ search: _search, ...rest }: ContactFilter): ContactFilter => rest;

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
function withCompanyAndStage(scope: TenantScope, rows: SelectQueryBuilder<Database, 'contacts', object>) {
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
 * total, read once as an uncorrelated subquery) in a subquery, then each of those rows with its
 * company and its primary entry's stage, looked up by key. Only ids in the subquery: the joins run
 * for the page's rows alone, not for every row a deep OFFSET skips. Joined per row, the primary
 * entry is read by (org_slug, contact_id) (0026's key); asked for by `contact_id in (…)`, SQLite
 * walked the organisation's whole board index instead (1.7 ms a page with 5,000 on the board).
 */
function unfilteredPage(scope: TenantScope, query: ContactListQuery, window: { limit: number; offset: number }) {
  const keys = SORTS[query.sort_by].map((key, i) => sql<string>`${key}`.as(`k${i}`));
  const live = scope.selectFrom('contact_counts').select('live');
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

export function contactListRepository(scope: TenantScope, clock: FilterClock = utcClock()) {
  // A scope narrowed by record access (db/record-access.ts) lists one owner's contacts: as an
  // owner filter does, never the organisation-wide shortcuts (the trigger-kept total, the search
  // index's own count).
  const filtered = (filter: ContactFilter) => scope.ownerOnly !== undefined || isContactFilterSet(filter);
  const live = (filter: ContactFilter) => liveContacts(scope, filter, clock);

  /** Live contacts matching the filter; unfiltered, the trigger-kept total (no 500k-row count). */
  async function count(filter: ContactFilter): Promise<number> {
    if (!filtered(filter)) {
      const row = await scope.selectFrom('contact_counts').select('live').executeTakeFirst();
      return Number(row?.live ?? 0);
    }
    const row = await live(filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The keys of the live contacts matching the filter, up to COUNT_CAP + 1 (reading no more
   * matches than that): SQLite's rowids (in every index, so an index that answers the filter is
   * read alone), PostgreSQL's ids.
   */
  async function cappedMatches(filter: ContactFilter): Promise<(string | number)[]> {
    const { search } = filter;
    const matches =
      scope.dialect === 'sqlite' && search && searchWords(search).length
        ? live(withoutSearch(filter)).innerJoin(sqliteSearchMatches(scope, 'contacts', search), (join) =>
            join.on(sql<SqlBool>`search_matches.search_rowid = ${sql.ref('contacts.rowid')}`),
          )
        : live(filter);
    const key = sql<string | number>`${sql.ref(scope.dialect === 'sqlite' ? 'contacts.rowid' : 'contacts.id')}`;
    const rows = await matches
      .select(key.as('key'))
      .limit(COUNT_CAP + 1)
      .execute();
    return rows.map((row) => row.key);
  }

  /**
   * One page of these (at most COUNT_CAP) matches in the query's order: each read by its key and
   * sorted, instead of the filter run again (its plan then led by the ORDER BY could read the
   * organisation).
   */
  async function pageOfMatches(keys: (string | number)[], query: ContactListQuery): Promise<string[]> {
    if (keys.length === 0) return [];
    const among =
      scope.dialect === 'sqlite'
        ? sql<SqlBool>`${sql.ref('contacts.rowid')} in (select value from json_each(${JSON.stringify(keys)}))`
        : sql<SqlBool>`${sql.ref('contacts.id')} = any(${keys})`;
    const rows = await sorted(liveContacts(scope).select('contacts.id').where(among), query, false)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * SQLite, a search: whether it has at most COUNT_CAP live matches ('few': the page counts them
   * as it reads them all, one pass) or more ('many'), from the search index alone, which holds
   * live rows only (~1 ms for 5,000 matches, ~10 for 80,000). With a company filter too, only
   * 'few' can be told (an owner filter too); undefined sends the question to cappedMatches.
   */
  async function indexVerdict(filter: ContactFilter): Promise<'few' | 'many' | undefined> {
    if (scope.dialect !== 'sqlite' || !filter.search || !searchWords(filter.search).length) return undefined;
    // The organisation's contact_counts row carries the scalar (a scope selects from tenant tables).
    const row = await scope
      .selectFrom('contact_counts')
      .select(sqliteSearchIndexCount(scope, 'contacts', filter.search, COUNT_CAP + 1).as('n'))
      .executeTakeFirst();
    const indexed = Number(row?.n ?? 0);
    if (indexed <= COUNT_CAP) return 'few';
    return isContactFilterSet(withoutSearch(filter)) || scope.ownerOnly !== undefined ? undefined : 'many';
  }

  /** The sort keys in `query`'s order, then id; `indexed` false: the same order, no index can produce it. */
  function sorted<Q extends SelectQueryBuilder<Database, 'contacts', object>>(q: Q, query: ContactListQuery, indexed: boolean): Q {
    let out = q;
    for (const key of SORTS[query.sort_by]) out = out.orderBy(indexed ? key : unindexed(key), query.sort_order) as Q;
    return out.orderBy('contacts.id', query.sort_order) as Q;
  }

  /**
   * The ids of one page, every match read and sorted (see `unindexed`). With `count`, the number
   * of matches is counted in the same pass over them (count(*) over ()). Only ids: the companies
   * join then runs for the page's rows alone, not for every row a deep OFFSET skips or a search sorts.
   */
  async function pageIds(query: ContactListQuery, count: boolean, indexed = !filtered(query)): Promise<{ ids: string[]; total?: number }> {
    const ids = sorted(live(query).select('contacts.id'), query, indexed)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    if (!count) return { ids: (await ids.execute()).map((row) => row.id) };
    const rows = await ids.select((eb) => eb.fn.countAll<number>().over().as('total')).execute();
    return { ids: rows.map((row) => row.id), total: rows.length ? Number(rows[0].total) : undefined };
  }

  /**
   * A page of a search matching more than COUNT_CAP: the first contacts in sort order (an index
   * walk, 40 per row the page needs) checked against their own search document, so 50 matches of a
   * 16% search cost ~2,000 rows read instead of 80,000 read and sorted. Undefined when the matches
   * are too sparse there to fill the page.
   */
  async function windowIds(query: ContactListQuery): Promise<string[] | undefined> {
    const offset = (query.page - 1) * query.limit;
    const size = Math.max(2_000, 40 * (offset + query.limit));
    const window = sorted(live(withoutSearch(query)).select('contacts.id as window_id'), query, true).limit(size);
    const rows = await sorted(
      scope
        .selectFrom('contacts')
        .innerJoin(window.as('w'), 'w.window_id', 'contacts.id')
        .where(searchDocumentCondition(scope, 'contacts', query.search ?? ''))
        .select('contacts.id'),
      query,
      false,
    )
      .limit(query.limit)
      .offset(offset)
      .execute();
    return rows.length === query.limit ? rows.map((row) => row.id) : undefined;
  }

  /** The page's ids and the count it shows: exact, or COUNT_CAP with `capped` when the page stays below it. */
  async function pageWithCount(query: ContactListQuery): Promise<{ ids: string[]; total: number; capped?: true }> {
    if (!filtered(query)) return { ids: (await pageIds(query, false)).ids, total: await count(query) };
    if (query.page * query.limit > COUNT_CAP) {
      const { ids, total } = await pageIds(query, true);
      // A page past the end has no row to carry the count.
      return { ids, total: total ?? (await count(query)) };
    }
    const verdict = await indexVerdict(query);
    if (verdict === 'few') {
      const { ids, total } = await pageIds(query, true);
      // A page past the end has no row to carry the count.
      return { ids, total: total ?? (query.page === 1 ? 0 : await count(query)) };
    }
    const keys = verdict === 'many' || (await ownerAloneIsMany(scope, query, live(query), COUNT_CAP)) ? undefined : await cappedMatches(query);
    const matches = keys?.length ?? COUNT_CAP + 1;
    if (keys && matches <= COUNT_CAP) return { ids: await pageOfMatches(keys, query), total: matches };
    const searched = Boolean(query.search && searchWords(query.search).length);
    // More than COUNT_CAP of one owner's contacts (an owner filter, or a member's own under record
    // access): the page is a walk of the sort index (migration 0016's owner index for names),
    // not all of them read and sorted.
    const ids = (searched ? await windowIds(query) : undefined) ?? (await pageIds(query, false, !searched && !query.company_id)).ids;
    return { ids, total: COUNT_CAP, capped: true };
  }

  /**
   * Unfiltered, the page's statement depends on the sort alone, so it is compiled once per sort
   * and run with this organisation, limit and offset (db/prepared.ts). Filtered, the ids and the
   * count come first (pageWithCount), then their rows.
   */
  async function page(query: ContactListQuery): Promise<ContactPage> {
    const window = { limit: query.limit, offset: (query.page - 1) * query.limit };
    if (!filtered(query)) {
      const slots = { limit: slot<number>('limit'), offset: slot<number>('offset') };
      const found = await scope.prepared(`contacts-page ${query.sort_by} ${query.sort_order}`, (s) => unfilteredPage(s, query, slots), window);
      const contacts = found.map(({ total: _total, ...contact }) => contact as ContactAnswer);
      // A page past the end has no row to carry the count.
      return { contacts, totalCount: found.length ? Number(found[0]!.total ?? 0) : await count(query) };
    }
    const { ids, total, capped } = await pageWithCount(query);
    const rows = ids.length ? await withCompanyAndStage(scope, liveContacts(scope).where('contacts.id', 'in', ids)).execute() : [];
    const byId = new Map(rows.map((row) => [row.id, row as ContactAnswer]));
    const contacts = ids.flatMap((id) => byId.get(id) ?? []); // one deleted in between is left out
    return capped ? { contacts, totalCount: total, totalCountCapped: true } : { contacts, totalCount: total };
  }

  return { page, count };
}
