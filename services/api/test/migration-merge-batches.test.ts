// Migration 0020 moves each file's bytes out of attachments into attachment_data, and back down.
import { sql } from 'kysely';
import { migrateTo } from '../src/db/migrate';
import { openTestDatabase, type TestDatabase } from './helpers/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
});
afterAll(() => database.destroy());

const bytes = Buffer.from([0, 1, 2, 255, 254, 10, 13]);

it('moves the bytes of every file, keeps them readable, and puts them back when reverted', async () => {
  const { db, dialect } = database.handle;
  await migrateTo(database.handle, '0019-record-keys');
  const now = new Date().toISOString();
  await sql`insert into contacts (id, org_slug, first, last, created_at, updated_at) values ('c1', 'org', 'A', 'B', ${now}, ${now})`.execute(db);
  await sql`insert into attachments (id, org_slug, contact_id, filename, mime_type, size, data, uploaded_at)
    values ('f1', 'org', 'c1', 'a.bin', 'application/octet-stream', ${bytes.length}, ${bytes}, ${now})`.execute(db);

  await migrateTo(database.handle, '0020-merge-batches');
  const moved = await sql<{ data: Buffer }>`select data from attachment_data where org_slug = 'org' and id = 'f1'`.execute(db);
  expect(Buffer.from(moved.rows[0]!.data)).toEqual(bytes);
  const columns =
    dialect === 'postgres'
      ? await sql<{
          name: string;
        }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = 'attachments'`.execute(db)
      : await sql<{ name: string }>`select name from pragma_table_info('attachments')`.execute(db);
  expect(columns.rows.map((c) => c.name)).not.toContain('data');
  // Deleting the file deletes its bytes.
  await sql`insert into attachments (id, org_slug, contact_id, filename, mime_type, size, uploaded_at) values ('f2', 'org', 'c1', 'b.bin', 'x/y', 1, ${now})`.execute(
    db,
  );
  await sql`insert into attachment_data (id, org_slug, data) values ('f2', 'org', ${bytes})`.execute(db);
  await sql`delete from attachments where id = 'f2'`.execute(db);
  expect((await sql`select id from attachment_data where id = 'f2'`.execute(db)).rows).toEqual([]);

  await migrateTo(database.handle, '0019-record-keys');
  const back = await sql<{ data: Buffer }>`select data from attachments where org_slug = 'org' and id = 'f1'`.execute(db);
  expect(Buffer.from(back.rows[0]!.data)).toEqual(bytes);
});
