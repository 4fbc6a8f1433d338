// One email rule (isValidEmail of @meridian/contract, tested there) for POST/PUT /contacts,
// companies and the import, as the forms check it. The contact routes accepted 'not-an-email'
// while the import refused it.
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { csv, importApi } from './helpers/imports';
import { demoContacts, DEMO_COMPANIES } from '../src/demo/demo-data';
import { EMAIL_INVALID, isValidEmail } from '@meridian/contract';

const VALID = ['grace@navy.test', ' padded@example.com ', 'o’brien+tag@sub.example.co.uk', 'a@b.c', 'ünï@exämple.test'];
const INVALID = ['not-an-email', 'a@b', '@example.com', 'a@.', 'two words@example.com', 'a@@b.test', 'a@b c.test', `${'x'.repeat(250)}@b.test`];

let t: TestApp;
let api: ReturnType<typeof contactsApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = contactsApi(t);
});
afterAll(() => t.close());

describe('the email rule', () => {
  it('holds for every demo contact and company, so `pnpm start` still seeds', () => {
    for (const contact of demoContacts()) expect([contact.email, isValidEmail(contact.email)]).toEqual([contact.email, true]);
    expect(DEMO_COMPANIES.length).toBeGreaterThan(0);
  });
});

describe('POST and PUT /contacts', () => {
  it.each(INVALID)('refuse %j with 400 and the documented field message, and store nothing', async (email) => {
    const before = (await api.list()).pagination.totalCount;
    const created = await api.call('POST', '/contacts', { first: 'Bad', last: 'Email', email });
    expect([created.statusCode, created.json()]).toEqual([400, { error: EMAIL_INVALID, code: 'email_invalid', field: 'email' }]);
    expect((await api.list()).pagination.totalCount).toBe(before);

    const contact = await api.create({ email: `kept.${before}@example.test` });
    const updated = await api.call('PUT', `/contacts/${contact.id}`, { first: 'Bad', last: 'Email', email });
    expect([updated.statusCode, updated.json()]).toEqual([400, { error: EMAIL_INVALID, code: 'email_invalid', field: 'email' }]);
    expect((await api.get(contact.id)).email).toBe(`kept.${before}@example.test`);
  });

  it('accept addresses the form accepts, trimmed', async () => {
    for (const [i, email] of VALID.entries()) {
      const res = await api.call('POST', '/contacts', { first: 'Good', last: `Email${i}`, email });
      expect([email, res.statusCode, res.json().email]).toEqual([email, 201, email.trim()]);
    }
  });
});

describe('the import', () => {
  it('refuses the same addresses the contact routes refuse', async () => {
    const imports = importApi(t);
    const rows = INVALID.filter((email) => !email.includes(',')).map((email, i) => `Row${i},Import,${email}`);
    const result = await imports.run(csv('first,last,email', ...rows, 'Fine,Import,fine.import@example.test'), {
      first: 'first',
      last: 'last',
      email: 'email',
    });
    expect(result).toMatchObject({ imported: 1, failed: INVALID.length });
  });
});
