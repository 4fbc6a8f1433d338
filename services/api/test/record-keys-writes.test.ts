// Every path that writes a contact or a company stores its record keys (migration 0019, the
// contract's contactKeys / companyKeys): the routes' creates and updates, the import's inserts,
// updates and the companies it creates, the demo seed and the tests' seeds. Each path is run,
// then every row of its organisation is compared with the keys made from its own values.
import { companyKeys, contactKeys } from '@meridian/contract';
import { seedDemoData } from '../src/demo/seed-demo';
import { tenantScope } from '../src/db/tenant-scope';
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { csvLines, importJobsApi } from './helpers/import-jobs';
import { seedOrganisation } from './helpers/seed';
import { alice, type TestUser } from './helpers/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let orgs = 0;
function freshOrg(): TestUser {
  return { ...alice, sub: `${alice.sub}-${++orgs}`, org: `keys-${orgs}` };
}

/** Every contact and company of the organisation (deleted ones too), with the keys its values make. */
async function stored(org: string) {
  const scope = tenantScope(t.db.db, org, t.db.dialect);
  const contacts = await scope.selectFrom('contacts').select(['first', 'last', 'email', 'phone', 'company', 'email_key', 'phone_key', 'name_key']).execute();
  const companies = await scope.selectFrom('companies').select(['name', 'website', 'name_key', 'domain_key']).execute();
  return {
    contacts: contacts.map(({ email_key, phone_key, name_key, ...values }) => ({ stored: { email_key, phone_key, name_key }, made: contactKeys(values) })),
    companies: companies.map(({ name_key, domain_key, ...values }) => ({ stored: { name_key, domain_key }, made: companyKeys(values) })),
  };
}

/** Every row's stored keys are the keys of its values; answers how many rows have any key. */
async function expectKeys(org: string): Promise<{ contacts: number; companies: number }> {
  const rows = await stored(org);
  for (const row of [...rows.contacts, ...rows.companies]) expect(row.stored).toEqual(row.made);
  const some = (list: { stored: object }[]) => list.filter((row) => Object.values(row.stored).some((key) => key !== null)).length;
  return { contacts: some(rows.contacts), companies: some(rows.companies) };
}

const call = async (user: TestUser, method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await t.app.inject({ method, url, headers: await t.headers(user), payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
};

describe('record keys are stored on every write', () => {
  it('by the contact and company routes, created and updated', async () => {
    const user = freshOrg();
    const { company } = await call(user, 'POST', '/companies', { name: 'Fabrikam, Inc.', website: 'https://www.fabrikam.example.com/about' });
    const contact = await call(user, 'POST', '/contacts', {
      first: 'Chloé',
      last: 'Dubois',
      email: 'CHLOE@Bücher.de',
      phone: '+33 1 23 45 67 89',
      company: 'Fabrikam',
    });
    expect(await expectKeys(user.org)).toEqual({ contacts: 1, companies: 1 });
    await call(user, 'PUT', `/contacts/${contact.id}`, {
      first: 'Chloe',
      last: 'Martin',
      email: 'chloe@fabrikam.example.com',
      phone: null,
      company: 'Contoso Ltd',
    });
    await call(user, 'PUT', `/companies/${company.id}`, { name: 'Fabrikam Europe', website: 'bücher.de' });
    const rows = await stored(user.org);
    expect(rows.contacts.map((row) => row.stored)).toEqual([{ email_key: 'chloe@fabrikam.example.com', phone_key: null, name_key: 'chloe martin @ contoso' }]);
    expect(rows.companies.map((row) => row.stored)).toEqual([{ name_key: 'fabrikam europe', domain_key: 'xn--bcher-kva.de' }]);
    // A change that leaves the key's fields out keeps them (tags alone).
    await call(user, 'PUT', `/contacts/${contact.id}`, { first: 'Chloe', last: 'Martin', email: 'chloe@fabrikam.example.com', tags: 'vip' });
    expect(await expectKeys(user.org)).toEqual({ contacts: 1, companies: 1 });
  });

  it("by the import's inserts, updates and the companies it creates", async () => {
    const user = freshOrg();
    await contactsApi(t, user).create({ first: 'Old', last: 'Name', email: 'known@import.test', phone: '111' });
    const file = csvLines(
      'first,last,email,phone,company',
      'Known,Renamed,KNOWN@import.test,+1 555 0100 100,Northwind Traders',
      'Fresh,Person,fresh@bücher.de,(030) 1234-5678,Contoso GmbH',
    );
    const job = await importJobsApi(t, user).run(file, {
      columnMapping: { first: 'first', last: 'last', email: 'email', phone: 'phone', company: 'company' },
      existing: 'update',
      createCompanies: true,
    });
    expect(job).toMatchObject({ status: 'done', imported: 1, updated: 1, companiesCreated: 2 });
    expect(await expectKeys(user.org)).toEqual({ contacts: 2, companies: 2 });
  });

  it('by the demo seed and the test seeds', async () => {
    const demo = freshOrg();
    expect(await seedDemoData(t.db, demo.org)).toBe(true);
    const demoKeys = await expectKeys(demo.org);
    expect(demoKeys.contacts).toBeGreaterThan(10);
    expect(demoKeys.companies).toBeGreaterThan(3);
    const seeded = freshOrg();
    await seedOrganisation(t.db, seeded.org);
    expect(await expectKeys(seeded.org)).toEqual({ contacts: 1, companies: 1 });
  });
});
