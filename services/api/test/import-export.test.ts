// GET /import-export/export: the CSV format (UTF-8 with a BOM), spreadsheet-formula safety,
// batching, organisation isolation, the contact list's search and company filter, and export ->
// import into another organisation giving the same contacts.
import Papa from 'papaparse';
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { BASIC_MAPPING, importApi } from './helpers/imports';
import { bob, type TestUser } from './helpers/tokens';
import { exportBatches } from '../src/repositories/contact-export';
import { csvField } from '../src/import/export-csv';

const BOM = '\uFEFF';
const HEADER = 'first,last,email,phone,company,tags';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exportCsv = async (user?: TestUser, query = '') => importApi(t, user).call('GET', `/import-export/export${query && `?${query}`}`);

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
      if (!c.email) await contacts.scope.updateTable('contacts').set({ email: null, email_key: null }).where('id', '=', res.json().id).execute();
    }
    const gone = await contacts.create({ first: 'Deleted', email: 'deleted@x.test' });
    await contacts.remove(gone.id);
    await contactsApi(t, bob).create({ first: 'Other', last: 'Org', email: 'other@org-b.test' });
  });

  it('streams a CSV attachment: BOM, header, CRLF, RFC 4180 quoting, formula guard, live contacts of the caller only', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    // EF BB BF: Excel then reads the file as UTF-8 (accents intact).
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="contacts-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(res.body).toBe(
      [
        `${BOM}${HEADER}`,
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
    // A contact without an email (kept from before the rule) is refused as the contact form refuses it.
    const withEmail = TRICKY.filter((c) => c.email);
    expect(await other.run(exported, BASIC_MAPPING)).toMatchObject({ imported: withEmail.length, failed: 1, errors: [{ row: 4, error: 'email is required' }] });
    const imported = (await other.contacts()).filter((c) => c.first !== 'Other');
    expect(imported.map(({ first, last, email, phone, company, tags }) => ({ first, last, email, phone, company, tags }))).toEqual(withEmail);
    // And exporting there gives the same file back.
    const again = Papa.parse<string[]>((await exportCsv(bob)).body, { skipEmptyLines: true }).data.filter((r) => r[0] !== 'Other');
    expect(again).toEqual(Papa.parse<string[]>(exported, { skipEmptyLines: true }).data.filter((r) => r[0] !== 'Multi'));
  });

  it('is just the header for an organisation without contacts', async () => {
    const res = await importApi(t, { sub: 'u-empty', name: 'E', email: 'e@empty.test', org: 'org-empty' }).call('GET', '/import-export/export');
    expect(res.body).toBe(`${BOM}${HEADER}\r\n`);
  });

  it('reads in keyset batches that together hold every live contact once', async () => {
    const scope = contactsApi(t).scope;
    const batches = [];
    for await (const batch of exportBatches(scope, {}, 2)) batches.push(batch.map((c) => c.first));
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    expect(batches.flat().sort()).toEqual(TRICKY.map((c) => c.first).sort());
  });
});

describe("GET /import-export/export with the contact list's search and company_id", () => {
  const owner: TestUser = { sub: 'u-filters', name: 'F', email: 'f@filters.test', org: 'org-filters' };
  const outsider: TestUser = { sub: 'u-outsider', name: 'O', email: 'o@outsider.test', org: 'org-outsider' };
  let acme: string;
  let outsiderAcme: string;
  let adaId: string;

  beforeAll(async () => {
    const contacts = contactsApi(t, owner);
    acme = await contacts.company('Acme Ltd');
    const globex = await contacts.company('Globex');
    await contacts.create({ first: 'Émile', last: 'Zola', email: 'emile@acme.test', company_id: acme, phone: '+33 1 23', tags: 'écrivain' });
    await contacts.create({ first: 'Émilie', last: 'du Châtelet', email: 'emilie@globex.test', company_id: globex });
    adaId = (await contacts.create({ first: 'Ada', last: 'Lovelace', email: 'ada@acme.test', company_id: acme })).id;
    await contacts.create({ first: 'Grace', last: 'Hopper', email: 'grace@navy.test', company: 'Acme Ltd' }); // the text, no link
    const gone = await contacts.create({ first: 'Émile', last: 'Gone', email: 'gone@acme.test', company_id: acme });
    await contacts.remove(gone.id);
    // Another organisation: a contact the same search finds, in a company of the same name.
    const other = contactsApi(t, outsider);
    outsiderAcme = await other.company('Acme Ltd');
    await other.create({ first: 'Émile', last: 'Outsider', email: 'emile@acme.test', company_id: outsiderAcme });
  });

  /** "first last" of every data row, sorted. */
  const names = (csv: string) =>
    Papa.parse<string[]>(csv, { skipEmptyLines: true })
      .data.slice(1)
      .map(([first, last]) => `${first} ${last}`)
      .sort();
  const exported = async (query: string, user = owner) => {
    const res = await exportCsv(user, query);
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith(`${BOM}${HEADER}\r\n`)).toBe(true);
    return names(res.body);
  };
  /** What the contacts page lists for the same query. */
  const listed = async (query: string, user = owner) =>
    ((await contactsApi(t, user).list(`limit=200&${query}`)).contacts as { first: string; last: string }[]).map((c) => `${c.first} ${c.last}`).sort();

  it.each([
    ['search', () => 'search=emil', ['Émile Zola', 'Émilie du Châtelet']],
    ['search, any case, every word', () => 'search=ZOLA%20Emil', ['Émile Zola']],
    ['company', () => `company_id=${acme}`, ['Ada Lovelace', 'Émile Zola']],
    ['search and company together', () => `search=emil&company_id=${acme}`, ['Émile Zola']],
    ['a search without words (no filter)', () => 'search=%20%25%20', ['Ada Lovelace', 'Grace Hopper', 'Émile Zola', 'Émilie du Châtelet']],
    ['nothing (every live contact)', () => '', ['Ada Lovelace', 'Grace Hopper', 'Émile Zola', 'Émilie du Châtelet']],
  ])('%s: exactly the contacts GET /contacts lists', async (_name, query, expected) => {
    const result = await exported(query());
    expect(result).toEqual([...expected].sort());
    expect(result).toEqual(await listed(query()));
  });

  it("never includes another organisation's contacts, whatever the filter names", async () => {
    // The outsider's own search finds only its own contact.
    expect(await exported('search=emil', outsider)).toEqual(['Émile Outsider']);
    // A company id of another organisation matches nothing, alone or with a search.
    expect(await exported(`company_id=${acme}`, outsider)).toEqual([]);
    expect(await exported(`company_id=${acme}&search=emil`, outsider)).toEqual([]);
    expect(await exported(`company_id=${outsiderAcme}`)).toEqual([]);
    // A query parameter naming an organisation is no way in either: refused like any key the filters do not name.
    expect((await exportCsv(owner, 'org_slug=org-outsider&search=outsider')).statusCode).toBe(400);
  });

  it('refuses a search longer than the list accepts, with 400 { error }', async () => {
    const res = await exportCsv(owner, `search=${'a'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });

  it('reads in batches under a filter, oldest first, leaving out a contact deleted meanwhile', async () => {
    const contacts = contactsApi(t, owner);
    const batches = [];
    for await (const batch of exportBatches(contacts.scope, { company_id: acme }, 1)) batches.push(batch.map((c) => c.last));
    expect(batches).toEqual([['Zola'], ['Lovelace']]);
    const seen = [];
    for await (const batch of exportBatches(contacts.scope, { search: 'acme', company_id: acme }, 1)) {
      seen.push(...batch.map((c) => c.last));
      if (seen.length === 1) await contacts.remove(adaId);
    }
    expect(seen).toEqual(['Zola']);
    expect(await contacts.restore([adaId])).toBe(1);
  });

  it('re-imported through /import-export/execute gives back the same contacts, accents intact', async () => {
    const res = await exportCsv(owner, `company_id=${acme}`);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8');
    expect(text).toContain('Émile,Zola,emile@acme.test');
    const target: TestUser = { sub: 'u-reimport', name: 'R', email: 'r@reimport.test', org: 'org-reimport' };
    const imports = importApi(t, target);
    // The BOM is ignored: the first header still maps to first names.
    expect(await imports.run(text, BASIC_MAPPING)).toMatchObject({ imported: 2, failed: 0, companiesCreated: 1 });
    const fields = ({ first, last, email, phone, company, tags }: Record<string, unknown>) => ({ first, last, email, phone, company, tags });
    expect((await imports.contacts()).map(fields)).toEqual([
      { first: 'Émile', last: 'Zola', email: 'emile@acme.test', phone: '+33 1 23', company: 'Acme Ltd', tags: 'écrivain' },
      { first: 'Ada', last: 'Lovelace', email: 'ada@acme.test', phone: null, company: 'Acme Ltd', tags: null },
    ]);
    // And the search index has the accented names: the list finds them there too.
    expect(await listed('search=emile', target)).toEqual(['Émile Zola']);
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
