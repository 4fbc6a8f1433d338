// GET /import-export/export: the CSV format, spreadsheet-formula safety, batching, organisation
// isolation, and export -> import into another organisation giving the same contacts.
import Papa from 'papaparse';
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { BASIC_MAPPING, importApi } from './helpers/imports';
import { bob, type TestUser } from './helpers/tokens';
import { exportBatches } from '../src/repositories/contact-export';
import { csvField } from '../src/import/export-csv';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exportCsv = async (user?: TestUser) => importApi(t, user).call('GET', '/import-export/export');

const TRICKY = [
  { first: 'Ada', last: 'Lovelace', email: 'ada@x.test', phone: '+1 555 0100', company: 'Analytical Engines', tags: 'vip, engineering' },
  { first: 'Smith, John', last: 'O"Neil', email: 'john@x.test', phone: null, company: 'Quotes "R" Us', tags: 'a' },
  { first: 'Multi', last: 'Line\nName', email: null, phone: '-', company: null, tags: null },
  { first: '=SUM(A1:A2)', last: '@handle', email: 'formula@x.test', phone: '=1+1', company: "'=already guarded", tags: '-negative, +plus' },
  { first: "'", last: "''", email: 'apostrophes@x.test', phone: "'+1", company: 'Ünïcødé GmbH', tags: null },
];

describe('GET /import-export/export', () => {
  beforeAll(async () => {
    const contacts = contactsApi(t);
    for (const c of TRICKY) {
      const res = await contacts.call('POST', '/contacts', { ...c, email: c.email ?? 'placeholder@x.test' });
      expect(res.statusCode).toBe(201);
      // The contacts API requires an email; clear it where the case has none.
      if (!c.email) await contacts.scope.updateTable('contacts').set({ email: null }).where('id', '=', res.json().id).execute();
    }
    const gone = await contacts.create({ first: 'Deleted', email: 'deleted@x.test' });
    await contacts.remove(gone.id);
    await contactsApi(t, bob).create({ first: 'Other', last: 'Org', email: 'other@org-b.test' });
  });

  it('streams a CSV attachment: header, CRLF, RFC 4180 quoting, formula guard, live contacts of the caller only', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="contacts-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(res.body).toBe(
      [
        'first,last,email,phone,company,tags',
        'Ada,Lovelace,ada@x.test,\'+1 555 0100,Analytical Engines,"vip, engineering"',
        '"Smith, John","O""Neil",john@x.test,,"Quotes ""R"" Us",a',
        'Multi,"Line\nName",,\'-,,',
        "'=SUM(A1:A2),'@handle,formula@x.test,'=1+1,''=already guarded,\"'-negative, +plus\"",
        "','',apostrophes@x.test,''+1,Ünïcødé GmbH,",
        '',
      ].join('\r\n'),
    );
  });

  it('gives another organisation the same contacts when imported there', async () => {
    const exported = (await exportCsv()).body;
    const other = importApi(t, bob);
    expect(await other.run(exported, BASIC_MAPPING)).toMatchObject({ imported: TRICKY.length, failed: 0 });
    const imported = (await other.contacts()).filter((c) => c.first !== 'Other');
    expect(imported.map(({ first, last, email, phone, company, tags }) => ({ first, last, email, phone, company, tags }))).toEqual(TRICKY);
    // And exporting there gives the same file back.
    const again = Papa.parse<string[]>((await exportCsv(bob)).body, { skipEmptyLines: true }).data.filter((r) => r[0] !== 'Other');
    expect(again).toEqual(Papa.parse<string[]>(exported, { skipEmptyLines: true }).data);
  });

  it('is just the header for an organisation without contacts', async () => {
    const res = await importApi(t, { sub: 'u-empty', name: 'E', email: 'e@empty.test', org: 'org-empty' }).call('GET', '/import-export/export');
    expect(res.body).toBe('first,last,email,phone,company,tags\r\n');
  });

  it('reads in keyset batches that together hold every live contact once', async () => {
    const scope = contactsApi(t).scope;
    const batches = [];
    for await (const batch of exportBatches(scope, 2)) batches.push(batch.map((c) => c.first));
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    expect(batches.flat().sort()).toEqual(TRICKY.map((c) => c.first).sort());
  });
});

describe('csvField', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['\tTab', "'\tTab"],
    ['\rCR', `"'\rCR"`],
    ['x\r\ny', '"x\r\ny"'],
    ['-1', "'-1"],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});
