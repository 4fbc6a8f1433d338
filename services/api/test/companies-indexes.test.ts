// The company list's ORDER BY must repeat the 0004 index expressions exactly, or every page sorts
// the whole organisation again. Asks each database's planner how it runs the real list query.
import { CompiledQuery, sql, type Kysely, type QueryId, type RootOperationNode } from 'kysely';
import { uuidv7 } from 'uuidv7';
import type { Database } from '../src/db/schema';
import { tenantScope } from '../src/db/tenant-scope';
import { companiesRepository } from '../src/repositories/companies';
import { COMPANY_SIZE_VALUES as COMPANY_SIZES, COMPANY_SORT_KEYS } from '@meridian/contract';
import { openTestDatabase, type TestDatabase } from './helpers/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  const now = Date.now();
  const rows = Array.from({ length: 300 }, (_, i) => ({
    id: uuidv7(),
    name: `Company ${i}`,
    industry: i % 4 ? `Industry ${i % 7}` : null,
    size: i % 6 ? COMPANY_SIZES[i % 5] : null,
    created_at: new Date(now - i * 1000).toISOString(),
    updated_at: new Date(now).toISOString(),
  }));
  await tenantScope(database.handle.db, 'org-plan', database.handle.dialect).insertInto('companies', rows).execute();
  if (database.handle.dialect === 'postgres') await sql`analyze companies`.execute(database.handle.db);
});
afterAll(() => database.destroy());

/** The SQL of the page query (the one with ORDER BY) that `list` runs. */
async function pageQuery(sortBy: (typeof COMPANY_SORT_KEYS)[number], sortOrder: 'asc' | 'desc'): Promise<CompiledQuery> {
  const seen: { node: RootOperationNode; queryId: QueryId }[] = [];
  const db: Kysely<Database> = database.handle.db.withPlugin({
    transformQuery: (args) => (seen.push(args), args.node),
    transformResult: async ({ result }) => result,
  });
  await companiesRepository(tenantScope(db, 'org-plan', database.handle.dialect)).list({ page: 2, limit: 20, sort_by: sortBy, sort_order: sortOrder });
  const page = seen.find(({ node }) => node.kind === 'SelectQueryNode' && node.orderBy);
  return db.getExecutor().compileQuery(page!.node, page!.queryId);
}

async function plan(query: CompiledQuery): Promise<string> {
  const { db, dialect } = database.handle;
  if (dialect === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    return rows.map((r) => r.detail).join('\n');
  }
  // 300 rows is small enough that PostgreSQL would rather scan and sort; forbid that to see
  // whether the index can produce the order at all.
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

const INDEX: Record<(typeof COMPANY_SORT_KEYS)[number], string> = {
  name: 'companies_live_name_idx',
  industry: 'companies_live_industry_idx',
  size: 'companies_live_size_idx',
  created_at: 'companies_live_created_idx',
  updated_at: 'companies_live_updated_idx',
};

describe('company list indexes', () => {
  it.each(
    COMPANY_SORT_KEYS.flatMap(
      (key) =>
        [
          [key, 'asc'],
          [key, 'desc'],
        ] as const,
    ),
  )('reads a page sorted by %s %s from its index, without sorting', async (sortBy, sortOrder) => {
    const text = await plan(await pageQuery(sortBy, sortOrder));
    expect(text).toContain(INDEX[sortBy]);
    expect(text).not.toMatch(/TEMP B-TREE|Sort\b/);
  });
});
