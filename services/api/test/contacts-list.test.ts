import { uuidv7 } from 'uuidv7';
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { bob } from './helpers/tokens';
import { schemaRefusal } from './helpers/refusal';

let t: TestApp;
let api: ReturnType<typeof contactsApi>;

interface Seeded {
  id: string;
  first: string;
  last: string;
  email: string | null;
  company: string | null;
  created_at: string;
}
const seeded: Seeded[] = [];
let acme: string;
let gone: string;

// [first, last, email, company]; mixed case and ties on purpose (ASCII only: byte order is the
// same in SQLite and in PostgreSQL's C collation).
const PEOPLE: [string, string, string | null, string | null][] = [
  ['Alice', 'Anders', 'alice@acme.test', 'Acme Ltd'],
  ['alan', 'Zimmer', 'zimmer@globex.test', 'Globex'],
  ['Bruno', 'Baker', null, null],
  ['Chris', 'Young', 'cy@initech.test', 'Initech'],
  ['Chris', 'adams', 'ca@initech.test', 'Initech'],
  ['Dana', 'Fox', 'dana1@fox.test', 'Acme Ltd'],
  ['Dana', 'Fox', 'dana2@fox.test', 'Acme Ltd'],
  ['Grace', 'Hopper', 'hopper@navy.test', 'Navy'],
  ['Eve', 'Moneypenny', 'eve@mi6.test', 'Gone Corp'],
  ['frank', 'castle', 'FRANK@punisher.test', 'punisher inc'],
  ['Heidi', 'Klum', 'heidi@models.test', 'Beta Models'],
  ['Ivan', 'Drago', 'ivan@ussr.test', null],
];

beforeAll(async () => {
  t = await createTestApp();
  api = contactsApi(t);
  acme = await api.company('Acme Ltd');
  gone = await api.company('Gone Corp');
  const base = Date.parse('2024-01-01T00:00:00.000Z');
  for (const [i, [first, last, email, company]] of PEOPLE.entries()) {
    // created_at deliberately not in name order.
    const created_at = new Date(base + ((i * 7) % PEOPLE.length) * 60_000).toISOString();
    const company_id = company === 'Acme Ltd' ? acme : company === 'Gone Corp' ? gone : null;
    const row = { id: uuidv7(), first, last, email, company, created_at };
    await api.scope.insertInto('contacts', { ...row, company_id, updated_at: created_at }).execute();
    seeded.push(row);
  }
  await api.setCompanyDeleted(gone, true);
  const ghost = await api.create({ first: 'Ghostly', last: 'Gone', email: 'ghost@acme.test', company_id: acme });
  await api.remove(ghost.id);
  await contactsApi(t, bob).create({ first: 'Alice', last: 'Other', email: 'alice@acme.test' });
});
afterAll(() => t.close());

const lower = (s: string | null) => (s ?? '').toLowerCase();
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const KEYS: Record<string, (c: Seeded) => string[]> = {
  name: (c) => [lower(c.first), lower(c.last), c.id],
  email: (c) => [lower(c.email), c.id],
  company: (c) => [lower(c.company), c.id],
  created_at: (c) => [c.created_at, c.id],
};

function expectedOrder(sortBy: string, order: 'asc' | 'desc'): string[] {
  const key = KEYS[sortBy];
  const sorted = [...seeded].sort(
    (a, b) =>
      key(a)
        .map((v, i) => compare(v, key(b)[i]))
        .find((c) => c !== 0) ?? 0,
  );
  return (order === 'asc' ? sorted : sorted.reverse()).map((c) => c.id);
}

const ids = (body: { contacts: { id: string }[] }) => body.contacts.map((c) => c.id);

describe('GET /contacts', () => {
  it('answers page 1 of 50, sorted by name (first, then last), with live contacts only', async () => {
    const body = await api.list();
    expect(body.pagination).toEqual({ totalCount: PEOPLE.length, page: 1, limit: 50, pages: 1 });
    expect(ids(body)).toEqual(expectedOrder('name', 'asc'));
    expect(body.contacts[0]).toEqual(expect.objectContaining({ first: 'alan', last: 'Zimmer', company_id: null, company_name: null }));
    const alice = body.contacts.find((c: Seeded) => c.first === 'Alice');
    expect(alice).toMatchObject({ company_id: acme, company_name: 'Acme Ltd', email: 'alice@acme.test' });
    // The linked company is deleted: no link shown, the text stays.
    expect(body.contacts.find((c: Seeded) => c.first === 'Eve')).toMatchObject({ company_id: null, company_name: null, company: 'Gone Corp' });
  });

  it.each(
    Object.keys(KEYS).flatMap(
      (key) =>
        [
          [key, 'asc'],
          [key, 'desc'],
        ] as const,
    ),
  )('sorts by %s %s', async (sortBy, order) => {
    expect(ids(await api.list(`sort_by=${sortBy}&sort_order=${order}`))).toEqual(expectedOrder(sortBy, order));
  });

  it('pages without gaps or overlaps and reports the page count', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const body = await api.list(`limit=5&page=${page}&sort_by=email&sort_order=desc`);
      expect(body.pagination).toEqual({ totalCount: PEOPLE.length, page, limit: 5, pages: 3 });
      pages.push(...ids(body));
    }
    expect(pages).toEqual(expectedOrder('email', 'desc'));
    const beyond = await api.list('limit=5&page=4');
    expect(beyond).toEqual({ contacts: [], pagination: { totalCount: PEOPLE.length, page: 4, limit: 5, pages: 3 } });
  });

  it.each([
    ['ali', ['Anders']],
    ['ALICE', ['Anders']],
    ['zimm', ['Zimmer']],
    ['hopper', ['Hopper']],
    ['navy', ['Hopper']],
    ['initech', ['adams', 'Young']],
    ['chris you', ['Young']],
    ['punish', ['castle']],
    ['beta mod', ['Klum']],
    ['acme', ['Anders', 'Fox', 'Fox']],
    ['ghostly', []],
    ['nobody', []],
  ])('searches first, last, email and company name by word prefix: %j', async (term, lasts) => {
    const body = await api.list(`search=${encodeURIComponent(term)}&limit=2`);
    expect(body.pagination.totalCount).toBe(lasts.length);
    const all = await api.list(`search=${encodeURIComponent(term)}`);
    expect(all.contacts.map((c: Seeded) => c.last)).toEqual(lasts);
  });

  it('treats a search without words as no search', async () => {
    expect((await api.list('search=%20%2A%22')).pagination.totalCount).toBe(PEOPLE.length);
  });

  it('filters by a live company, alone or with a search', async () => {
    const body = await api.list(`company_id=${acme}`);
    expect(body.contacts.map((c: Seeded) => `${c.first} ${c.last}`)).toEqual(['Alice Anders', 'Dana Fox', 'Dana Fox']);
    expect(body.pagination.totalCount).toBe(3);
    expect((await api.list(`company_id=${acme}&search=dana&limit=1`)).pagination).toMatchObject({ totalCount: 2, pages: 2 });
    for (const other of [gone, uuidv7(), 'junk']) {
      expect(await api.list(`company_id=${other}`)).toMatchObject({ contacts: [], pagination: { totalCount: 0, pages: 0 } });
    }
  });

  it.each([
    ['limit=0', 'limit must be >= 1'],
    ['limit=201', 'limit must be <= 200'],
    ['page=0', 'page must be >= 1'],
    ['page=two', 'page must be an integer'],
    ['sort_by=phone', 'sort_by must be one of: name, email, company, created_at, updated_at'],
    ['sort_order=up', 'sort_order must be one of: asc, desc'],
  ])('refuses %s with 400', async (query, error) => {
    const res = await api.call('GET', `/contacts?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(schemaRefusal(error));
  });
});
