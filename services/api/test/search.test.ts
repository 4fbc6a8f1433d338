// What a search matches, as one table of queries and answers, run against whichever database
// DATABASE_URL selects: both must give exactly these answers (word prefixes over name, email,
// company and phone; every word required; case and accents ignored; one organisation only).
import { uuidv7 } from 'uuidv7';
import { normalisedWords, orgTag, orgToken, searchCondition, searchDocument, searchWords } from '../src/db/search';
import { tenantScope, type TenantScope } from '../src/db/tenant-scope';
import { companiesRepository } from '../src/repositories/companies';
import { contactsRepository } from '../src/repositories/contacts';
import { openTestDatabase, type TestDatabase } from './helpers/db';

let database: TestDatabase;
let orgA: TenantScope;
let orgB: TenantScope;
// Who the repository calls record as having made the changes.
const actor = { id: 'user-search', name: 'Search Tester' };
const now = new Date().toISOString();

type Person = [first: string, last: string, email: string | null, company: string | null, phone: string | null];
const ORG_A: Person[] = [
  ['Olivia', 'Brown', 'olivia.brown@acme.test', 'Acme Ltd', '+1 (555) 123-4567'],
  ['John', 'Smith', 'john.smith@gmail.com', 'Globex', '020 7946 0958'],
  ['José', 'Núñez', 'jose@initech.test', null, null],
  ['Jürgen', 'Müller', null, 'Müller & Söhne GmbH', null],
  ['Liv', 'Tyler', 'liv@example.test', "O'Reilly Media", null],
  ['Émile', 'Zola', 'EMILE@Gmail.COM', null, null],
];
const ORG_B: Person[] = [
  ['Olivia', 'Other', 'olivia@acme.test', 'Acme Ltd', '+1 (555) 123-4567'],
  ['Zebedee', 'Zebra', 'zeb@zebra.test', 'Zebra Inc', null],
];

const CONTACT_SEARCHES: [term: string, lastNames: string[]][] = [
  ['olivia', ['Brown']],
  ['OLIVIA', ['Brown']],
  ['oLi', ['Brown']],
  ['liv', ['Tyler']], // not Olivia: "liv" is inside the word, not its start
  ['ivia', []],
  ['mith', []],
  ['jose', ['Núñez']],
  ['José', ['Núñez']],
  ['JOSÉ', ['Núñez']],
  ['nunez', ['Núñez']],
  ['NÚÑEZ', ['Núñez']],
  ['jurgen', ['Müller']],
  ['muller', ['Müller']],
  ['Müller', ['Müller']],
  ['sohne', ['Müller']],
  ['emile', ['Zola']],
  ['Émile', ['Zola']],
  ['gmail', ['Smith', 'Zola']],
  ['john', ['Smith']],
  ['john.smith@gmail.com', ['Smith']],
  ['smith gmail', ['Smith']],
  ['tyl liv', ['Tyler']],
  ['john globex', ['Smith']],
  ['john acme', []],
  ['acme', ['Brown']],
  ['globex', ['Smith']],
  ['initech', ['Núñez']],
  ["o'reilly", ['Tyler']],
  ['reilly media', ['Tyler']],
  ['555', ['Brown']],
  ['555-123', ['Brown']],
  ['(555) 123-4567', ['Brown']],
  ['15551234567', ['Brown']],
  ['020 7946', ['Smith']],
  ['02079460958', ['Smith']],
  ['4567', ['Brown']],
  ['zebra', []], // only the other organisation has it
  ['other', []],
  ['"olivia"*)', ['Brown']], // quotes and operators are plain punctuation
  ["'; drop table contacts; --", []],
];

const COMPANY_SEARCHES: [term: string, names: string[]][] = [
  ['acme', ['Acme Ltd']],
  ['ACME ANVILS', ['Acme Ltd']],
  ['rocket', ['Acme Ltd']],
  ['ltd', ['Acme Ltd']],
  ['cme', []],
  ['technology', ['Globex']],
  ['muller', ['Müller & Söhne GmbH']],
  ['cafe equipement', ['Müller & Söhne GmbH']],
  ['Café', ['Müller & Söhne GmbH']],
  ['backereien fur', ['Müller & Söhne GmbH']],
  ['zebra', []],
  ['nothing', []],
];

async function addPeople(scope: TenantScope, people: Person[]) {
  const rows = people.map(([first, last, email, company, phone]) => ({ id: uuidv7(), first, last, email, company, phone, created_at: now, updated_at: now }));
  await scope.insertInto('contacts', rows).execute();
}

async function findContacts(scope: TenantScope, term: string): Promise<string[]> {
  const rows = await scope
    .selectFrom('contacts')
    .where(searchCondition(scope, 'contacts', term))
    .select('last')
    .execute();
  return rows.map((r) => r.last).sort();
}

async function findCompanies(scope: TenantScope, term: string): Promise<string[]> {
  const rows = await scope
    .selectFrom('companies')
    .where(searchCondition(scope, 'companies', term))
    .select('name')
    .execute();
  return rows.map((r) => r.name).sort();
}

beforeAll(async () => {
  database = await openTestDatabase();
  orgA = tenantScope(database.handle.db, 'org-a', database.handle.dialect);
  orgB = tenantScope(database.handle.db, 'org-b', database.handle.dialect);
  await addPeople(orgA, ORG_A);
  await addPeople(orgB, ORG_B);
  const companies: [string, string | null, string | null][] = [
    ['Acme Ltd', 'Manufacturing', 'Anvils and rockets'],
    ['Globex', 'Technology', null],
    ['Müller & Söhne GmbH', 'Café Équipement', 'Öfen für Bäckereien'],
  ];
  for (const [name, industry, description] of companies) {
    await orgA.insertInto('companies', { id: uuidv7(), name, industry, description, created_at: now, updated_at: now }).execute();
  }
  await orgB.insertInto('companies', { id: uuidv7(), name: 'Zebra Acme', industry: 'Technology', created_at: now, updated_at: now }).execute();
});
afterAll(() => database.destroy());

describe('search', () => {
  it('makes words the same way for documents and queries', () => {
    expect(normalisedWords("  Jürgen O'Neil@Acme.test İstanbul ")).toEqual(['jurgen', 'o', 'neil', 'acme', 'test', 'istanbul']);
    expect(searchWords('%_*"')).toEqual([]);
    const doc = searchDocument('contacts', 'org-a', { first: 'José', last: 'Núñez', phone: '(555) 123' }).split(' ');
    expect(doc.slice(0, -1).map((w) => w.slice(6))).toEqual(['jose', 'nunez', '555', '123', '555123']);
    // Tagged words start with a digit; the organisation's own token with a letter (no query reaches it).
    expect(doc.slice(0, -1).every((w) => w.startsWith(orgTag('org-a')) && /^\d/.test(w))).toBe(true);
    expect(doc.at(-1)).toBe(orgToken('org-a'));
    expect(orgToken('org-a')).toMatch(/^z[0-9a-f]{32}$/);
    expect(searchDocument('contacts', 'org-b', { first: 'José' })).not.toEqual(searchDocument('contacts', 'org-a', { first: 'José' }));
  });

  it.each(CONTACT_SEARCHES)('contacts: %j finds %j', async (term, expected) => {
    expect(await findContacts(orgA, term)).toEqual(expected);
  });

  it.each(COMPANY_SEARCHES)('companies: %j finds %j', async (term, expected) => {
    expect(await findCompanies(orgA, term)).toEqual(expected);
  });

  it('finds the other organisation only in its own scope', async () => {
    expect(await findContacts(orgB, 'olivia')).toEqual(['Other']);
    expect(await findContacts(orgB, 'zebra')).toEqual(['Zebra']);
    expect(await findCompanies(orgB, 'acme')).toEqual(['Zebra Acme']);
  });

  it('treats a term without words as no filter', async () => {
    expect(await findContacts(orgA, '   ')).toHaveLength(ORG_A.length);
    expect(await findContacts(orgA, '%_*"')).toHaveLength(ORG_A.length);
  });

  it('follows creates, partial updates and deletes of contacts', async () => {
    const contacts = contactsRepository(orgA);
    const id = await contacts.create({ first: 'Zed', last: 'Zimmer', email: 'zed@ÿ.test', phone: '777' }, undefined, null, actor);
    expect(await findContacts(orgA, 'zimmer 777')).toEqual(['Zimmer']);
    expect(await contacts.update(id, { first: 'Zed', last: 'Young', email: 'zed@ÿ.test' }, undefined, actor)).toBe(true);
    expect(await findContacts(orgA, 'zimmer')).toEqual([]);
    // The phone the update left out still counts.
    expect(await findContacts(orgA, 'young 777 zed')).toEqual(['Young']);
    await orgA.deleteFrom('contacts').where('id', '=', id).execute();
    expect(await findContacts(orgA, 'young')).toEqual([]);
  });

  it('leaves soft-deleted contacts out, and finds them again once restored', async () => {
    const contacts = contactsRepository(orgA);
    const search = async (term: string) => {
      const { contacts: found, totalCount } = await contacts.page({ page: 1, limit: 50, sort_by: 'name', sort_order: 'asc', search: term });
      return { names: found.map((c) => c.last), totalCount };
    };
    const [tyler] = (await contacts.page({ page: 1, limit: 1, sort_by: 'name', sort_order: 'asc', search: 'tyler' })).contacts;
    expect(await contacts.softDelete(tyler!.id, actor)).toBe(true);
    expect(await search('tyler')).toEqual({ names: [], totalCount: 0 });
    expect((await contacts.restore([tyler!.id], actor, undefined)).restored).toBe(1);
    expect(await search('tyler liv')).toEqual({ names: ['Tyler'], totalCount: 1 });
  });

  it('follows updates of companies', async () => {
    const companies = companiesRepository(orgA);
    const created = await companies.create({ name: 'Initrode', industry: 'Staplers' }, actor);
    expect(await findCompanies(orgA, 'initrode stapl')).toEqual(['Initrode']);
    await companies.update(created.id, { description: 'Red swingline' }, actor);
    expect(await findCompanies(orgA, 'initrode stapl swingline')).toEqual(['Initrode']);
    await companies.update(created.id, { name: 'Initech' }, actor);
    expect(await findCompanies(orgA, 'initrode')).toEqual([]);
    expect(await findCompanies(orgA, 'initech red')).toEqual(['Initech']);
  });
});
