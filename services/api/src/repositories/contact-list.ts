// Reading live contacts: the filters, the sort orders and the page of the contact list.
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { slot } from '../db/prepared';
import type { Database } from '../db/schema';
import { searchDocumentCondition, searchWords, sqliteSearchIndexCount, sqliteSearchMatches } from '../db/search';
import type { TenantScope } from '../db/tenant-scope';
import type { Contact as ContactAnswer, ContactListQuery } from '@meridian/contract';
import { ownerTotal } from './contact-owner-count';
import { liveContacts, SORTS, unfilteredPage, withCompanyAndStage } from './contact-page';
import { isContactFilterSet, liveCompany, utcClock, type ContactFilter, type FilterClock } from './contact-filter';

/** A contact as stored: the contract's Contact before its pipeline stage is added (routes/contacts/with-stages.ts). */
export type Contact = Omit<ContactAnswer, 'stage_id' | 'stage_name' | 'stage_color'>;

export { liveCompany, type ContactFilter, type FilterClock };
export { contactsWithCompany, liveContacts, pageIdsQuery } from './contact-page';

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

/**
 * The same order, but no index can produce it. With a filter, every match is read anyway (to
 * count them), so the sort index is no shortcut, only a trap: a planner that expects matches
 * early walks the whole organisation in sort order (PostgreSQL at 500k: 1.1 s for a 1% search
 * instead of 40 ms through the trigram index).
 */
const unindexed = (key: Expression<unknown>) => sql`${key} || ''`;

/** The filter without its search: what the SQLite search paths add to the full-text matches. */
const withoutSearch = ({ search: _search, ...rest }: ContactFilter): ContactFilter => rest;

export function contactListRepository(scope: TenantScope, clock: FilterClock = utcClock()) {
  // A scope narrowed by record access (db/record-access.ts) lists one owner's contacts: as an
  // owner filter does, never the organisation-wide shortcuts (the trigger-kept total, the search
  // index's own count).
  const filtered = (filter: ContactFilter) => scope.ownerOnly !== undefined || isContactFilterSet(filter);
  const live = (filter: ContactFilter) => liveContacts(scope, filter, clock);
  // A member under owners_only, unfiltered, in a sort their owner index gives (name: 0016,
  // created_at: 0030): the unfiltered statement, narrowed, with their kept total.
  const ownerWalk = (query: ContactListQuery) =>
    scope.ownerOnly !== undefined && !isContactFilterSet(query) && (query.sort_by === 'name' || query.sort_by === 'created_at');

  /** Live contacts matching the filter; unfiltered or one owner's, a trigger-kept total (no 500k-row count). */
  async function count(filter: ContactFilter): Promise<number> {
    if (!filtered(filter)) {
      const row = await scope.selectFrom('contact_counts').select('live').executeTakeFirst();
      return Number(row?.live ?? 0);
    }
    const owned = await ownerTotal(scope, filter);
    if (owned !== undefined) return owned;
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
   * One page of these (at most COUNT_CAP) matches in the query's order: each read by its key and sorted,
   * instead of the filter run again (its plan then led by the ORDER BY could read the organisation).
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

  /** The page's ids and their count: exact, or COUNT_CAP with `capped` below it (a page past the end has no row carrying it). */
  async function pageWithCount(query: ContactListQuery): Promise<{ ids: string[]; total: number; capped?: true }> {
    if (!filtered(query)) return { ids: (await pageIds(query, false)).ids, total: await count(query) };
    if (query.page * query.limit > COUNT_CAP) {
      const { ids, total } = await pageIds(query, true);
      return { ids, total: total ?? (await count(query)) };
    }
    const verdict = await indexVerdict(query);
    if (verdict === 'few') {
      const { ids, total } = await pageIds(query, true);
      return { ids, total: total ?? (query.page === 1 ? 0 : await count(query)) };
    }
    const owned = await ownerTotal(scope, query);
    const keys = verdict === 'many' || (owned ?? 0) > COUNT_CAP ? undefined : await cappedMatches(query);
    const matches = keys?.length ?? COUNT_CAP + 1;
    if (keys && matches <= COUNT_CAP) return { ids: await pageOfMatches(keys, query), total: matches };
    const searched = Boolean(query.search && searchWords(query.search).length);
    // More than COUNT_CAP of one owner's contacts (an owner filter, or a member's own under record
    // access; their total is the kept counter's): the page is a walk of the sort index (migration
    // 0016's owner index for names), not all of them read and sorted.
    const ids = (searched ? await windowIds(query) : undefined) ?? (await pageIds(query, false, !searched && !query.company_id)).ids;
    return owned === undefined ? { ids, total: COUNT_CAP, capped: true } : { ids, total: owned };
  }

  /**
   * Unfiltered, the page's statement depends on the sort alone, so it is compiled once per sort
   * and run with this organisation, limit and offset (db/prepared.ts). Filtered, the ids and the
   * count come first (pageWithCount), then their rows.
   */
  async function page(query: ContactListQuery): Promise<ContactPage> {
    const window = { limit: query.limit, offset: (query.page - 1) * query.limit };
    if (!filtered(query) || ownerWalk(query)) {
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
