import { Migrator } from 'kysely';
import { createDb } from '../src/db/connect';
import { migrateToLatest } from '../src/migrations';
import * as initial from '../src/migrations/001_initial';
import { createTestDb } from './helpers';

// A database made before roles existed: its people keep everything they could do.
it('makes the memberships that exist owners, and new ones members by default', async () => {
  const testDb = await createTestDb();
  const db = createDb(testDb.config);
  try {
    const schema = testDb.config.kind === 'postgres' ? testDb.config.schema : undefined;
    if (schema) await db.schema.createSchema(schema).ifNotExists().execute();
    const old = new Migrator({
      db,
      provider: { getMigrations: async () => ({ '001_initial': initial }) },
      migrationTableName: 'sign_in_migration',
      migrationLockTableName: 'sign_in_migration_lock',
      migrationTableSchema: schema,
    });
    expect((await old.migrateToLatest()).error).toBeUndefined();
    const at = '2026-01-01T00:00:00.000Z';
    await db.insertInto('organisations').values({ slug: 'acme', name: 'Acme', created_at: at }).execute();
    for (const id of ['u1', 'u2']) {
      await db
        .insertInto('users')
        .values({ id, email: `${id}@acme.test`, name: id, password_hash: 'x', created_at: at })
        .execute();
      // Written without a role: 001 has no such column.
      await db
        .insertInto('memberships')
        .values({ user_id: id, org_slug: 'acme', created_at: at } as never)
        .execute();
    }

    await migrateToLatest(db, testDb.config);
    expect(await db.selectFrom('memberships').select(['user_id', 'role']).orderBy('user_id').execute()).toEqual([
      { user_id: 'u1', role: 'owner' },
      { user_id: 'u2', role: 'owner' },
    ]);
    await db.insertInto('users').values({ id: 'u3', email: 'u3@acme.test', name: 'u3', password_hash: 'x', created_at: at }).execute();
    await db.insertInto('memberships').values({ user_id: 'u3', org_slug: 'acme', created_at: at }).execute();
    expect((await db.selectFrom('memberships').select('role').where('user_id', '=', 'u3').executeTakeFirstOrThrow()).role).toBe('member');
    expect(await db.selectFrom('invitations').selectAll().execute()).toEqual([]);
  } finally {
    await db.destroy();
    await testDb.drop();
  }
});
