// Create, read, update, delete and restore of companies, and the docs/PRODUCT.md §5 validation messages.
import { uuidv7 } from 'uuidv7';
import { tenantScope } from '../src/db/tenant-scope';
import { createTestApp, type TestApp } from './helpers/app';
import { alice, bob, type TestUser } from './helpers/tokens';
import { schemaRefusal } from './helpers/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, payload?: object, user: TestUser = alice) {
  return t.app.inject({ method, url, headers: await t.headers(user), ...(payload ? { payload } : {}) });
}

async function create(body: object, user: TestUser = alice) {
  const res = await call('POST', '/companies', body, user);
  expect(res.statusCode).toBe(201);
  return res.json().company;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('POST and GET /companies/:id', () => {
  it('creates a company with every field and reads it back', async () => {
    const input = {
      name: 'Northwind',
      description: 'Food importer',
      website: 'https://northwind.example.com',
      phone: '+1 555 0100',
      email: 'sales@northwind.example.com',
      address: '1 Harbour St',
      industry: 'Retail',
      size: 'medium',
      logo_url: 'http://cdn.example.com/n.png',
    };
    const company = await create(input);
    expect(company).toEqual({
      ...input,
      id: expect.stringMatching(UUID_V7),
      owner_id: 'user-alice', // the creator
      contact_count: 0,
      created_at: expect.stringMatching(ISO),
      updated_at: company.created_at,
    });
    const res = await call('GET', `/companies/${company.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ company });
  });

  it('trims every string and stores empty or blank ones as null', async () => {
    const company = await create({ name: '  Globex  ', industry: ' Aerospace ', email: '', website: '   ', size: '', description: null });
    expect(company).toMatchObject({
      name: 'Globex',
      industry: 'Aerospace',
      email: null,
      website: null,
      size: null,
      description: null,
      phone: null,
      address: null,
      logo_url: null,
    });
  });

  it('accepts every company size and any industry text', async () => {
    for (const size of ['startup', 'small', 'medium', 'large', 'enterprise']) {
      expect(await create({ name: `Sized ${size}`, size, industry: 'Underwater basket weaving' })).toMatchObject({ size });
    }
  });

  it('ignores fields it does not know, such as id or org_slug', async () => {
    const id = uuidv7();
    const company = await create({ name: 'Sneaky', id, org_slug: bob.org, contact_count: 9 });
    expect(company.id).not.toBe(id);
    expect(company.contact_count).toBe(0);
    expect((await call('GET', `/companies/${company.id}`)).statusCode).toBe(200);
  });
});

describe('validation (docs/PRODUCT.md §5, on the server)', () => {
  it.each([
    [{}, 'Company name is required', 'name', 'company_name_required'],
    [{ name: '' }, 'Company name is required', 'name', 'company_name_required'],
    [{ name: '   ' }, 'Company name is required', 'name', 'company_name_required'],
    [{ name: null }, 'Company name is required', 'name', 'company_name_required'],
    [{ name: 'A', email: 'not-an-email' }, 'Please enter a valid email address', 'email', 'email_invalid'],
    [{ name: 'A', email: 'a@b' }, 'Please enter a valid email address', 'email', 'email_invalid'],
    [{ name: 'A', website: 'not a site' }, 'Please enter a valid URL (starting with http:// or https://)', 'website', 'website_invalid'],
    [{ name: 'A', website: 'ftp://example.com' }, 'Please enter a valid URL (starting with http:// or https://)', 'website', 'website_invalid'],
    [{ name: 'A', website: 'https://' }, 'Please enter a valid URL (starting with http:// or https://)', 'website', 'website_invalid'],
    [{ name: 'A', logo_url: 'javascript:alert(1)' }, 'Please enter a valid logo URL (starting with http:// or https://)', 'logo_url', 'logo_url_invalid'],
    [{ name: 'A', size: 'huge' }, 'Company size must be one of: startup, small, medium, large, enterprise', 'size', 'company_size_invalid'],
    [{ name: 'A', size: 'Small' }, 'Company size must be one of: startup, small, medium, large, enterprise', 'size', 'company_size_invalid'],
    // Shape errors are Ajv's: a message, no field.
    [{ name: 'A', industry: 'x'.repeat(101) }, 'industry must be at most 100 characters', undefined, 'validation_failed'],
    [{ name: { first: 'A' } }, 'name must be a string', undefined, 'validation_failed'],
  ])('refuses %j with "%s" (at field %s)', async (body, error, field, code) => {
    const res = await call('POST', '/companies', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(field ? { error, code, field } : { error, code });
    if (code === 'company_size_invalid') expect(res.json().params).toEqual({ sizes: 'startup, small, medium, large, enterprise' });
  });

  it('applies the same rules to updates', async () => {
    const { id } = await create({ name: 'Valid Co' });
    for (const [body, error, field, code] of [
      [{ name: ' ' }, 'Company name is required', 'name', 'company_name_required'],
      [{ email: 'nope' }, 'Please enter a valid email address', 'email', 'email_invalid'],
      [{ website: 'not a site' }, 'Please enter a valid URL (starting with http:// or https://)', 'website', 'website_invalid'],
      [{ size: 'giant' }, 'Company size must be one of: startup, small, medium, large, enterprise', 'size', 'company_size_invalid'],
    ] as const) {
      const res = await call('PUT', `/companies/${id}`, body);
      expect([res.statusCode, res.json()]).toMatchObject([400, { error, field, code }]);
    }
    expect((await call('GET', `/companies/${id}`)).json().company.name).toBe('Valid Co');
  });
});

describe('PUT /companies/:id', () => {
  it('changes only the fields sent; null or "" clears one', async () => {
    const before = await create({ name: 'Initech', industry: 'Technology', phone: '555', size: 'small' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await call('PUT', `/companies/${before.id}`, { industry: '  Consulting ', phone: '', size: null });
    expect(res.statusCode).toBe(200);
    const after = res.json().company;
    expect(after).toEqual({ ...before, industry: 'Consulting', phone: null, size: null, updated_at: expect.stringMatching(ISO) });
    expect(after.updated_at > before.updated_at).toBe(true);
  });
});

describe('not found', () => {
  it.each([
    ['a missing id', uuidv7()],
    ['a malformed id', 'not-a-uuid'],
    ['an injection attempt', "1' or '1'='1"],
  ])('answers 404 "Company not found" for %s', async (_what, id) => {
    const url = `/companies/${encodeURIComponent(id)}`;
    for (const [method, body] of [['GET'], ['PUT', { name: 'X' }], ['DELETE']] as const) {
      const res = await call(method, url, body);
      expect([method, res.statusCode, res.json()]).toEqual([method, 404, { error: 'Company not found', code: 'company_not_found' }]);
    }
  });

  it('answers 404 for another organisation’s company and leaves it alone', async () => {
    const theirs = await create({ name: 'Bob’s Co' }, bob);
    for (const [method, body] of [['GET'], ['PUT', { name: 'Mine now' }], ['DELETE']] as const) {
      expect((await call(method, `/companies/${theirs.id}`, body)).statusCode).toBe(404);
    }
    expect((await call('GET', `/companies/${theirs.id}`, undefined, bob)).json().company).toEqual(theirs);
  });
});

describe('DELETE /companies/:id and POST /companies/restore', () => {
  it('soft-deletes, keeps the contacts and their link, and restores', async () => {
    const company = await create({ name: 'Soon Gone' });
    const scope = tenantScope(t.db.db, alice.org, t.db.dialect);
    const now = new Date().toISOString();
    const contactId = uuidv7();
    await scope
      .insertInto('contacts', { id: contactId, first: 'Keep', last: 'Me', company: 'Soon Gone', company_id: company.id, created_at: now, updated_at: now })
      .execute();

    const del = await call('DELETE', `/companies/${company.id}`);
    expect([del.statusCode, del.body]).toEqual([204, '']);
    expect((await call('GET', `/companies/${company.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/companies/${company.id}`, { name: 'Back?' })).statusCode).toBe(404);
    expect((await call('DELETE', `/companies/${company.id}`)).statusCode).toBe(404);
    const listed = (await call('GET', '/companies?limit=100')).json().companies.map((c: { id: string }) => c.id);
    expect(listed).not.toContain(company.id);

    // Untouched, so that restoring the company re-links its contacts.
    const contact = await scope.selectFrom('contacts').selectAll().where('id', '=', contactId).executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ company_id: company.id, deleted_at: null });

    const res = await call('POST', '/companies/restore', { ids: [company.id, company.id, 'junk', uuidv7()] });
    expect(res.json()).toEqual({ restored: 1 });
    expect((await call('GET', `/companies/${company.id}`)).json().company).toEqual({ ...company, contact_count: 1 });
    expect((await call('POST', '/companies/restore', { ids: [company.id] })).json()).toEqual({ restored: 0 });
  });

  it('restores nothing of another organisation', async () => {
    const theirs = await create({ name: 'Bob Deleted' }, bob);
    expect((await call('DELETE', `/companies/${theirs.id}`, undefined, bob)).statusCode).toBe(204);
    expect((await call('POST', '/companies/restore', { ids: [theirs.id] })).json()).toEqual({ restored: 0 });
    expect((await call('GET', `/companies/${theirs.id}`, undefined, bob)).statusCode).toBe(404);
  });

  it('requires a list of ids', async () => {
    for (const [body, error] of [
      [{}, 'ids is required'],
      [{ ids: { id: 'x' } }, 'ids must be an array'],
    ] as const) {
      const res = await call('POST', '/companies/restore', body);
      expect([res.statusCode, res.json()]).toEqual([400, schemaRefusal(error)]);
    }
  });
});

it('refuses every companies route without a token', async () => {
  for (const [method, url] of [
    ['GET', '/companies'],
    ['GET', `/companies/${uuidv7()}`],
    ['POST', '/companies'],
    ['PUT', `/companies/${uuidv7()}`],
    ['DELETE', `/companies/${uuidv7()}`],
    ['POST', '/companies/restore'],
  ] as const) {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  }
});
