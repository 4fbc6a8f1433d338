// The import keeps one contact per email as the contact routes do (docs/ARCHITECTURE.md §5 "One
// contact per email"): its skip and update find contacts by email key (any case, either IDNA form
// of the domain) across the whole organisation, and each batch checks its emails again inside its
// transaction, so a contact created by the form while the import runs is not duplicated.
import { emailKey } from '@meridian/contract';
import { Client } from 'pg';
import { openSqlite, pgConnectionConfig } from '../src/db/connection';
import { uuidv7Sequence } from '../src/import/id-sequence';
import type { ContactImportStore, NewContacts } from '../src/repositories/contact-import';
import { postgresContactImport } from '../src/repositories/contact-import-postgres';
import { sqliteContactImport } from '../src/repositories/contact-import-sqlite';
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { csvLines, importJobsApi } from './helpers/import-jobs';
import { usingPostgres } from './helpers/db';
import { alice, bob, type TestUser } from './helpers/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let orgs = 0;
function freshOrg(base: TestUser = alice) {
  const user = { ...base, sub: `${base.sub}-${++orgs}`, org: `import-unique-${orgs}-${base.org}` };
  return { user, contacts: contactsApi(t, user), jobs: importJobsApi(t, user) };
}

const MAPPING = { first: 'first', last: 'last', email: 'email', phone: 'phone', company: 'company' };

describe("an import's skip", () => {
  it('refuses rows whose email a live contact has in another case or IDNA form, and repeats within the file', async () => {
    const { contacts, jobs } = freshOrg();
    await contacts.create({ first: 'Uma', last: 'Unicode', email: 'user@bücher.de' });
    await contacts.create({ first: 'Chloe', last: 'Dubois', email: 'chloe.dubois@fabrikam.example.com' });
    const file = csvLines(
      'first,last,email,phone,company',
      'Asa,Ascii,USER@xn--bcher-kva.de,,',
      'Chloé,Dubois,CHLOE.DUBOIS@fabrikam.example.com,,',
      'New,Person,new@bücher.de,,',
      'Same,Person,NEW@XN--BCHER-KVA.DE,,',
    );
    const job = await jobs.run(file, { columnMapping: MAPPING });
    expect(job).toMatchObject({
      imported: 1,
      failed: 3,
      errors: [
        { row: 2, error: 'Email already exists: USER@xn--bcher-kva.de' },
        { row: 3, error: 'Email already exists: CHLOE.DUBOIS@fabrikam.example.com' },
        { row: 5, error: 'Duplicate of row 4 (same email)' },
      ],
    });
  });

  it("ignores another organisation's contacts", async () => {
    const a = freshOrg(alice);
    const b = freshOrg(bob);
    await a.contacts.create({ email: 'shared@tenants.test' });
    expect(
      await b.jobs.run(csvLines('first,last,email', 'Bee,Keeper,SHARED@tenants.test'), { columnMapping: { first: 'first', last: 'last', email: 'email' } }),
    ).toMatchObject({
      imported: 1,
      failed: 0,
    });
  });
});

describe("an import's update", () => {
  it('updates the contact whose email key the row has, and its keys follow the new name, phone and company', async () => {
    const { contacts, jobs } = freshOrg();
    const uma = await contacts.create({ first: 'Uma', last: 'Unicode', email: 'user@bücher.de', phone: '111' });
    const file = csvLines('first,last,email,phone,company', 'Una,Changed,USER@xn--bcher-kva.de,+49 30 1234567,Bücher GmbH');
    const job = await jobs.run(file, { columnMapping: MAPPING, existing: 'update' });
    expect(job).toMatchObject({ status: 'done', imported: 0, updated: 1, failed: 0 });
    const row = await contacts.scope.selectFrom('contacts').selectAll().where('id', '=', uma.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'user@bücher.de',
      email_key: 'user@xn--bcher-kva.de',
      phone_key: '49301234567',
      name_key: 'una changed @ bucher',
    });
  });
});

describe("each batch's own check", () => {
  /** A store on its own connection, as in the import worker. */
  async function store(orgSlug: string, importId: string): Promise<ContactImportStore> {
    const scope = { orgSlug, importId, ownerId: null, now: new Date().toISOString() };
    if (!usingPostgres) return sqliteContactImport({ db: openSqlite(t.db.options), ...scope });
    const client = new Client(pgConnectionConfig(t.db.options));
    await client.connect();
    return postgresContactImport({ client, ...scope });
  }

  function rows(...emails: string[]): NewContacts {
    const none = emails.map(() => null);
    return {
      newId: uuidv7Sequence(),
      first: emails.map((_, i) => `Row${i}`),
      last: emails.map(() => 'Batch'),
      email: emails,
      emailKey: emails.map(emailKey),
      phone: none,
      company: none,
      companyId: none,
      tags: none,
    };
  }

  it('leaves out a new contact whose email a contact created meanwhile has, and counts it in the checkpoint', async () => {
    const { user, contacts } = freshOrg();
    const importId = `import-race-${orgs}`;
    const importer = await store(user.org, importId);
    try {
      await importer.open();
      // The file was read against the organisation as it was; then the form created this contact.
      const formMade = await contacts.create({ first: 'Form', last: 'Made', email: 'Raced@batch.test' });
      let counted: readonly number[] | undefined;
      const dropped = await importer.write(
        { companies: [], contacts: rows('first@batch.test', 'raced@BATCH.test', 'third@batch.test'), updates: [] },
        (left) => {
          counted = left;
          return { records: 3, summary: JSON.stringify({ imported: 3 - left.length, failed: left.length }) };
        },
      );
      expect([dropped, counted]).toEqual([[1], [1]]);
      await importer.publish('{}', 2);
      const live = await contacts.scope.selectFrom('contacts').select(['id', 'email']).where('deleted_at', 'is', null).orderBy('email').execute();
      expect(live.map((c) => c.email)).toEqual(['Raced@batch.test', 'first@batch.test', 'third@batch.test']);
      expect(live.find((c) => c.email === 'Raced@batch.test')!.id).toBe(formMade.id);
      expect((await contacts.list()).pagination.totalCount).toBe(3);
    } finally {
      await importer.close();
    }
  });

  it('refuses the form a row an import has written but not shown yet, without naming it', async () => {
    const { user, contacts } = freshOrg();
    const importer = await store(user.org, `import-hidden-${orgs}`);
    try {
      await importer.open();
      await importer.write({ companies: [], contacts: rows('written@pending.test'), updates: [] }, () => ({ records: 1, summary: '{}' }));
      const res = await contacts.call('POST', '/contacts', { first: 'Form', last: 'Late', email: 'Written@Pending.test' });
      expect([res.statusCode, res.json().code]).toEqual([409, 'email_taken_hidden']);
    } finally {
      await importer.close();
    }
  });
});
