// Migration 0024: pipelines get `is_default`, and pipeline_history loses its cascading key to
// pipelines (SQLite rebuilds the table): the history rows, indexes and data-version triggers stay,
// and deleting a pipeline keeps its history.
import { sql } from 'kysely';
import { migrateTo } from '../src/db/migrate';
import { openTestDatabase, refusal, type TestDatabase } from './helpers/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
});
afterAll(() => database.destroy());

async function version(): Promise<number> {
  const { rows } = await sql<{ v: string | number }>`select coalesce(sum(version), 0) as v from org_versions where org_slug = 'org'`.execute(
    database.handle.db,
  );
  return Number(rows[0]!.v);
}

it('keeps the history of a deleted pipeline, with its rows, indexes and triggers as they were', async () => {
  const { db, dialect } = database.handle;
  await migrateTo(database.handle, '0023-bulk-edits');
  const now = new Date().toISOString();
  await sql`insert into contacts (id, org_slug, first, last, created_at, updated_at) values ('c1', 'org', 'A', 'B', ${now}, ${now})`.execute(db);
  await sql`insert into pipelines (id, org_slug, name, created_at) values ('p1', 'org', 'Partners', ${now})`.execute(db);
  await sql`insert into pipeline_history (id, org_slug, contact_id, pipeline_id, stage_id, stage_name, changed_at, kind, field, old_value, new_value)
    values ('h1', 'org', 'c1', 'p1', 's1', 'Lead', ${now}, 'deal', 'value', '1', '2')`.execute(db);
  const indexes = async () =>
    dialect === 'postgres'
      ? (
          await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = 'pipeline_history'`.execute(
            db,
          )
        ).rows
      : (await sql<{ name: string }>`select name from sqlite_master where tbl_name = 'pipeline_history' and type in ('index', 'trigger')`.execute(db)).rows;
  const before = (await indexes()).map((r) => r.name).sort();

  await migrateTo(database.handle, '0024-pipeline-shapes');
  expect((await indexes()).map((r) => r.name).sort()).toEqual(before);
  const rows = await sql`select id, contact_id, pipeline_id, stage_id, stage_name, kind, field, old_value, new_value from pipeline_history`.execute(db);
  expect(rows.rows).toEqual([
    { id: 'h1', contact_id: 'c1', pipeline_id: 'p1', stage_id: 's1', stage_name: 'Lead', kind: 'deal', field: 'value', old_value: '1', new_value: '2' },
  ]);
  const moved = await version();
  await sql`insert into pipeline_history (id, org_slug, contact_id, pipeline_id, stage_name, changed_at) values ('h2', 'org', 'c1', 'p1', 'Won', ${now})`.execute(
    db,
  );
  expect(await version()).toBeGreaterThan(moved);
  await sql`delete from pipelines where id = 'p1'`.execute(db);
  expect((await sql`select id from pipeline_history order by id`.execute(db)).rows).toEqual([{ id: 'h1' }, { id: 'h2' }]);
  // Its contact's key still cascades.
  await sql`delete from contacts where id = 'c1'`.execute(db);
  expect((await sql`select id from pipeline_history`.execute(db)).rows).toEqual([]);

  // At most one chosen default per organisation.
  await sql`insert into pipelines (id, org_slug, name, created_at, is_default) values ('p2', 'org', 'A', ${now}, 1), ('p3', 'org', 'B', ${now}, null)`.execute(
    db,
  );
  expect(await refusal(sql`update pipelines set is_default = 1 where id = 'p3'`.execute(db))).toMatch(/UNIQUE constraint|duplicate key/);
  await sql`insert into pipelines (id, org_slug, name, created_at, is_default) values ('p4', 'other', 'A', ${now}, 1)`.execute(db);
});
