import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { multipartBody } from './helpers/multipart';
import { bob } from './helpers/tokens';

let t: TestApp;
let api: ReturnType<typeof contactsApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = contactsApi(t);
});
afterAll(() => t.close());

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('POST /contacts and GET /contacts/:id', () => {
  it('creates a trimmed contact and answers it in full', async () => {
    const res = await api.call('POST', '/contacts', { first: ' Grace ', last: 'Hopper ', email: ' grace@navy.test', phone: ' ', tags: 'vip, navy' });
    expect(res.statusCode).toBe(201);
    const contact = res.json();
    expect(contact).toEqual({
      id: expect.stringMatching(UUID_V7),
      first: 'Grace',
      last: 'Hopper',
      email: 'grace@navy.test',
      phone: null,
      company: null,
      company_id: null,
      company_name: null,
      tags: 'vip, navy',
      stage_id: null,
      stage_name: null,
      stage_color: null,
      owner_id: 'user-alice', // the creator
      created_at: expect.stringMatching(ISO),
      updated_at: contact.created_at,
    });
    expect(await api.get(contact.id)).toEqual(contact);
  });

  it.each([
    // Blank after trimming is checked after the schema, and names its field for the form.
    [
      { last: 'L', email: 'e@x.test' },
      { error: 'first is required', code: 'field_required', params: { field: 'first' } },
    ],
    [
      { first: '  ', last: 'L', email: 'e@x.test' },
      { error: 'first is required', code: 'field_required', params: { field: 'first' }, field: 'first' },
    ],
    [
      { first: 'F', last: '\t', email: 'e@x.test' },
      { error: 'last is required', code: 'field_required', params: { field: 'last' }, field: 'last' },
    ],
    [
      { first: 'F', last: 'L', email: ' ' },
      { error: 'email is required', code: 'field_required', params: { field: 'email' }, field: 'email' },
    ],
    [
      { first: 'F', last: 'L' },
      { error: 'email is required', code: 'field_required', params: { field: 'email' } },
    ],
    [
      { first: 'F', last: 'L', email: 'e@x.test', phone: '5'.repeat(101) },
      { error: 'phone must be at most 100 characters', code: 'validation_failed', params: { field: 'phone' } },
    ],
  ])('refuses %j with 400 %j', async (body, answer) => {
    const res = await api.call('POST', '/contacts', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(answer);
  });

  it('links a live company of the organisation, and refuses any other company id', async () => {
    const acme = await api.company('Acme Ltd');
    const linked = await api.create({ company_id: acme });
    expect(linked).toMatchObject({ company_id: acme, company_name: 'Acme Ltd', company: 'Acme Ltd' });
    // Text the user typed is kept as typed; the link still names the company.
    expect(await api.create({ company_id: acme, company: 'ACME' })).toMatchObject({ company: 'ACME', company_name: 'Acme Ltd' });

    const gone = await api.company('Gone Inc');
    await api.setCompanyDeleted(gone, true);
    const theirs = await contactsApi(t, bob).company('Bob Corp');
    for (const companyId of [gone, theirs, 'not-a-uuid', '0190a4e2-0000-7000-8000-000000000000']) {
      const res = await api.call('POST', '/contacts', { first: 'F', last: 'L', email: 'e@x.test', company_id: companyId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'company_id does not match a company of your organisation', code: 'company_id_unknown' });
    }
  });

  it('shows a soft-deleted company as no company, and the link again once it is restored', async () => {
    const company = await api.company('Phoenix');
    const contact = await api.create({ company_id: company });
    await api.setCompanyDeleted(company, true);
    expect(await api.get(contact.id)).toMatchObject({ company_id: null, company_name: null, company: 'Phoenix' });
    await api.setCompanyDeleted(company, false);
    expect(await api.get(contact.id)).toMatchObject({ company_id: company, company_name: 'Phoenix' });
  });

  it('answers 404 { error } for unknown and malformed ids', async () => {
    for (const id of ['0190a4e2-0000-7000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await api.call('GET', `/contacts/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Contact not found', code: 'contact_not_found' });
    }
  });
});

describe('PUT /contacts/:id', () => {
  it('updates the given fields, keeps the ones left out and clears the ones sent empty', async () => {
    const company = await api.company('Initech');
    const contact = await api.create({ phone: '+1 555 0100', tags: 'a', company: 'Old text' });
    const res = await api.call('PUT', `/contacts/${contact.id}`, {
      first: 'Ada ',
      last: 'King',
      email: 'ada@king.test',
      tags: null,
      company: '',
      company_id: company,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...contact,
      first: 'Ada',
      last: 'King',
      email: 'ada@king.test',
      tags: null,
      company: 'Initech',
      company_id: company,
      company_name: 'Initech',
      updated_at: expect.stringMatching(ISO),
    });
    expect(res.json().updated_at >= contact.updated_at).toBe(true);
    const unlinked = await api.call('PUT', `/contacts/${contact.id}`, { first: 'Ada', last: 'King', email: 'ada@king.test', company_id: null });
    expect(unlinked.json()).toMatchObject({ company_id: null, company_name: null, company: 'Initech', phone: '+1 555 0100' });
  });

  it('validates like create and answers 404 for a contact that is not there', async () => {
    const contact = await api.create();
    expect((await api.call('PUT', `/contacts/${contact.id}`, { first: 'A', last: ' ', email: 'e@x.test' })).json()).toEqual({
      error: 'last is required',
      code: 'field_required',
      field: 'last',
      params: { field: 'last' },
    });
    const missing = await api.call('PUT', '/contacts/nope', { first: 'A', last: 'B', email: 'e@x.test' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Contact not found', code: 'contact_not_found' });
  });
});

describe('DELETE /contacts/:id and POST /contacts/restore', () => {
  it('hides a contact everywhere, and restore brings it back with its notes and files', async () => {
    const contact = await api.create({ last: 'Restorable' });
    await api.addNote(contact.id, 'Remember me');
    const upload = multipartBody([{ filename: 'keep.txt', data: 'kept', contentType: 'text/plain' }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/contacts/${contact.id}/attachments`,
      headers: { ...(await t.headers()), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const before = (await api.list()).pagination.totalCount;

    await api.remove(contact.id);
    expect((await api.list()).pagination.totalCount).toBe(before - 1);
    expect((await api.list('search=restorable')).contacts).toEqual([]);
    for (const [method, url] of [
      ['GET', `/contacts/${contact.id}`],
      ['DELETE', `/contacts/${contact.id}`],
      ['GET', `/contacts/${contact.id}/notes`],
      ['GET', `/contacts/${contact.id}/attachments`],
    ] as const) {
      const res = await api.call(method, url);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { error: 'Contact not found', code: 'contact_not_found' }]);
    }
    expect((await api.call('PUT', `/contacts/${contact.id}`, { first: 'A', last: 'B', email: 'c@d.test' })).statusCode).toBe(404);

    expect(await api.restore([contact.id, contact.id, 'not-a-uuid'])).toBe(1);
    expect(await api.restore([contact.id])).toBe(0);
    expect(await api.get(contact.id)).toEqual(contact);
    expect((await api.list()).pagination.totalCount).toBe(before);
    expect((await api.call('GET', `/contacts/${contact.id}/notes`)).json().notes).toEqual([expect.objectContaining({ body: 'Remember me' })]);
    expect((await api.call('GET', `/contacts/${contact.id}/attachments`)).json().attachments).toEqual([expect.objectContaining({ filename: 'keep.txt' })]);
  });

  it("restores only the caller's organisation's contacts", async () => {
    const contact = await api.create();
    await api.remove(contact.id);
    expect(await contactsApi(t, bob).restore([contact.id])).toBe(0);
    expect((await api.call('GET', `/contacts/${contact.id}`)).statusCode).toBe(404);
    expect(await api.restore([contact.id])).toBe(1);
  });

  it('accepts an empty list and refuses a body without ids', async () => {
    expect(await api.restore([])).toBe(0);
    const res = await api.call('POST', '/contacts/restore', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'ids is required', code: 'field_required', params: { field: 'ids' } });
  });
});
