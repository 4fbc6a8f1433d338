// contact_owner_counts is kept by triggers (migration 0031); the total of a list only an owner
// narrows reads it. Whatever writes contacts, and however many rows and owners one statement
// touches, it must equal a real count per owner, per organisation.
import { sql } from 'kysely';
import { uuidv7 } from 'uuidv7';
import { migrateDownAll, migrateToLatest } from '../src/db/migrate';
import { tenantScope, type TenantScope } from '../src/db/tenant-scope';
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
const rows = (n: number, owner: string | null, deleted = false) =>
  Array.from({ length: n }, (_, i) => ({
    id: uuidv7(),
    first: `F${i}`,
    last: `L${i}`,
    owner_id: owner,
    created_at: now,
    updated_at: now,
    deleted_at: deleted ? now : null,
  }));

/** Per owner: the kept total the list reads, and a real count of the shown live rows. */
async function totals(scope: TenantScope, owners: string[]): Promise<{ kept: number[]; counted: number[] }> {
  const kept = await Promise.all(owners.map((owner) => contactsRepository(scope).count({ owner_id: owner })));
  const counted = await Promise.all(
    owners.map(async (owner) => {
      const row = await scope
        .selectFrom('contacts')
        .where('deleted_at', 'is', null)
        .where('owner_id', '=', owner)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }),
  );
  return { kept, counted };
}

async function expectCounts(scope: TenantScope, expected: Record<string, number>) {
  const owners = Object.keys(expected);
  const { kept, counted } = await totals(scope, owners);
  expect(Object.fromEntries(owners.map((o, i) => [o, kept[i]]))).toEqual(expected);
  expect(Object.fromEntries(owners.map((o, i) => [o, counted[i]]))).toEqual(expected);
}

describe("each owner's live contact count", () => {
  it('follows inserts, owner changes, soft deletes, restores and purges, per organisation', async () => {
    const u1 = rows(120, 'u1');
    await orgA.insertInto('contacts', [...u1, ...rows(30, 'u2'), ...rows(9, null), ...rows(4, 'u1', true)]).execute();
    await orgB.insertInto('contacts', rows(5, 'u1')).execute();
    await expectCounts(orgA, { u1: 120, u2: 30, u3: 0 });
    await expectCounts(orgB, { u1: 5, u2: 0 });

    // One statement moving many rows to another owner, then some to nobody.
    const moved = u1.slice(0, 50).map((r) => r.id);
    await orgA.updateTable('contacts').set({ owner_id: 'u3' }).where('id', 'in', moved).execute();
    await orgA.updateTable('contacts').set({ owner_id: null }).where('id', 'in', moved.slice(0, 10)).execute();
    await expectCounts(orgA, { u1: 70, u2: 30, u3: 40 });

    // One statement swapping two owners' rows (each row from one to the other).
    await orgA
      .updateTable('contacts')
      .set((eb) => ({ owner_id: eb.case().when('owner_id', '=', 'u2').then('u3').else('u2').end() }))
      .where('owner_id', 'in', ['u2', 'u3'])
      .execute();
    await expectCounts(orgA, { u1: 70, u2: 40, u3: 30 });

    // Deleted and given away in one statement; deleting again or editing other columns changes nothing.
    const some = u1.slice(60, 80).map((r) => r.id);
    await orgA.updateTable('contacts').set({ deleted_at: now, owner_id: 'u2' }).where('id', 'in', some).execute();
    await orgA.updateTable('contacts').set({ deleted_at: now, phone: '1' }).where('id', 'in', some).execute();
    await orgA.updateTable('contacts').set({ last: 'Renamed' }).execute();
    await expectCounts(orgA, { u1: 50, u2: 40, u3: 30 });

    // Restored to their new owner; purging removes soft-deleted rows (no change) and live ones.
    await orgA.updateTable('contacts').set({ deleted_at: null }).where('id', 'in', some.slice(0, 5)).execute();
    await orgA.deleteFrom('contacts').where('deleted_at', 'is not', null).execute();
    await orgA.deleteFrom('contacts').where('id', '=', u1[100].id).execute();
    await expectCounts(orgA, { u1: 49, u2: 45, u3: 30 });
    await expectCounts(orgB, { u1: 5, u2: 0 });
  });

  it("leaves out an import still being written, and its removal, until the import's last step adds it", async () => {
    const importId = uuidv7();
    await orgA.insertInto('pending_imports', { id: importId, records: 0, summary: '{}', created_at: now }).execute();
    const pending = rows(12, 'u1').map((r) => ({ ...r, org_slug: 'org-a', import_id: importId }));
    await database.handle.db.insertInto('contacts').values(pending).execute();
    await expectCounts(orgA, { u1: 49 });
    await sql`delete from contacts where import_id = ${importId}`.execute(database.handle.db);
    await orgA.deleteFrom('pending_imports').where('id', '=', importId).execute();
    await expectCounts(orgA, { u1: 49 });
  });

  it('is rebuilt from the table when the migration runs again', async () => {
    await migrateDownAll(database.handle);
    await migrateToLatest(database.handle);
    await orgA.insertInto('contacts', [...rows(5, 'u1'), ...rows(2, 'u1', true), ...rows(3, 'u2')]).execute();
    await database.handle.db.deleteFrom('contact_owner_counts').execute();
    const all = await migrationProvider(database.handle.dialect).getMigrations();
    await all['0031-contact-owner-counts'].up(database.handle.db);
    await expectCounts(orgA, { u1: 5, u2: 3 });
  });
});
