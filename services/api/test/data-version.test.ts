// The organisation's data version (DbHandle.orgVersion, migration 0010): moved by a commit of that
// organisation whatever writes it (another connection too), not by another organisation's, never
// by a change not yet committed; one read shared by all who asked before it was made, never by
// those who ask after (their answer must include what committed before they asked).
import { sql } from 'kysely';
import { openDatabase } from '../src/db/connection';
import { sharedReads } from '../src/db/data-version';
import { VERSIONED_TABLES } from '../src/db/schema';
import { tenantScope } from '../src/db/tenant-scope';
import { openTestDatabase, type TestDatabase } from './helpers/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.destroy());

let n = 0;
const contact = () => ({ id: `0190a000-0000-7000-8000-${String(++n).padStart(12, '0')}`, first: 'V', last: 'W', created_at: 'x', updated_at: 'x' });

it('shares one read among the callers that asked before it, for all the organisations they asked for, and reads again for a later caller', async () => {
  const asked: string[][] = [];
  let later: Promise<number> | undefined;
  const version = sharedReads(async (orgs) => {
    asked.push(orgs);
    later ??= version('a'); // asked while the read is being made: must not get this read
    return new Map(orgs.map((org) => [org, asked.length]));
  });
  expect(await Promise.all([version('a'), version('b'), version('a'), version('c')])).toEqual([1, 1, 1, 1]);
  expect(await later).toBe(2);
  expect(asked).toEqual([['a', 'b', 'c'], ['a']]);
});

it("moves with the organisation's commits, on any connection, and not with another organisation's", async () => {
  const { handle } = database;
  const before = { a: await handle.orgVersion('org-a'), b: await handle.orgVersion('org-b') };
  expect(await handle.orgVersion('org-a')).toBe(before.a);
  await tenantScope(handle.db, 'org-b', handle.dialect).insertInto('contacts', contact()).execute();
  expect(await handle.orgVersion('org-a')).toBe(before.a);
  expect(await handle.orgVersion('org-b')).toBeGreaterThan(before.b);

  const other = openDatabase(handle.options); // the import worker, another API process
  try {
    await tenantScope(other.db, 'org-a', other.dialect).insertInto('contacts', contact()).execute();
  } finally {
    await other.close();
  }
  const afterInsert = await handle.orgVersion('org-a');
  expect(afterInsert).toBeGreaterThan(before.a);
  await tenantScope(handle.db, 'org-a', handle.dialect).updateTable('contacts').set({ first: 'X' }).execute();
  expect(await handle.orgVersion('org-a')).toBeGreaterThan(afterInsert);
});

it('does not count a change of a transaction still open on the same connection, which may roll back', async () => {
  const { handle } = database;
  const before = await handle.orgVersion('org-a');
  let inside!: () => void;
  const written = new Promise<void>((resolve) => (inside = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const transaction = handle.db
    .transaction()
    .execute(async (trx) => {
      await tenantScope(trx, 'org-a', handle.dialect).insertInto('contacts', contact()).execute();
      inside();
      await held;
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  await written;
  const read = handle.orgVersion('org-a'); // made while the insert is not committed
  setTimeout(release, 50);
  expect(await read).toBe(before);
  await transaction;
  expect(await handle.orgVersion('org-a')).toBe(before);
});

it('every tenant table has the triggers that move the version, on insert, update and delete', async () => {
  const { db, dialect } = database.handle;
  const rows =
    dialect === 'postgres'
      ? await sql<{ table: string; n: number }>`select event_object_table as table, count(*)::int as n from information_schema.triggers
          where trigger_schema = current_schema() and trigger_name like 'org_versions_%' group by event_object_table`.execute(db)
      : await sql<{ table: string; n: number }>`select tbl_name as "table", count(*) as n from sqlite_master
          where type = 'trigger' and name like 'org_versions_%' group by tbl_name`.execute(db);
  const counts = Object.fromEntries(rows.rows.map((r) => [r.table, Number(r.n)]));
  expect(counts).toEqual(Object.fromEntries(VERSIONED_TABLES.map((table) => [table, 3])));
});
