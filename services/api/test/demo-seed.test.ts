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
    // Every card has a deal: a value, a close date (some already past) and an owner who is a member.
    const deals = await tenantScope(db.handle.db, 'acme', db.handle.dialect)
      .selectFrom('pipeline_entries')
      .innerJoin('members', (j) => j.onRef('members.org_slug', '=', 'pipeline_entries.org_slug').onRef('members.id', '=', 'pipeline_entries.owner_id'))
      .select(['pipeline_entries.value_minor', 'pipeline_entries.currency', 'pipeline_entries.close_date'])
      .execute();
    expect(deals).toHaveLength(await count('acme', 'pipeline_entries'));
    expect(deals.every((d) => d.value_minor !== null && d.currency !== null)).toBe(true);
    expect(deals.some((d) => d.close_date! < new Date().toISOString().slice(0, 10))).toBe(true);

    expect(await seedDemoData(db.handle, 'acme')).toBe(false);
    expect(await count('acme', 'contacts')).toBe(demoContacts().length);
    expect(await count('globex', 'contacts')).toBe(0);
  });

  it('gives every demo contact a unique email', () => {
    const emails = demoContacts().map((c) => c.email);
    expect(new Set(emails).size).toBe(emails.length);
  });
});
