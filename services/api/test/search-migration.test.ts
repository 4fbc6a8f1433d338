// Migration 0011 gives existing contacts and companies their search documents (and the new
// indexes), and its down puts the previous search back.
import { sql } from 'kysely';
import { migrateTo, migrateToLatest } from '../src/db/migrate';
import { tenantScope } from '../src/db/tenant-scope';
import { searchCondition } from '../src/db/search';
import { openTestDatabase, type TestDatabase } from './helpers/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
});
afterAll(() => database.destroy());

const now = new Date().toISOString();

async function found(org: string, table: 'contacts' | 'companies', term: string): Promise<number> {
  const scope = tenantScope(database.handle.db, org, database.handle.dialect);
  const rows = await scope
    .selectFrom(table)
    .where(searchCondition(scope, table, term))
    .select('id')
    .execute();
  return rows.length;
}

it('fills the search documents of existing rows, and its down restores the previous search', async () => {
  const { db } = database.handle;
  await migrateTo(database.handle, '0009-contact-delete-batches');
  // Rows written before 0011, without a search document.
  await sql`insert into contacts (id, org_slug, first, last, email, phone, company, created_at, updated_at)
    values ('c1', 'org-m', 'Émile', 'Zola', 'emile@gmail.com', '+33 1 23', 'Éditions Charpentier', ${now}, ${now}),
           ('c2', 'org-m', 'Liv', 'Ullmann', null, null, null, ${now}, ${now}),
           ('c3', 'org-n', 'Emile', 'Other', null, null, null, ${now}, ${now})`.execute(db);
  await sql`insert into companies (id, org_slug, name, industry, created_at, updated_at)
    values ('k1', 'org-m', 'Éditions Charpentier', 'Édition', ${now}, ${now})`.execute(db);

  await migrateToLatest(database.handle);
  expect(await found('org-m', 'contacts', 'emile zola')).toBe(1);
  expect(await found('org-m', 'contacts', 'EDITIONS gmail 33')).toBe(1);
  expect(await found('org-m', 'contacts', 'emile')).toBe(1);
  expect(await found('org-n', 'contacts', 'emile')).toBe(1);
  expect(await found('org-m', 'companies', 'edition charp')).toBe(1);

  await migrateTo(database.handle, '0009-contact-delete-batches');
  const legacy =
    database.handle.dialect === 'postgres'
      ? await sql<{ n: number }>`select count(*)::int as n from contacts where lower(first || ' ' || last) like '%zola%'`.execute(db)
      : await sql<{ n: number }>`select count(*) as n from contacts_fts where contacts_fts match 'zola'`.execute(db);
  expect(Number(legacy.rows[0]!.n)).toBe(1);

  await migrateToLatest(database.handle);
  expect(await found('org-m', 'contacts', 'zola')).toBe(1);
});
