// POST /import-export/execute: mapping, row checks, duplicates, companies, CSV dialects and the
// request-level refusals. Atomicity, progress and limits are in import-execute-*.test.ts.
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { BASIC_MAPPING, csv, importApi } from './helpers/imports';
import { bob } from './helpers/tokens';

let t: TestApp;
let api: ReturnType<typeof importApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = importApi(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test starts from an empty organisation (contact_counts follows through its triggers).
  await api.scope.deleteFrom('contacts').execute();
  await api.scope.deleteFrom('companies').execute();
});

describe('mapping', () => {
  it('reads the mapped columns under any header name, ignores skipped and unmapped ones, and trims', async () => {
    const file = csv(
      'Given,Family,Notes,E-mail,Mobile,Org,Labels,Extra',
      ' Ada , Lovelace ,ignore me, ada@x.test ,+44 20 7946 0000, Analytical Engines ," vip ,, engineering ",x',
    );
    const mapping = { Given: 'first', Family: 'last', Notes: 'skip', 'E-mail': 'email', Mobile: 'phone', Org: 'company', Labels: 'tags' } as const;
    expect(await api.run(file, mapping)).toEqual({ success: true, imported: 1, failed: 0, companiesCreated: 1, footerRows: 0, errors: [] });
    const [contact] = await api.contacts();
    expect(contact).toMatchObject({
      first: 'Ada',
      last: 'Lovelace',
      email: 'ada@x.test',
      phone: '+44 20 7946 0000',
      company: 'Analytical Engines',
      tags: 'vip, engineering',
      deleted_at: null,
    });
  });

  it('leaves unmapped optional fields empty', async () => {
    await api.run(csv('name,surname,mail', 'Alan,Turing,alan@x.test'), { name: 'first', surname: 'last', mail: 'email' });
    expect((await api.contacts())[0]).toMatchObject({ first: 'Alan', last: 'Turing', email: 'alan@x.test', phone: null, company: null, tags: null });
  });

  it('normalises tags and removes the export formula guard', async () => {
    const file = csv('first,last,email,phone,tags', `Eve,Ng,eve@x.test,'+1 555 0100,", a,,b , ,c,"`, `'=Calc,Sheet,calc@x.test,'-5,'@home`);
    await api.run(file, { first: 'first', last: 'last', email: 'email', phone: 'phone', tags: 'tags' });
    expect((await api.contacts()).map((c) => [c.first, c.phone, c.tags])).toEqual([
      ['Eve', '+1 555 0100', 'a, b, c'],
      ['=Calc', '-5', '@home'],
    ]);
  });
});

describe('row checks', () => {
  it('lists every failed row, in order, with a reason, and imports the rest', async () => {
    const long = 'x'.repeat(201);
    const file = csv(
      'first,last,email,phone',
      'Ok,One,one@x.test,1',
      ',,,555', // no name, no email: the email is asked for first (it is the row's key)
      'Bad,Mail,not-an-email,',
      'Short,Row',
      'Long,Row,long@x.test,1,extra',
      `${long},Name,name@x.test,`,
      'Spaces,Mail,a b@x.test,',
      'Ok,Two,two@x.test,2',
      `Too,Long,${'e'.repeat(250)}@x.test,`,
    );
    const result = await api.run(file, { first: 'first', last: 'last', email: 'email', phone: 'phone' });
    expect(result).toEqual({
      success: true,
      imported: 2,
      failed: 7,
      companiesCreated: 0,
      footerRows: 0,
      errors: [
        { row: 3, error: 'email is required' },
        { row: 4, error: 'Please enter a valid email address: not-an-email' },
        { row: 5, error: 'Row has 2 columns; the header has 4' },
        { row: 6, error: 'Row has 5 columns; the header has 4' },
        { row: 7, error: 'first is too long (201 characters; at most 200)' },
        { row: 8, error: 'Please enter a valid email address: a b@x.test' },
        { row: 10, error: `Please enter a valid email address: ${'e'.repeat(80)}…` },
      ],
    });
    expect((await api.contacts()).map((c) => c.email)).toEqual(['one@x.test', 'two@x.test']);
  });

  it('refuses emails already used in the organisation or earlier in the file, case-insensitively', async () => {
    const contacts = contactsApi(t);
    await contacts.create({ email: 'Taken@X.test' });
    const gone = await contacts.create({ email: 'deleted@x.test' });
    await contacts.remove(gone.id); // a soft-deleted contact's email is free again
    const file = csv(
      'first,last,email',
      'A,Row,taken@x.test',
      'B,Row,new@x.test',
      'C,Row,NEW@x.test',
      'D,Row,deleted@x.test',
      'E,Row,bad@',
      'F,Row,Bad@',
      'G,Row,TAKEN@x.TEST',
      'H,Row,new@X.test',
    );
    const result = await api.run(file, { first: 'first', last: 'last', email: 'email' });
    expect(result.errors).toEqual([
      { row: 2, error: 'Email already exists: taken@x.test' },
      { row: 4, error: 'Duplicate of row 3 (same email)' },
      { row: 6, error: 'Please enter a valid email address: bad@' },
      { row: 7, error: 'Please enter a valid email address: Bad@' },
      { row: 8, error: 'Email already exists: TAKEN@x.TEST' },
      { row: 9, error: 'Duplicate of row 3 (same email)' },
    ]);
    expect(result).toMatchObject({ imported: 2, failed: 6 });
  });

  it('imports nothing the second time the same file is imported', async () => {
    const file = csv('first,last,email', 'Ann,Lee,ann@x.test', 'Bob,Ray,bob@x.test');
    const mapping = { first: 'first', last: 'last', email: 'email' } as const;
    expect(await api.run(file, mapping)).toMatchObject({ imported: 2, failed: 0 });
    expect(await api.run(file, mapping)).toEqual({
      success: true,
      imported: 0,
      failed: 2,
      companiesCreated: 0,
      footerRows: 0,
      errors: [
        { row: 2, error: 'Email already exists: ann@x.test' },
        { row: 3, error: 'Email already exists: bob@x.test' },
      ],
    });
    expect(await api.contacts()).toHaveLength(2);
  });
});

describe('companies', () => {
  it('creates each missing company once (first spelling wins) and links existing ones case-insensitively', async () => {
    const existing = await contactsApi(t).company('Globex');
    const file = csv(
      'first,last,email,company',
      'A,Row,a@x.test,Acme Corp',
      'B,Row,b@x.test,ACME corp',
      'C,Row,c@x.test,globex',
      'D,Row,d@x.test,',
      'E,Row,not-an-email,Failed Co', // a failed row creates nothing
      'F,Row,f@x.test,acme CORP',
    );
    const result = await api.run(file, { first: 'first', last: 'last', email: 'email', company: 'company' });
    expect(result).toMatchObject({ imported: 5, failed: 1, companiesCreated: 1 });
    const companies = await api.companies();
    expect(companies.map((c) => c.name).sort()).toEqual(['Acme Corp', 'Globex']);
    const acme = companies.find((c) => c.name === 'Acme Corp')!.id;
    expect((await api.contacts()).map((c) => [c.first, c.company, c.company_id])).toEqual([
      ['A', 'Acme Corp', acme],
      ['B', 'ACME corp', acme],
      ['C', 'globex', existing],
      ['D', null, null],
      ['F', 'acme CORP', acme],
    ]);
    // The list shows the link too.
    const listed = await contactsApi(t).list('sort_by=name');
    expect(listed.contacts.find((c: { first: string }) => c.first === 'B').company_name).toBe('Acme Corp');
  });

  it('with createCompanies false keeps the text, links existing companies and creates none', async () => {
    const existing = await contactsApi(t).company('Initech');
    const file = csv('first,last,email,company', 'A,Row,a@x.test,Nowhere Ltd', 'B,Row,b@x.test,INITECH');
    const result = await api.run(file, { first: 'first', last: 'last', email: 'email', company: 'company' }, { createCompanies: false });
    expect(result).toMatchObject({ imported: 2, companiesCreated: 0 });
    expect((await api.companies()).map((c) => c.name)).toEqual(['Initech']);
    expect((await api.contacts()).map((c) => [c.company, c.company_id])).toEqual([
      ['Nowhere Ltd', null],
      ['INITECH', existing],
    ]);
  });

  it('does not link a soft-deleted company, and creates a live one instead', async () => {
    const contacts = contactsApi(t);
    const gone = await contacts.company('Umbrella');
    await contacts.setCompanyDeleted(gone, true);
    const result = await api.run(csv('first,last,email,company', 'A,Row,a@x.test,umbrella'), {
      first: 'first',
      last: 'last',
      email: 'email',
      company: 'company',
    });
    expect(result.companiesCreated).toBe(1);
    const [contact] = await api.contacts();
    expect(contact!.company_id).not.toBe(gone);
    expect(contact!.company_id).toEqual(expect.any(String));
  });
});

describe('CSV dialects', () => {
  const mapping = { first: 'first', last: 'last', email: 'email', notes: 'skip' } as const;

  it('handles a BOM, CRLF, blank lines, quoted delimiters, escaped quotes and quoted newlines', async () => {
    const file =
      '\uFEFFfirst,last,email,notes\r\n"Bo","O""Neil",bo@x.test,"a, b\r\nc"\r\n\r\n  \r\nCy,"Lu,\nJr",cy@x.test,x\r\nBad,Row\r\nDee,Row,dee@x.test,\r\n';
    const result = await api.run(file, mapping);
    // Rows are the spreadsheet's: the quoted newline makes record 1 two lines (2-3), the blank
    // lines 4-5 are not records but count, so "Bad,Row" is on row 8.
    expect(result).toMatchObject({ imported: 3, failed: 1, errors: [{ row: 8, error: 'Row has 2 columns; the header has 4' }] });
    expect((await api.contacts()).map((c) => [c.first, c.last])).toEqual([
      ['Bo', 'O"Neil'],
      ['Cy', 'Lu,\nJr'],
      ['Dee', 'Row'],
    ]);
    // The preview counts the same rows.
    const preview = await api.call('POST', '/import-export/preview', { csvData: file });
    expect(preview.json().data.totalRows).toBe(4);
  });

  it.each([
    ['semicolon, given', ';', ';'],
    ['semicolon, detected', ';', undefined],
    ['tab, given', '\t', '\t'],
    ['tab, detected', '\t', ''],
    ['pipe, detected', '|', undefined],
  ])('reads %s', async (_name, sep, delimiter) => {
    const file = csv(['first', 'last', 'email'].join(sep), ['Ana', 'Ruiz, Jr', 'ana@x.test'].join(sep), ['Ben', 'Ode', 'ben@x.test'].join(sep));
    const result = await api.run(file, { first: 'first', last: 'last', email: 'email' }, delimiter === undefined ? {} : { delimiter });
    expect(result).toMatchObject({ imported: 2, failed: 0 });
    expect((await api.contacts()).map((c) => c.last)).toEqual(['Ruiz, Jr', 'Ode']);
  });

  it('fails a record whose quote never closes (it swallowed the rest of the file)', async () => {
    const result = await api.run(csv('first,last,email', 'Ann,Lee,ann@x.test', '"Bob,Ray,bob@x.test', 'Cy,Lu,cy@x.test'), {
      first: 'first',
      last: 'last',
      email: 'email',
    });
    expect(result).toMatchObject({ imported: 1, failed: 1, errors: [{ row: 3, error: 'A quoted value is never closed (its closing quote is missing)' }] });
  });
});

describe('refusals', () => {
  const refuse = async (body: Record<string, unknown>, error: string) => {
    const res = await api.execute(body);
    expect([res.statusCode, res.json()]).toEqual([
      400,
      expect.objectContaining({
        error,
        code: expect.stringMatching(/^(csv_[a-z_]+|import_rejected|header_row_past_end|delimiter_invalid|validation_failed|field_required)$/),
      }),
    ]);
  };
  const file = csv('first,last,email', 'A,B,a@x.test');

  it('refuses an empty file, a blank one and one with only a header', async () => {
    await refuse({ csvData: '', columnMapping: BASIC_MAPPING }, 'The CSV file is empty');
    await refuse({ csvData: '\uFEFF \r\n\n', columnMapping: BASIC_MAPPING }, 'The CSV file is empty');
    await refuse({ csvData: 'first,last,email\r\n\r\n', columnMapping: { first: 'first' } }, 'The CSV file has no data rows');
  });

  it('refuses mappings that cannot be meant', async () => {
    await refuse({ csvData: file, columnMapping: { first: 'first', Email: 'email' } }, 'Column "Email" is mapped to email but the file has no such column');
    await refuse({ csvData: file, columnMapping: { first: 'skip', last: 'skip', email: 'skip' } }, 'Map at least one column to first, last, name or email');
    await refuse({ csvData: file, columnMapping: {} }, 'Map at least one column to first, last, name or email');
    await refuse(
      { csvData: file, columnMapping: { first: 'nickname' } },
      'columnMapping.first must be one of: first, last, email, phone, company, tags, name, skip',
    );
    await refuse({ csvData: file }, 'columnMapping is required');
    await refuse(
      { csvData: csv('first,first', 'A,B'), columnMapping: { first: 'first' } },
      'The file has more than one column named "first"; rename them so the mapping is unambiguous',
    );
    expect(await api.contacts()).toEqual([]);
  });
});

describe('organisations', () => {
  it("imports into the caller's organisation only", async () => {
    const mapping = { first: 'first', last: 'last', email: 'email', company: 'company' } as const;
    await api.run(csv('first,last,email,company', 'Ann,Lee,ann@x.test,Shared Name'), mapping);
    const other = importApi(t, bob);
    expect(await other.contacts()).toEqual([]);
    expect(await other.companies()).toEqual([]);
    // The same email is free in another organisation, and companies are per organisation too.
    expect(await other.run(csv('first,last,email,company', 'Ann,Lee,ann@x.test,Shared Name'), mapping)).toMatchObject({
      imported: 1,
      companiesCreated: 1,
    });
    expect((await contactsApi(t, bob).list()).pagination.totalCount).toBe(1);
    await other.scope.deleteFrom('contacts').execute();
    await other.scope.deleteFrom('companies').execute();
  });

  it('shows the imported contacts in a list read before the import (its cached answer goes at the commit)', async () => {
    const list = contactsApi(t);
    expect((await list.list()).pagination.totalCount).toBe(0);
    expect((await list.list()).pagination.totalCount).toBe(0); // now answered from the cache
    await api.run(csv('first,last,email', 'Ann,Lee,ann@x.test', 'Bea,Ray,bea@x.test'), { first: 'first', last: 'last', email: 'email' });
    expect((await list.list()).contacts.map((c: { first: string }) => c.first)).toEqual(['Ann', 'Bea']);
  });
});
