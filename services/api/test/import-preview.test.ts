import { createTestApp, type TestApp } from './helpers/app';
import { suggestMapping } from '../src/import/column-mapping';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const preview = async (payload: object) => t.app.inject({ method: 'POST', url: '/import-export/preview', headers: await t.headers(), payload });

describe('POST /import-export/preview', () => {
  it('answers headers, the first 5 rows, the row count and a suggested mapping', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => `Ann${i},Lee,ann${i}@x.test,Acme`);
    const res = await preview({ csvData: ['First Name,Last Name,E-mail Address,Organization', ...rows].join('\n'), delimiter: ',' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        headers: ['First Name', 'Last Name', 'E-mail Address', 'Organization'],
        sampleRows: rows.slice(0, 5).map((r) => r.split(',')),
        totalRows: 7,
        suggestedMapping: { 'First Name': 'first', 'Last Name': 'last', 'E-mail Address': 'email', Organization: 'company' },
        delimiter: ',',
      },
    });
  });

  it('handles a BOM, CRLF, quoted commas, quotes and newlines, and blank lines', async () => {
    const csv = '\uFEFFfirst,last,notes\r\n"Bo","O""Neil","a, b\r\nc"\r\n\r\nCy,Lu,x\r\n';
    const { data } = (await preview({ csvData: csv })).json();
    expect(data.headers).toEqual(['first', 'last', 'notes']);
    expect(data.sampleRows).toEqual([
      ['Bo', 'O"Neil', 'a, b\r\nc'],
      ['Cy', 'Lu', 'x'],
    ]);
    expect(data.totalRows).toBe(2);
    expect(data.suggestedMapping.notes).toBe('skip');
  });

  it('detects a semicolon or tab delimiter when none is given', async () => {
    expect((await preview({ csvData: 'first;last;email\nA;B;a@b.test\n' })).json().data).toMatchObject({
      delimiter: ';',
      sampleRows: [['A', 'B', 'a@b.test']],
    });
    expect((await preview({ csvData: 'first\tlast\nA\tB\n' })).json().data.delimiter).toBe('\t');
  });

  it.each([
    ['', 'The CSV file is empty'],
    ['  \n\n', 'The CSV file is empty'],
  ])('refuses %j with a clear error', async (csvData, error) => {
    const res = await preview({ csvData });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, code: 'csv_empty' });
  });
});

describe('GET /import-export/template', () => {
  it('is a CSV attachment named contacts_template.csv with the importable columns', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/import-export/template', headers: await t.headers() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="contacts_template.csv"');
    expect(res.body.split('\r\n')[0]).toBe('first,last,email,phone,company,tags');
  });
});

describe('suggestMapping', () => {
  it('maps every column that names a field, however spelt, and skips the rest', () => {
    expect(suggestMapping(['Given name', 'Surname', 'Mobile', 'Email', 'email_address', 'Labels', 'Notes', '__proto__'])).toEqual({
      'Given name': 'first',
      Surname: 'last',
      Mobile: 'phone',
      Email: 'email',
      email_address: 'email',
      Labels: 'tags',
      Notes: 'skip',
      ['__proto__']: 'skip',
    });
  });
});
