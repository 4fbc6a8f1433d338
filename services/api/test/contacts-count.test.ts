// contact_counts is kept by triggers (migration 0003); the list's totalCount reads it. Whatever
// writes contacts, and however many rows one statement touches, it must equal a real count.
import { uuidv7 } from 'uuidv7';
import { tenantScope, type TenantScope } from '../src/db/tenant-scope';
import { migrateDownAll, migrateToLatest } from '../src/db/migrate';
import { migrationProvider } from '../src/migrations';
import { contactsRepository } from '../src/repositories/contacts';
import { openTestDatabase, type TestDatabase } from './helpers/db';

let database: TestDatabase;
let orgA: TenantScope;
let orgB: TenantScope;
beforeAll(async () => {
  database = await openTestDatabase();
  orgA = tenantScope(database.handle.db, 'org-a', database.handle.dialect);
  orgB = tenantScope(database.handle.db, 'org-b', database.handle.dialect);
});
afterAll(() => database.destroy());

const now = new Date().toISOString();
const rows = (n: number, deleted = false) =>
  Array.from({ length: n }, (_, i) => ({
    id: uuidv7(),
    first: `F${i}`,
    last: `L${i}`,
    created_at: now,
    updated_at: now,
    deleted_at: deleted ? now : null,
  }));

async function kept(scope: TenantScope): Promise<number> {
  return contactsRepository(scope).count({});
}

async function counted(scope: TenantScope): Promise<number> {
  const row = await scope
    .selectFrom('contacts')
    .where('deleted_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function expectCounts(a: number, b: number) {
  expect([await kept(orgA), await kept(orgB)]).toEqual([a, b]);
  expect([await counted(orgA), await counted(orgB)]).toEqual([a, b]);
}

describe('the live contact count', () => {
  it('follows inserts, soft deletes, restores, edits and purges, per organisation', async () => {
    await expectCounts(0, 0);
    const live = rows(250);
    await orgA.insertInto('contacts', live).execute();
    await orgA.insertInto('contacts', rows(7, true)).execute();
    await orgB.insertInto('contacts', rows(3)).execute();
    await expectCounts(250, 3);

    const some = live.slice(0, 40).map((r) => r.id);
    await orgA.updateTable('contacts').set({ deleted_at: now }).where('id', 'in', some).execute();
    await expectCounts(210, 3);
    // Deleting again, or editing other columns, changes nothing.
    await orgA.updateTable('contacts').set({ deleted_at: now, phone: '1' }).where('id', 'in', some).execute();
    await orgA.updateTable('contacts').set({ last: 'Renamed' }).execute();
    await expectCounts(210, 3);

    await orgA.updateTable('contacts').set({ deleted_at: null }).where('id', 'in', some.slice(0, 10)).execute();
    await expectCounts(220, 3);
    // Purging removes soft-deleted rows (no change) and live ones.
    await orgA.deleteFrom('contacts').where('deleted_at', 'is not', null).execute();
    await orgA.deleteFrom('contacts').where('id', '=', live[45].id).execute();
    await expectCounts(219, 3);
  });

  it('is rebuilt from the table when the migration runs again', async () => {
    await migrateDownAll(database.handle);
    await migrateToLatest(database.handle);
    await orgA.insertInto('contacts', rows(5)).execute();
    await orgA.insertInto('contacts', rows(2, true)).execute();
    await database.handle.db.deleteFrom('contact_counts').execute();
    const all = await migrationProvider(database.handle.dialect).getMigrations();
    await all['0003-contact-list'].up(database.handle.db);
    await expectCounts(5, 0);
  });
});
