import { sql } from 'kysely';
import { migrateDownAll, migrateToLatest } from '../src/db/migrate';
import { TENANT_TABLES } from '../src/db/schema';
import { migrationProvider } from '../src/migrations';
import { openTestDatabase, type TestDatabase } from './helpers/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
});
afterAll(() => database.destroy());

/** Tables of this test's database (PostgreSQL introspection lists every schema). */
async function ownTables() {
  const { db, dialect } = database.handle;
  const tables = await db.introspection.getTables();
  if (dialect !== 'postgres') return tables;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return tables.filter((t) => t.schema === rows[0].schema);
}

/** Every migration, in the order Kysely applies them (by name). */
async function migrationNames(): Promise<string[]> {
  return Object.keys(await migrationProvider(database.handle.dialect).getMigrations()).sort();
}

async function tableNames(): Promise<string[]> {
  return (await ownTables()).map((t) => t.name);
}

describe('migrations', () => {
  it('create every table, then do nothing when run again', async () => {
    expect((await migrateToLatest(database.handle)).applied).toEqual(await migrationNames());
    expect(await tableNames()).toEqual(expect.arrayContaining([...TENANT_TABLES]));
    expect((await migrateToLatest(database.handle)).applied).toEqual([]);
  });

  it('survive re-running each migration body (a half-applied SQLite migration can resume)', async () => {
    const migrations = await migrationProvider(database.handle.dialect).getMigrations();
    for (const migration of Object.values(migrations)) await migration.up(database.handle.db);
    expect(await tableNames()).toEqual(expect.arrayContaining([...TENANT_TABLES]));
  });

  it('give every table org_slug and the columns the product needs', async () => {
    const tables = await ownTables();
    const columns = (name: string) =>
      tables
        .find((t) => t.name === name)!
        .columns.map((c) => c.name)
        .sort();
    for (const table of TENANT_TABLES) expect(columns(table)).toEqual(expect.arrayContaining(['id', 'org_slug']));
    expect(columns('contacts')).toEqual(
      [
        'company',
        'company_id',
        'created_at',
        'deleted_at',
        'deleted_by',
        'email',
        'email_key',
        'first',
        'id',
        'import_id',
        'last',
        'name_key',
        'org_slug',
        'owner_id',
        'phone',
        'phone_key',
        'search_doc',
        'tags',
        'updated_at',
      ].sort(),
    );
    expect(columns('companies')).toEqual(expect.arrayContaining(['logo_url', 'size', 'industry', 'deleted_at']));
    expect(columns('attachments')).toEqual(expect.arrayContaining(['mime_type', 'size', 'uploaded_at', 'deleted_at', 'deleted_by']));
    expect(columns('notes')).toEqual(expect.arrayContaining(['deleted_at', 'deleted_by']));
    expect(columns('attachment_data')).toEqual(['data', 'id', 'org_slug']);
    expect(columns('pipeline_history')).toEqual(
      expect.arrayContaining(['stage_name', 'changed_at', 'changed_by', 'notes', 'kind', 'field', 'old_value', 'new_value']),
    );
    expect(columns('pipeline_entries')).toEqual(expect.arrayContaining(['value_minor', 'currency', 'close_date', 'owner_id', 'next_step']));
    expect(columns('stages')).toEqual(expect.arrayContaining(['probability', 'outcome']));
    expect(columns('members')).toEqual(['email', 'first_seen_at', 'id', 'last_seen_at', 'name', 'org_slug', 'removed_at', 'role', 'tokens_valid_after']);
    expect(columns('organisation_settings')).toEqual(['default_currency', 'org_slug', 'record_access', 'updated_at']);
    expect(columns('companies')).toEqual(expect.arrayContaining(['owner_id']));
  });

  it('create the search structures of the dialect', async () => {
    const db = database.handle.db;
    if (database.handle.dialect === 'postgres') {
      const { rows } = await sql<{
        indexname: string;
      }>`select indexname from pg_indexes where schemaname = current_schema() and indexname like '%_search_%'`.execute(db);
      expect(rows.map((r) => r.indexname).sort()).toEqual(['companies_search_idx', 'contacts_search_idx']);
    } else {
      const { rows } = await sql<{
        name: string;
      }>`select name from sqlite_master where name like '%_search%' and type in ('table', 'trigger') order by name`.execute(db);
      expect(rows.map((r) => r.name)).toEqual(
        expect.arrayContaining(['companies_search', 'contacts_search', 'contacts_search_ai', 'contacts_search_ad', 'contacts_search_au']),
      );
    }
  });

  it('fill the record keys of rows stored before them', async () => {
    const migrations = await migrationProvider(database.handle.dialect).getMigrations();
    const db = database.handle.db;
    const now = new Date().toISOString();
    const row = { org_slug: 'keys-org', created_at: now, updated_at: now };
    await db.deleteFrom('contacts').where('org_slug', '=', 'keys-org').execute();
    await db.deleteFrom('companies').where('org_slug', '=', 'keys-org').execute();
    await db
      .insertInto('contacts')
      .values([
        { ...row, id: 'k1', first: 'Chloé', last: 'Dubois', email: 'CHLOE@Bücher.de', phone: '+33 1 23 45 67 89', company: 'Fabrikam, Inc.' },
        { ...row, id: 'k2', first: 'Ann', last: '', email: null, phone: null, company: null },
      ])
      .execute();
    await db
      .insertInto('companies')
      .values({ ...row, id: 'k3', name: 'Fabrikam GmbH', website: 'https://www.fabrikam.de/' })
      .execute();
    await migrations['0019-record-keys']!.up(db);
    const contacts = await db
      .selectFrom('contacts')
      .select(['id', 'email_key', 'phone_key', 'name_key'])
      .where('org_slug', '=', 'keys-org')
      .orderBy('id')
      .execute();
    expect(contacts).toEqual([
      { id: 'k1', email_key: 'chloe@xn--bcher-kva.de', phone_key: '33123456789', name_key: 'chloe dubois @ fabrikam' },
      { id: 'k2', email_key: null, phone_key: null, name_key: null },
    ]);
    expect(await db.selectFrom('companies').select(['name_key', 'domain_key']).where('id', '=', 'k3').executeTakeFirst()).toEqual({
      name_key: 'fabrikam',
      domain_key: 'fabrikam.de',
    });
  });

  it('roll back completely and apply again', async () => {
    const names = await migrationNames();
    expect(names.slice(0, 2)).toEqual(['0001-core-tables', '0002-search-indexes']);
    expect((await migrateDownAll(database.handle)).applied).toEqual([...names].reverse());
    expect(await tableNames()).not.toEqual(expect.arrayContaining(['contacts']));
    expect((await migrateToLatest(database.handle)).applied).toEqual(names);
  });
});
