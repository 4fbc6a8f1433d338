import { uuidv7 } from 'uuidv7';
import { searchCondition, searchWords } from '../src/db/search';
import { tenantScope, type TenantScope } from '../src/db/tenant-scope';
import { openTestDatabase, type TestDatabase } from './helpers/db';

let database: TestDatabase;
let orgA: TenantScope;
let orgB: TenantScope;
const now = new Date().toISOString();

async function addContact(scope: TenantScope, first: string, last: string, email: string | null, company: string | null) {
  const id = uuidv7();
  await scope.insertInto('contacts', { id, first, last, email, company, created_at: now, updated_at: now }).execute();
  return id;
}

async function findContacts(scope: TenantScope, term: string): Promise<string[]> {
  const rows = await scope
    .selectFrom('contacts')
    .where(searchCondition(scope.dialect, 'contacts', term))
    .select('last')
    .orderBy('last')
    .execute();
  return rows.map((r) => r.last);
}

beforeAll(async () => {
  database = await openTestDatabase();
  orgA = tenantScope(database.handle.db, 'org-a', database.handle.dialect);
  orgB = tenantScope(database.handle.db, 'org-b', database.handle.dialect);
  await addContact(orgA, 'Alice', 'Anders', 'alice@acme.test', 'Acme Ltd');
  await addContact(orgA, 'Bruno', 'Baker', null, 'Globex');
  await addContact(orgA, 'José', 'Núñez', 'jose@initech.test', null);
  await addContact(orgB, 'Alice', 'Other', 'alice@acme.test', 'Acme Ltd');
  for (const [name, industry, description] of [
    ['Acme Ltd', 'Manufacturing', 'Anvils and rockets'],
    ['Globex', 'Technology', null],
  ] as const) {
    await orgA.insertInto('companies', { id: uuidv7(), name, industry, description, created_at: now, updated_at: now }).execute();
  }
});
afterAll(() => database.destroy());

describe('full-text search', () => {
  it('splits terms into words the way the index does', () => {
    expect(searchWords("  Alice  O'Neil@Acme.test ")).toEqual(['alice', 'o', 'neil', 'acme', 'test']);
    expect(searchWords('%_*"')).toEqual([]);
  });

  it('matches name, email and company words, case-insensitively, within the organisation', async () => {
    expect(await findContacts(orgA, 'alice')).toEqual(['Anders']);
    expect(await findContacts(orgA, 'ANDE')).toEqual(['Anders']);
    expect(await findContacts(orgA, 'globex')).toEqual(['Baker']);
    expect(await findContacts(orgA, 'initech')).toEqual(['Núñez']);
    expect(await findContacts(orgA, 'acme alice')).toEqual(['Anders']);
    expect(await findContacts(orgA, 'acme bruno')).toEqual([]);
    expect(await findContacts(orgB, 'alice')).toEqual(['Other']);
  });

  it('treats a term without words as no filter, and quotes or operators as plain text', async () => {
    expect(await findContacts(orgA, '   ')).toHaveLength(3);
    expect(await findContacts(orgA, '"alice"*)')).toEqual(['Anders']);
    expect(await findContacts(orgA, "'; drop table contacts; --")).toEqual([]);
  });

  it('follows inserts, updates and deletes', async () => {
    const id = await addContact(orgA, 'Zed', 'Zimmer', null, null);
    expect(await findContacts(orgA, 'zimmer')).toEqual(['Zimmer']);
    await orgA.updateTable('contacts').set({ last: 'Young' }).where('id', '=', id).execute();
    expect(await findContacts(orgA, 'zimmer')).toEqual([]);
    expect(await findContacts(orgA, 'young')).toEqual(['Young']);
    await orgA.deleteFrom('contacts').where('id', '=', id).execute();
    expect(await findContacts(orgA, 'young')).toEqual([]);
  });

  it('searches companies by name, industry and description', async () => {
    const find = async (term: string) =>
      (
        await orgA
          .selectFrom('companies')
          .where(searchCondition(orgA.dialect, 'companies', term))
          .select('name')
          .orderBy('name')
          .execute()
      ).map((r) => r.name);
    expect(await find('rocket')).toEqual(['Acme Ltd']);
    expect(await find('technology')).toEqual(['Globex']);
    expect(await find('ltd')).toEqual(['Acme Ltd']);
    expect(await find('nothing')).toEqual([]);
  });
});
