// A runner whose lease ran out while it stalled must not write beside the runner that took its
// job over: a batch (and the last step) commits only if the checkpoint is still the one its own
// runner wrote last. Both databases' stores (the condition is in the store core's SQL).
import { Client } from 'pg';
import { openSqlite, pgConnectionConfig } from '../src/db/connection';
import { uuidv7Sequence } from '../src/import/id-sequence';
import type { ContactImportStore, NewContacts } from '../src/repositories/contact-import';
import { postgresContactImport } from '../src/repositories/contact-import-postgres';
import { sqliteContactImport } from '../src/repositories/contact-import-sqlite';
import { openTestDatabase, usingPostgres, type TestDatabase } from './helpers/db';

function rows(...firsts: string[]): NewContacts {
  const none = firsts.map(() => null);
  return {
    newId: uuidv7Sequence(),
    first: firsts,
    last: firsts.map(() => 'Fenced'),
    email: none,
    emailKey: none,
    phone: none,
    company: none,
    companyId: none,
    tags: none,
  };
}

describe('an import taken over by another runner', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.destroy());

  it('commits nothing more from the runner that lost it', async () => {
    /** A runner's store, on its own connection as in the import worker. */
    const store = async (): Promise<ContactImportStore> => {
      const scope = { orgSlug: 'org-fence', importId: 'import-fenced', ownerId: null, now: new Date().toISOString() };
      if (!usingPostgres) return sqliteContactImport({ db: openSqlite(t.handle.options), ...scope });
      const client = new Client(pgConnectionConfig(t.handle.options));
      await client.connect();
      return postgresContactImport({ client, ...scope });
    };
    const stalled = await store();
    expect(await stalled.open()).toBeUndefined();
    await stalled.write({ companies: [], contacts: rows('One'), updates: [] }, () => ({ records: 1, summary: '{}' }));

    const successor = await store();
    expect(await successor.open()).toEqual({ records: 1, summary: '{}' });
    await successor.write({ companies: [], contacts: rows('Two'), updates: [] }, () => ({ records: 2, summary: '{}' }));

    await expect(stalled.write({ companies: [], contacts: rows('Late'), updates: [] }, () => ({ records: 2, summary: '{}' }))).rejects.toThrow(
      /another runner/,
    );
    await expect(stalled.publish('{}', 2)).rejects.toThrow(/another runner/);
    await successor.publish('{}', 2);

    const written = await t.handle.db.selectFrom('contacts').select('first').where('import_id', '=', 'import-fenced').orderBy('first').execute();
    expect(written.map((row) => row.first)).toEqual(['One', 'Two']);
    await Promise.all([stalled.close(), successor.close()]);
  });
});
