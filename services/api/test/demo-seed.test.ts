import { DEMO_TEAM, openSection } from '@meridian/contract';
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

  const count = async (org: string, table: 'contacts' | 'companies' | 'notes' | 'pipeline_entries' | 'activities') => {
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

    // My work is not empty for either demo member: overdue, today, upcoming and done, about deals.
    const activities = await tenantScope(db.handle.db, 'acme', db.handle.dialect).selectFrom('activities').selectAll().execute();
    const now = new Date();
    for (const member of [DEMO_TEAM.dana.id, DEMO_TEAM.sam.id]) {
      const theirs = activities.filter((a) => a.assignee_id === member);
      const sections = theirs.map((a) => (a.done_at ? 'done' : openSection({ due_at: a.due_at, all_day: a.all_day === 1 }, now, 'UTC')));
      expect(new Set(sections)).toEqual(new Set(['overdue', 'today', 'upcoming', 'done']));
      expect(theirs.every((a) => a.deal_entry_id !== null && a.contact_id !== null)).toBe(true);
    }

    expect(await seedDemoData(db.handle, 'acme')).toBe(false);
    expect(await count('acme', 'contacts')).toBe(demoContacts().length);
    expect(await count('globex', 'contacts')).toBe(0);
  });

  it('gives every demo contact a unique email', () => {
    const emails = demoContacts().map((c) => c.email);
    expect(new Set(emails).size).toBe(emails.length);
  });
});
