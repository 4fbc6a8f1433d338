// A filtered contact list counts up to 10,000 matches and says when it stopped there
// (pagination.totalCountCapped); a page reaching past 10,000 counts them all.
import { sql } from 'kysely';
import { uuidv7 } from 'uuidv7';
import { COUNT_CAP } from '../src/repositories/contact-list';
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { alice } from './helpers/tokens';

let t: TestApp;
let api: ReturnType<typeof contactsApi>;
const MATCHING = COUNT_CAP + 30;

beforeAll(async () => {
  t = await createTestApp();
  api = contactsApi(t, { ...alice, org: 'count-cap' });
  const now = new Date().toISOString();
  // Every other contact works at Acme: the walk in name order meets the matches among the rest.
  const rows = Array.from({ length: MATCHING * 2 }, (_, i) => ({
    id: uuidv7(),
    first: `First${String(i).padStart(5, '0')}`,
    last: 'Last',
    company: i % 2 ? 'Globex' : 'Acme',
    // Acme's contacts are one owner's, more than COUNT_CAP of them; two Globex ones another's.
    owner_id: i % 2 ? (i < 4 ? 'owner-few' : null) : 'owner-many',
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 500) await api.scope.insertInto('contacts', rows.slice(i, i + 500)).execute();
}, 120_000);
afterAll(() => t.close());

const page = (query: string) => api.list(`sort_by=name&sort_order=asc&${query}`);

describe('GET /contacts count cap', () => {
  it('says "more than 10,000" for a broad search, and still pages in order', async () => {
    const first = await page('page=1&limit=50&search=acme');
    expect(first.pagination).toEqual({ totalCount: COUNT_CAP, totalCountCapped: true, page: 1, limit: 50, pages: COUNT_CAP / 50 });
    expect(first.contacts.map((c: { first: string }) => c.first).slice(0, 3)).toEqual(['First00000', 'First00002', 'First00004']);
    const second = await page('page=2&limit=50&search=acme');
    expect(second.contacts[0].first).toBe('First00100');
    expect(second.pagination.totalCountCapped).toBe(true);
  });

  it('finds the page of a broad search whose matches only start late in the sort order', async () => {
    // By company, every Acme contact comes before the first Globex one.
    const late = await api.list('sort_by=company&sort_order=asc&page=1&limit=50&search=globex');
    expect(late.pagination.totalCountCapped).toBe(true);
    expect(late.contacts).toHaveLength(50);
    expect(late.contacts.every((c: { company: string }) => c.company === 'Globex')).toBe(true);
    expect(late.contacts[0].first).toBe('First00001');
  });

  it('counts exactly when the page reaches past the cap, and below it', async () => {
    const deep = await page(`page=${COUNT_CAP / 50 + 1}&limit=50&search=acme`);
    expect(deep.pagination.totalCount).toBe(MATCHING);
    expect(deep.pagination.totalCountCapped).toBeUndefined();
    expect(deep.contacts).toHaveLength(30);
    const rare = await page('page=1&limit=50&search=first00001');
    expect(rare.pagination).toEqual({ totalCount: 1, page: 1, limit: 50, pages: 1 });
  });

  it("counts one owner's contacts exactly from the kept counter, past the cap and below it", async () => {
    const many = await page('page=1&limit=50&owner_id=owner-many');
    expect(many.pagination).toEqual({ totalCount: MATCHING, page: 1, limit: 50, pages: Math.ceil(MATCHING / 50) });
    expect(many.contacts.map((c: { first: string }) => c.first).slice(0, 3)).toEqual(['First00000', 'First00002', 'First00004']);
    const few = await page('page=1&limit=50&owner_id=owner-few');
    expect(few.pagination).toEqual({ totalCount: 2, page: 1, limit: 50, pages: 1 });
  });

  it("leaves an import still being written out of an owner's page and count", async () => {
    const importId = uuidv7();
    await api.scope.insertInto('pending_imports', { id: importId, records: 0, summary: '{}', created_at: new Date().toISOString() }).execute();
    const now = new Date().toISOString();
    // First in name order, were they shown.
    const pending = Array.from({ length: 31 }, (_, i) => ({
      id: uuidv7(),
      org_slug: 'count-cap',
      first: `Aaron${i}`,
      last: 'Pending',
      owner_id: 'owner-many',
      import_id: importId,
      created_at: now,
      updated_at: now,
    }));
    await t.db.db.insertInto('contacts').values(pending).execute();
    try {
      const many = await page('page=1&limit=50&owner_id=owner-many');
      expect(many.pagination.totalCount).toBe(MATCHING);
      expect(many.contacts[0].first).toBe('First00000');
    } finally {
      await sql`delete from contacts where import_id = ${importId}`.execute(t.db.db);
      await api.scope.deleteFrom('pending_imports').where('id', '=', importId).execute();
    }
  });

  it('leaves deleted contacts out of the count, also where they decide whether it is capped (runs last: deletes)', async () => {
    const acme = await api.scope.selectFrom('contacts').select('id').where('company', '=', 'Acme').orderBy('first').limit(40).execute();
    const now = new Date().toISOString();
    await api.scope
      .updateTable('contacts')
      .set({ deleted_at: now })
      .where(
        'id',
        'in',
        acme.map((c) => c.id),
      )
      .execute();
    const first = await page('page=1&limit=50&search=acme');
    expect(first.pagination).toEqual({ totalCount: MATCHING - 40, page: 1, limit: 50, pages: Math.ceil((MATCHING - 40) / 50) });
    expect(first.contacts[0].first).toBe('First00080');
  });

  it('counts the unfiltered list exactly', async () => {
    const all = await page('page=1&limit=50');
    expect(all.pagination.totalCount).toBe(MATCHING * 2 - 40);
    expect(all.pagination.totalCountCapped).toBeUndefined();
  });
});
