import { uuidv7 } from 'uuidv7';
import { slot } from '../src/db/prepared';
import { tenantScope, type TenantScope } from '../src/db/tenant-scope';
import { openTestDatabase, type TestDatabase } from './helpers/db';

let database: TestDatabase;
let orgA: TenantScope;
let orgB: TenantScope;
const now = new Date().toISOString();

const contact = (first: string) => ({ id: uuidv7(), first, last: 'Test', created_at: now, updated_at: now });

beforeAll(async () => {
  database = await openTestDatabase();
  orgA = tenantScope(database.handle.db, 'org-a', database.handle.dialect);
  orgB = tenantScope(database.handle.db, 'org-b', database.handle.dialect);
});
afterAll(() => database.destroy());

describe('tenantScope', () => {
  it('stamps inserts with its organisation, whatever the row says', async () => {
    const forged = { ...contact('Forged'), org_slug: 'org-b' } as ReturnType<typeof contact>;
    await orgA.insertInto('contacts', [contact('Ann'), forged]).execute();
    const rows = await database.handle.db.selectFrom('contacts').select(['first', 'org_slug']).orderBy('first').execute();
    expect(rows).toEqual([
      { first: 'Ann', org_slug: 'org-a' },
      { first: 'Forged', org_slug: 'org-a' },
    ]);
  });

  it('selects, updates and deletes only its own rows', async () => {
    const mine = contact('Mine');
    const theirs = contact('Theirs');
    await orgA.insertInto('contacts', mine).execute();
    await orgB.insertInto('contacts', theirs).execute();

    expect(await orgB.selectFrom('contacts').where('id', '=', mine.id).selectAll().execute()).toEqual([]);
    const updated = await orgB.updateTable('contacts').set({ first: 'Hacked' }).where('id', '=', mine.id).executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(0);
    const deleted = await orgB.deleteFrom('contacts').where('id', '=', mine.id).executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(0);
    expect((await orgA.selectFrom('contacts').where('id', '=', mine.id).select('first').executeTakeFirst())?.first).toBe('Mine');

    // An unfiltered update or delete still stays inside the organisation.
    await orgB.updateTable('contacts').set({ last: 'Everyone' }).execute();
    expect(await orgA.selectFrom('contacts').where('last', '=', 'Everyone').selectAll().execute()).toEqual([]);
    await orgB.deleteFrom('contacts').execute();
    expect((await orgA.selectFrom('contacts').selectAll().execute()).length).toBe(3);
  });

  it('leaves out the rows of an import still being written, in selects, updates and deletes, until it is published', async () => {
    const hidden = { ...contact('Pending'), import_id: 'import-pending' };
    await database.handle.db
      .insertInto('contacts')
      .values({ ...hidden, org_slug: 'org-a' })
      .execute();
    await database.handle.db
      .insertInto('pending_imports')
      .values({ id: 'import-pending', org_slug: 'org-a', records: 1, summary: '{}', created_at: now })
      .execute();
    const find = () => orgA.selectFrom('contacts').select('first').where('id', '=', hidden.id).execute();
    expect(await find()).toEqual([]);
    expect(Number((await orgA.updateTable('contacts').set({ first: 'Changed' }).where('id', '=', hidden.id).executeTakeFirst()).numUpdatedRows)).toBe(0);
    expect(Number((await orgA.deleteFrom('contacts').where('id', '=', hidden.id).executeTakeFirst()).numDeletedRows)).toBe(0);
    await database.handle.db.deleteFrom('pending_imports').where('id', '=', 'import-pending').execute();
    expect(await find()).toEqual([{ first: 'Pending' }]);
  });

  it('keeps its organisation inside transactions, and rolls back on failure', async () => {
    await expect(
      orgA.transaction(async (tx) => {
        expect(tx.orgSlug).toBe('org-a');
        await tx.insertInto('contacts', contact('InTransaction')).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await orgA.selectFrom('contacts').where('first', '=', 'InTransaction').selectAll().execute()).toEqual([]);
  });

  it('cannot attach a record to another organisation’s parent (composite foreign keys)', async () => {
    const parent = contact('Parent');
    await orgA.insertInto('contacts', parent).execute();
    await expect(
      orgB.insertInto('notes', { id: uuidv7(), contact_id: parent.id, body: 'sneaky', created_at: now, updated_at: now }).execute(),
      // Not toThrow: better-sqlite3's native module outlives jest's per-file realms, so its
      // errors fail `instanceof Error` once another test file has loaded it.
    ).rejects.toMatchObject({ message: expect.stringMatching(/foreign key/i) });
    await orgA.insertInto('notes', { id: uuidv7(), contact_id: parent.id, body: 'fine', created_at: now, updated_at: now }).execute();
  });

  it('refuses to exist without an organisation', () => {
    expect(() => tenantScope(database.handle.db, '', database.handle.dialect)).toThrow();
  });

  it('runs a prepared query, compiled once, for each scope with its own organisation and values', async () => {
    await orgB.insertInto('contacts', [contact('Prepared B1'), contact('Prepared B2')]).execute();
    await orgA.insertInto('contacts', contact('Prepared A')).execute();
    let builds = 0;
    const firstNames = (scope: TenantScope, limit: number) =>
      scope.prepared(
        'test firsts',
        (s) => {
          builds += 1;
          return s.selectFrom('contacts').select('first').where('first', 'like', 'Prepared%').orderBy('first').limit(slot<number>('limit'));
        },
        { limit },
      );
    expect(await firstNames(orgA, 10)).toEqual([{ first: 'Prepared A' }]);
    expect(await firstNames(orgB, 10)).toEqual([{ first: 'Prepared B1' }, { first: 'Prepared B2' }]);
    expect(await firstNames(orgB, 1)).toEqual([{ first: 'Prepared B1' }]);
    expect(builds).toBe(1);
    await expect(orgA.prepared('test firsts', () => orgA.selectFrom('contacts').select('first'), {})).rejects.toThrow('no value for limit');
  });
});
