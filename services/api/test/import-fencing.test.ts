// A runner whose lease ran out while it stalled must not write beside the runner that took its
// job over: a batch (and the last step) commits only if the checkpoint is still the one its own
// runner wrote last. SQLite's store (PostgreSQL's carries the same condition in its SQL).
import { openSqlite } from '../src/db/connection';
import { uuidv7Sequence } from '../src/import/id-sequence';
import type { NewContacts } from '../src/repositories/contact-import';
import { sqliteContactImport } from '../src/repositories/contact-import-sqlite';
import { openTestDatabase, usingPostgres, type TestDatabase } from './helpers/db';

const sqliteOnly = usingPostgres ? describe.skip : describe;

function rows(...firsts: string[]): NewContacts {
  const none = firsts.map(() => null);
  return { newId: uuidv7Sequence(), first: firsts, last: firsts.map(() => 'Fenced'), email: none, phone: none, company: none, companyId: none, tags: none };
}

sqliteOnly('an import taken over by another runner', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.destroy());

  it('commits nothing more from the runner that lost it', async () => {
    const store = () =>
      sqliteContactImport({ db: openSqlite(t.handle.options), orgSlug: 'org-fence', importId: 'import-fenced', ownerId: null, now: new Date().toISOString() });
    const stalled = store();
    expect(await stalled.open()).toBeUndefined();
    await stalled.write({ companies: [], contacts: rows('One'), updates: [] }, { records: 1, summary: '{}' });

    const successor = store();
    expect(await successor.open()).toEqual({ records: 1, summary: '{}' });
    await successor.write({ companies: [], contacts: rows('Two'), updates: [] }, { records: 2, summary: '{}' });

    await expect(stalled.write({ companies: [], contacts: rows('Late'), updates: [] }, { records: 2, summary: '{}' })).rejects.toThrow(/another runner/);
    await expect(stalled.publish('{}', 2)).rejects.toThrow(/another runner/);
    await successor.publish('{}', 2);

    const db = openSqlite(t.handle.options);
    const firsts = db.prepare(`select first from contacts where import_id = 'import-fenced' order by first`).pluck().all();
    db.close();
    expect(firsts).toEqual(['One', 'Two']);
    await Promise.all([stalled.close(), successor.close()]);
  });
});
