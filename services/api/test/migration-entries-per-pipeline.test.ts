// Migration 0026: a contact may have one entry per pipeline; existing entries, indexes and the data
// version triggers survive the SQLite rebuild; reverting keeps one entry per contact.
import { sql } from 'kysely';
import { migrateTo, migrateToLatest } from '../src/db/migrate';
import { openTestDatabase, refusal, type TestDatabase } from './helpers/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
});
afterAll(() => database.destroy());

const now = new Date().toISOString();

async function entry(id: string, pipeline: string, stage: string) {
  await sql`insert into pipeline_entries (id, org_slug, pipeline_id, stage_id, contact_id, entered_at, updated_at, value_minor, currency)
    values (${id}, 'org', ${pipeline}, ${stage}, 'c1', ${now}, ${now}, 1250, 'EUR')`.execute(database.handle.db);
}

const version = async () =>
  (await sql<{ version: number }>`select coalesce(sum(version), 0) as version from org_versions where org_slug = 'org'`.execute(database.handle.db)).rows[0]!
    .version;

it('keeps the entries, allows one per pipeline, refuses a second in the same pipeline, and reverts to one per contact', async () => {
  const { db } = database.handle;
  await migrateTo(database.handle, '0023-bulk-edits');
  await sql`insert into contacts (id, org_slug, first, last, created_at, updated_at) values ('c1', 'org', 'A', 'B', ${now}, ${now})`.execute(db);
  for (const p of ['p1', 'p2']) {
    await sql`insert into pipelines (id, org_slug, name, created_at) values (${p}, 'org', ${p}, ${now})`.execute(db);
    await sql`insert into stages (id, org_slug, pipeline_id, name, color, position) values (${'s' + p}, 'org', ${p}, 'Lead', '#000000', 0)`.execute(db);
  }
  await entry('e1', 'p1', 'sp1');
  expect(await refusal(entry('e2', 'p2', 'sp2'))).toMatch(/UNIQUE constraint|duplicate key/);

  await migrateToLatest(database.handle);
  const kept = await sql<{ id: string; value_minor: string | number }>`select id, value_minor from pipeline_entries`.execute(db);
  expect(kept.rows.map((r) => [r.id, Number(r.value_minor)])).toEqual([['e1', 1250]]);
  const before = Number(await version());
  await entry('e2', 'p2', 'sp2');
  expect(Number(await version())).toBeGreaterThan(before); // the data version triggers are back
  expect(await refusal(entry('e3', 'p2', 'sp2'))).toMatch(/UNIQUE constraint|duplicate key/);
  // Deleting the contact still deletes its entries (the foreign keys are back too).
  await migrateTo(database.handle, '0023-bulk-edits');
  expect((await sql<{ id: string }>`select id from pipeline_entries`.execute(db)).rows.map((r) => r.id)).toEqual(['e1']);
  expect(await refusal(entry('e4', 'p2', 'sp2'))).toMatch(/UNIQUE constraint|duplicate key/);
  await migrateToLatest(database.handle);
  await sql`delete from contacts where id = 'c1'`.execute(db);
  expect((await sql`select id from pipeline_entries`.execute(db)).rows).toEqual([]);
});
