// The contact list's ORDER BY must repeat the 0003 index expressions exactly, or every page sorts
// the whole organisation again; search must go through the full-text index. Asks each database's
// planner how it runs the real list query.
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { uuidv7 } from 'uuidv7';
import type { Database } from '../src/db/schema';
import { tenantScope } from '../src/db/tenant-scope';
import { Slot } from '../src/db/prepared';
import { pageIdsQuery } from '../src/repositories/contact-list';
import { contactsRepository } from '../src/repositories/contacts';
import { CONTACT_SORT_KEYS, type ContactListQuery } from '@meridian/contract';
import { openTestDatabase, type TestDatabase } from './helpers/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  const now = Date.now();
  const rows = Array.from({ length: 5000 }, (_, i) => ({
    id: uuidv7(),
    first: `First${i % 17}`,
    last: i === 1234 ? 'Zebulonski' : `Last${i}`,
    email: i % 5 ? `p${i}@example.test` : null,
    company: i % 3 ? `Company ${i % 11}` : null,
    created_at: new Date(now - i * 1000).toISOString(),
    updated_at: new Date(now).toISOString(),
  }));
  const scope = tenantScope(database.handle.db, 'org-plan', database.handle.dialect);
  for (let i = 0; i < rows.length; i += 1000) await scope.insertInto('contacts', rows.slice(i, i + 1000)).execute();
  // PostgreSQL: statistics, and fresh GIN entries merged out of the pending list (which the
  // planner prices as a full read), as autovacuum does on a live database.
  if (database.handle.dialect === 'postgres') await sql`vacuum analyze contacts`.execute(database.handle.db);
});
afterAll(() => database.destroy());

const PAGE_2: ContactListQuery = { page: 2, limit: 20, sort_by: 'name', sort_order: 'asc' };

/** The SQL of every statement `page` runs for a query, values in place of the prepared statement's slots (db/prepared.ts). */
async function pageQueries(query: ContactListQuery): Promise<CompiledQuery[]> {
  const seen: CompiledQuery[] = [];
  const db: Kysely<Database> = database.handle.db.withPlugin({
    transformQuery: (args) => (seen.push(database.handle.db.getExecutor().compileQuery(args.node, args.queryId)), args.node),
    transformResult: async ({ result }) => result,
  });
  await contactsRepository(tenantScope(db, 'org-plan', database.handle.dialect)).page(query);
  const values: Record<string, unknown> = { org_slug: 'org-plan', limit: query.limit, offset: (query.page - 1) * query.limit };
  return seen.map((q) => CompiledQuery.raw(q.sql, [...q.parameters.map((p) => (p instanceof Slot ? values[p.name] : p))]));
}

/**
 * The SQL that pages the ids: unfiltered, the subquery of `page`'s one statement; filtered, the
 * id query `page` runs (the one with an ORDER BY and a LIMIT; counts of matches have a LIMIT only),
 * or with no such query, the capped read of the matches.
 */
async function listQuery(query: Partial<ContactListQuery>): Promise<CompiledQuery> {
  const full = { ...PAGE_2, ...query };
  if (!full.search && !full.company_id)
    return pageIdsQuery(tenantScope(database.handle.db, 'org-plan', database.handle.dialect), full, { limit: 20, offset: 20 }).compile();
  // Under 10,000 matches of a filter without a search, the page sorts the matches' keys read by
  // the capped count (pageOfMatches): that read is the one that finds them.
  const queries = (await pageQueries(full)).filter((q) => !/json_each|= any\(/.test(q.sql));
  return (queries.find((q) => / order by .* limit /.test(q.sql)) ?? queries.find((q) => / limit /.test(q.sql)))!;
}

/** The SQL of the whole unfiltered page, as `page` runs it. */
async function pageQuery(): Promise<CompiledQuery> {
  // Its subqueries (the primary entry's) pass through the plugins too: the page is the longest.
  const queries = (await pageQueries(PAGE_2)).filter((q) => q.sql.includes('pipeline_entries'));
  return queries.reduce((longest, q) => (q.sql.length > longest.sql.length ? q : longest));
}

/** PostgreSQL settings that rule plans out, to see whether the wanted index can serve the query. */
const FORBID_SCAN_AND_SORT = ['enable_seqscan', 'enable_sort', 'enable_bitmapscan'];

async function plan(query: CompiledQuery, forbid: readonly string[] = FORBID_SCAN_AND_SORT): Promise<string> {
  const { db, dialect } = database.handle;
  if (dialect === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    return rows.map((r) => r.detail).join('\n');
  }
  // 5,000 rows is small enough that PostgreSQL would rather scan and sort; forbid that to see
  // whether an index can serve the query at all.
  return db.transaction().execute(async (trx) => {
    for (const setting of forbid) await sql`select set_config(${setting}, 'off', true)`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('contact list indexes', () => {
  it.each(
    CONTACT_SORT_KEYS.flatMap(
      (key) =>
        [
          [key, 'asc'],
          [key, 'desc'],
        ] as const,
    ),
  )('reads a page sorted by %s %s from its index, without sorting', async (sortBy, sortOrder) => {
    const text = await plan(await listQuery({ sort_by: sortBy, sort_order: sortOrder }));
    expect(text).toContain(`contacts_live_${sortBy.replace(/_at$/, '')}_idx`);
    expect(text).not.toMatch(/TEMP B-TREE|Sort\b|SCAN contacts\b/);
  });

  it("looks up each row of the page's company and pipeline stage by key, not the organisation's board", async () => {
    const text = await plan(await pageQuery());
    expect(text).toContain('contacts_live_name_idx');
    expect(text).not.toMatch(/pipeline_entries_board_idx|SCAN (pipeline_entries|companies|contacts)\b|AUTOMATIC|MATERIALIZE/);
    if (database.handle.dialect === 'sqlite') {
      // The page's fifty ids drive the joins (not a walk of the sort index joining every contact).
      expect(text).toMatch(/SCAN page\nSEARCH contacts USING INDEX sqlite_autoindex_contacts_1 \(org_slug=\? AND id=\?\)/);
      expect(text).toMatch(/SEARCH pipeline_entries USING (COVERING )?INDEX \w+ \(org_slug=\? AND contact_id=\?\)/);
    } else {
      expect(text).toContain('contacts_pkey');
    }
  });

  it("reads one company's contacts through the company index", async () => {
    const text = await plan(await listQuery({ company_id: uuidv7() }), ['enable_seqscan']);
    expect(text).toContain('contacts_company_idx');
    expect(text).not.toMatch(/SCAN contacts\b|contacts_live_name_idx/);
  });

  it.each([
    ['a search', { search: 'first3' }],
    ['a company', { company_id: uuidv7() }],
  ])('never walks a sort index hoping to meet the matches of %s early', async (_label, filter) => {
    // The trap: with LIMIT, a planner may walk the organisation in sort order, filtering as it
    // goes; for a rare match that reads every contact.
    const text = await plan(await listQuery(filter), []);
    expect(text).not.toMatch(/contacts_live_\w+_idx/);
  });

  it('finds search matches through the full-text index, not by reading every contact', async () => {
    // PostgreSQL: matches come from a bitmap of the search index (the only index that can).
    const text = await plan(await listQuery({ search: 'zebulon' }), ['enable_seqscan', 'enable_indexscan']);
    if (database.handle.dialect === 'sqlite') {
      // Each match looked up by rowid, rather than a walk over the organisation's index
      // checking every entry against the matches (SQLite's choice without planner statistics).
      expect(text).toMatch(/SEARCH contacts USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(text).not.toMatch(/SCAN contacts\b|contacts USING (COVERING )?INDEX/);
    } else {
      expect(text).toContain('contacts_search_idx');
    }
  });
});
