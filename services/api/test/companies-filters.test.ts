// The company filters of GET /companies (docs/PRODUCT.md §7.5): each narrows (AND), the total is
// exact; refusals; another organisation's companies never match.
import { uuidv7 } from 'uuidv7';
import { tenantScope } from '../src/db/tenant-scope';
import { createTestApp, type TestApp } from './helpers/app';
import type { TestUser } from './helpers/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const owner: TestUser = { sub: 'cf-olga', name: 'Olga', email: 'olga@cf.test', org: 'companies-filters', role: 'owner' };
const outsider: TestUser = { sub: 'cf-oscar', name: 'Oscar', email: 'oscar@cf-other.test', org: 'companies-filters-other', role: 'owner' };
const hour = (h: number) => new Date(Date.UTC(2026, 0, 1) + h * 3_600_000).toISOString();

beforeAll(async () => {
  const rows = [
    { name: 'Acme', industry: 'Technology', size: 'small', website: 'https://acme.test', email: 'hi@acme.test', phone: null, owner_id: owner.sub, at: 0 },
    { name: 'Globex', industry: 'technology', size: 'large', website: null, email: null, phone: '+1 555', owner_id: null, at: 10 },
    { name: 'Initech', industry: 'Finance', size: 'small', website: 'https://initech.test', email: '', phone: '+1 556', owner_id: owner.sub, at: 20 },
  ];
  for (const user of [owner, outsider]) {
    const scope = tenantScope(t.db.db, user.org, t.db.dialect);
    for (const { at, ...row } of rows) {
      await scope
        .insertInto('companies', { id: uuidv7(), ...row, owner_id: row.owner_id && user.sub, created_at: hour(at), updated_at: hour(at + 1) })
        .execute();
    }
  }
});

async function names(query: string): Promise<{ names: string[]; total: number; status: number; code?: string }> {
  const res = await t.app.inject({ method: 'GET', url: `/companies?limit=100&${query}`, headers: await t.headers(owner) });
  const body = res.json();
  if (res.statusCode !== 200) return { names: [], total: 0, status: res.statusCode, code: body.code };
  return { names: body.companies.map((c: { name: string }) => c.name).sort(), total: body.pagination.total, status: 200 };
}

describe('GET /companies filters', () => {
  it.each<[string, string[]]>([
    [`owner_id=${owner.sub}`, ['Acme', 'Initech']],
    ['industry=TECHNOLOGY', ['Acme', 'Globex']],
    ['size=small', ['Acme', 'Initech']],
    [`created_from=${hour(5)}`, ['Globex', 'Initech']],
    [`created_from=${hour(5)}&created_to=${hour(15)}`, ['Globex']],
    [`updated_to=${hour(11)}`, ['Acme']],
    ['has_email=no', ['Globex', 'Initech']],
    ['has_phone=yes', ['Globex', 'Initech']],
    ['has_website=no', ['Globex']],
    ['industry=technology&size=small&has_website=yes', ['Acme']],
    [`owner_id=${outsider.sub}`, []],
  ])('%s', async (query, expected) => {
    const found = await names(query.replace(/\+/g, '%2B'));
    expect(found.names).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });

  it('sorts by updated_at', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/companies?sort_by=updated_at&sort_order=desc', headers: await t.headers(owner) });
    expect(res.json().companies.map((c: { name: string }) => c.name)).toEqual(['Initech', 'Globex', 'Acme']);
  });

  it.each([
    [`created_from=${hour(2)}&created_to=${hour(1)}`, 'filter_range_invalid'],
    ['has_website=maybe', 'validation_failed'],
    ['colour=red', 'field_unknown'],
  ])('refuses %s with 400', async (query, code) => {
    expect(await names(query)).toMatchObject({ status: 400, code });
  });
});
