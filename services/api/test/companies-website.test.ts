// The company website rule (docs/PRODUCT.md §5), on the server: a bare domain is stored as
// https://…, an http(s) address as sent, and what is not a website is refused at its field.
import { createTestApp, type TestApp } from './helpers/app';
import { alice } from './helpers/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REFUSAL = 'Please enter a valid URL (starting with http:// or https://)';

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.headers(alice), ...(payload ? { payload } : {}) });
}

it.each([
  ['qa-widgets.example.com', 'https://qa-widgets.example.com'],
  [' www.example.com/path ', 'https://www.example.com/path'],
  ['http://plain.example.com', 'http://plain.example.com'],
  ['https://secure.example.com/a?b=1', 'https://secure.example.com/a?b=1'],
])('stores %j as %j', async (website, stored) => {
  const res = await call('POST', '/companies', { name: 'Web Co', website });
  expect(res.statusCode).toBe(201);
  const { company } = res.json();
  expect(company.website).toBe(stored);
  expect((await call('GET', `/companies/${company.id}`)).json().company.website).toBe(stored);
});

it.each(['not a site', 'javascript:alert(1)', 'ftp://x', 'https://', 'mailto:someone@example.com'])('refuses %j at the website field', async (website) => {
  const res = await call('POST', '/companies', { name: 'Web Co', website });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ error: REFUSAL, field: 'website' });
});

it('normalises an update the same way, and keeps refusing what is not a website', async () => {
  const created = await call('POST', '/companies', { name: 'Moving Co', website: 'https://old.example.com' });
  const { id } = created.json().company;
  const res = await call('PUT', `/companies/${id}`, { website: 'new.example.com' });
  expect([res.statusCode, res.json().company.website]).toEqual([200, 'https://new.example.com']);
  const refused = await call('PUT', `/companies/${id}`, { website: 'javascript:alert(1)' });
  expect([refused.statusCode, refused.json()]).toEqual([400, expect.objectContaining({ error: REFUSAL, field: 'website' })]);
  expect((await call('GET', `/companies/${id}`)).json().company.website).toBe('https://new.example.com');
});
