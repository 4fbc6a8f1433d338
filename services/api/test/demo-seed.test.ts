import { seedDemoData } from '../src/demo/seed-demo';
import { DEMO_COMPANIES, demoContacts } from '../src/demo/demo-data';
import { tenantScope } from '../src/db/tenant-scope';
import { openTestDatabase, type TestDatabase } from './helpers/db';

describe('demo data', () => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await openTestDatabase();
  });
  afterEach(async () => {
    await db.destroy();
  });

  const count = async (org: string, table: 'contacts' | 'companies' | 'notes' | 'pipeline_entries') => {
    const row = await tenantScope(db.handle.db, org, db.handle.dialect)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('fills an empty organisation once, linking every contact to a company', async () => {
    expect(await seedDemoData(db.handle, 'acme')).toBe(true);
    expect(await count('acme', 'companies')).toBe(DEMO_COMPANIES.length);
    expect(await count('acme', 'contacts')).toBe(demoContacts().length);
    expect(await count('acme', 'notes')).toBeGreaterThan(0);
    // The board is not empty either: two thirds of the contacts sit in the default pipeline.
    expect(await count('acme', 'pipeline_entries')).toBe(demoContacts().length - Math.floor(demoContacts().length / 3));
    const unlinked = await tenantScope(db.handle.db, 'acme', db.handle.dialect).selectFrom('contacts').where('company_id', 'is', null).select('id').execute();
    expect(unlinked).toEqual([]);

    expect(await seedDemoData(db.handle, 'acme')).toBe(false);
    expect(await count('acme', 'contacts')).toBe(demoContacts().length);
    expect(await count('globex', 'contacts')).toBe(0);
  });

  it('gives every demo contact a unique email', () => {
    const emails = demoContacts().map((c) => c.email);
    expect(new Set(emails).size).toBe(emails.length);
  });
});
