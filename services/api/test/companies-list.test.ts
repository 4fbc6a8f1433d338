// GET /companies: search, every sort key in both orders, paging, and live contact counts.
// Each block uses its own organisation, so their companies never mix.
import { uuidv7 } from 'uuidv7';
import { tenantScope } from '../src/db/tenant-scope';
import { createTestApp, type TestApp } from './helpers/app';
import { alice, type TestUser } from './helpers/tokens';
import { schemaRefusal } from './helpers/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userOf = (org: string): TestUser => ({ ...alice, sub: `user-${org}`, org });
const scopeOf = (org: string) => tenantScope(t.db.db, org, t.db.dialect);

async function list(user: TestUser, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/companies${query}`, headers: await t.headers(user) });
  expect(res.statusCode).toBe(200);
  return res.json() as { companies: Array<Record<string, unknown>>; pagination: Record<string, number> };
}
const names = async (user: TestUser, query = '') => (await list(user, query)).companies.map((c) => c.name);

describe('sorting', () => {
  const sorter = userOf('org-sort');
  // Names differ in case, industry and size include an empty value, and no two keys agree.
  const rows = [
    { name: 'alpha', industry: 'Retail', size: 'startup', created_at: '2024-01-05T00:00:00.000Z' },
    { name: 'Bravo', industry: 'Finance', size: 'large', created_at: '2024-01-03T00:00:00.000Z' },
    { name: 'Charlie', industry: null, size: 'enterprise', created_at: '2024-01-01T00:00:00.000Z' },
    { name: 'Delta', industry: 'Consulting', size: null, created_at: '2024-01-04T00:00:00.000Z' },
    { name: 'echo', industry: 'Healthcare', size: 'small', created_at: '2024-01-02T00:00:00.000Z' },
    { name: 'Foxtrot', industry: 'media', size: 'medium', created_at: '2024-01-06T00:00:00.000Z' },
  ];
  beforeAll(async () => {
    const values = rows.map((r) => ({ ...r, id: uuidv7(), updated_at: r.created_at }));
    await scopeOf(sorter.org).insertInto('companies', values).execute();
  });

  // Empty industry and size rank lowest: first ascending, last descending (as the contact list does).
  it.each([
    ['name', 'asc', ['alpha', 'Bravo', 'Charlie', 'Delta', 'echo', 'Foxtrot']],
    ['name', 'desc', ['Foxtrot', 'echo', 'Delta', 'Charlie', 'Bravo', 'alpha']],
    ['industry', 'asc', ['Charlie', 'Delta', 'Bravo', 'echo', 'Foxtrot', 'alpha']],
    ['industry', 'desc', ['alpha', 'Foxtrot', 'echo', 'Bravo', 'Delta', 'Charlie']],
    ['size', 'asc', ['Delta', 'alpha', 'echo', 'Foxtrot', 'Bravo', 'Charlie']],
    ['size', 'desc', ['Charlie', 'Bravo', 'Foxtrot', 'echo', 'alpha', 'Delta']],
    ['created_at', 'asc', ['Charlie', 'echo', 'Bravo', 'Delta', 'alpha', 'Foxtrot']],
    ['created_at', 'desc', ['Foxtrot', 'alpha', 'Delta', 'Bravo', 'echo', 'Charlie']],
  ])('sorts by %s %s', async (sortBy, order, expected) => {
    expect(await names(sorter, `?sort_by=${sortBy}&sort_order=${order}`)).toEqual(expected);
  });

  it('sorts by name ascending by default and answers timestamps as ISO strings', async () => {
    const { companies } = await list(sorter);
    expect(companies.map((c) => c.name)).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta', 'echo', 'Foxtrot']);
    expect(companies[0]).toMatchObject({ created_at: '2024-01-05T00:00:00.000Z', updated_at: '2024-01-05T00:00:00.000Z' });
  });

  it.each([
    ['?sort_by=email', 'sort_by must be one of: name, industry, size, created_at, updated_at'],
    ['?sort_order=up', 'sort_order must be one of: asc, desc'],
    ['?limit=101', 'limit must be <= 100'],
    ['?page=0', 'page must be >= 1'],
  ])('refuses %s', async (query, error) => {
    const res = await t.app.inject({ method: 'GET', url: `/companies${query}`, headers: await t.headers(sorter) });
    expect([res.statusCode, res.json()]).toEqual([400, schemaRefusal(error)]);
  });
});

describe('search', () => {
  const searcher = userOf('org-search');
  beforeAll(async () => {
    for (const body of [
      { name: 'Acme Rockets', industry: 'Manufacturing', description: 'Anvils and other heavy things' },
      { name: 'Globex', industry: 'Technology', description: 'Nuclear energy software' },
      { name: 'Initech', industry: 'Technology', description: null },
      { name: 'Gone Rockets', industry: 'Manufacturing' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/companies', payload: body, headers: await t.headers(searcher) });
      expect(res.statusCode).toBe(201);
      if (body.name === 'Gone Rockets') {
        await t.app.inject({ method: 'DELETE', url: `/companies/${res.json().company.id}`, headers: await t.headers(searcher) });
      }
    }
  });

  it.each([
    ['name', 'rockets', ['Acme Rockets']],
    ['industry', 'technology', ['Globex', 'Initech']],
    ['description', 'anvils', ['Acme Rockets']],
    ['a word start, any case', 'TECH', ['Globex', 'Initech']],
    ['every word', 'technology nuclear', ['Globex']],
    ['nothing', 'zeppelin', []],
    ['no words at all', '  %_ ', ['Acme Rockets', 'Globex', 'Initech']],
  ])('matches by %s (%j), never deleted companies', async (_what, term, expected) => {
    const { companies, pagination } = await list(searcher, `?search=${encodeURIComponent(term)}`);
    expect(companies.map((c) => c.name)).toEqual(expected);
    expect(pagination.total).toBe(expected.length);
  });
});

describe('paging', () => {
  const pager = userOf('org-pages');
  beforeAll(async () => {
    const headers = await t.headers(pager);
    for (let i = 1; i <= 45; i++) {
      const payload = { name: `Paged ${String(i).padStart(2, '0')}` };
      expect((await t.app.inject({ method: 'POST', url: '/companies', payload, headers })).statusCode).toBe(201);
    }
  });

  it('pages through 45 companies, 20 per page by default', async () => {
    const pages = [await list(pager), await list(pager, '?page=2'), await list(pager, '?page=3&limit=20')];
    expect(pages.map((p) => p.pagination)).toEqual([1, 2, 3].map((page) => ({ total: 45, pages: 3, page, limit: 20 })));
    expect(pages.map((p) => p.companies.length)).toEqual([20, 20, 5]);
    const seen = pages.flatMap((p) => p.companies.map((c) => c.name));
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => `Paged ${String(i + 1).padStart(2, '0')}`));
  });

  it('answers an empty page past the end, and honours other limits', async () => {
    expect(await list(pager, '?page=4')).toEqual({ companies: [], pagination: { total: 45, pages: 3, page: 4, limit: 20 } });
    expect((await list(pager, '?limit=100')).companies).toHaveLength(45);
    expect((await list(pager, '?limit=7&page=7')).pagination).toEqual({ total: 45, pages: 7, page: 7, limit: 7 });
  });
});

describe('contact_count', () => {
  const counter = userOf('org-count');
  it('counts live contacts of the company in the caller’s organisation only', async () => {
    const scope = scopeOf(counter.org);
    const now = new Date().toISOString();
    const [busy, quiet] = [uuidv7(), uuidv7()];
    await scope
      .insertInto(
        'companies',
        [busy, quiet].map((id, i) => ({ id, name: `Co ${i}`, created_at: now, updated_at: now })),
      )
      .execute();
    const contact = (company_id: string, deleted_at: string | null = null) => ({
      id: uuidv7(),
      first: 'C',
      last: 'L',
      company_id,
      created_at: now,
      updated_at: now,
      deleted_at,
    });
    await scope.insertInto('contacts', [contact(busy), contact(busy), contact(busy, now)]).execute();
    // Another organisation cannot point at the company, but a stray row must not count either.
    await scopeOf('org-other').insertInto('contacts', contact(busy)).execute();

    const counts = Object.fromEntries((await list(counter)).companies.map((c) => [c.name, c.contact_count]));
    expect(counts).toEqual({ 'Co 0': 2, 'Co 1': 0 });
    const one = await t.app.inject({ method: 'GET', url: `/companies/${busy}`, headers: await t.headers(counter) });
    expect(one.json().company.contact_count).toBe(2);
  });
});
