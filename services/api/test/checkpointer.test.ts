// The API's SQLite connection never checkpoints on its own thread: its WAL is copied into the
// database file by the checkpoint thread (db/checkpointer.ts), so the file grows without any
// checkpoint being asked for by the connection that wrote. SQLite only.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openTestDatabase, usingPostgres, type TestDatabase } from './helpers/db';

const sqliteOnly = usingPostgres ? describe.skip : describe;

sqliteOnly('checkpoint thread', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.destroy());

  it('copies committed pages into the database file while the API connection never checkpoints', async () => {
    const file = path.join(t.handle.options.dataDir, 'api.sqlite');
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(t.handle.db);
    expect(rows[0]!.wal_autocheckpoint).toBe(0);
    const before = fs.statSync(file).size;
    await sql`create table checkpoint_probe (x text)`.execute(t.handle.db);
    await sql`insert into checkpoint_probe select hex(randomblob(500)) from (with recursive n(i) as (select 1 union all select i + 1 from n where i < 4000) select i from n)`.execute(
      t.handle.db,
    );
    let size = fs.statSync(file).size;
    for (let i = 0; i < 100 && size < before + 2_000_000; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      size = fs.statSync(file).size;
    }
    expect(size).toBeGreaterThan(before + 2_000_000);
  });
});
