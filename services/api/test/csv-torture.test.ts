// CSV torture for preview and execute, beyond the dialects and refusals of import-preview.test.ts
// and import-execute*.test.ts (BOM, CRLF, quoted newlines, escaped quotes, short and long rows,
// empty and header-only files, unknown and all-skip mappings, the 100 MB + 1 byte 413): binary
// data, NUL and Latin-1 bytes, CR-only lines, hostile headers, hostile cell text. Every answer is a
// clear 4xx `{ error }` or per-row results, and a refused import stores nothing.
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './helpers/app';
import { refusalProblem } from './helpers/hostile';
import { csv, importApi, type Mapping } from './helpers/imports';

let t: TestApp;
let api: ReturnType<typeof importApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = importApi(t);
});
afterAll(() => t.close());

const preview = (csvData: string, extra: Record<string, unknown> = {}) => api.call('POST', '/import-export/preview', { csvData, ...extra });
const count = async () => (await api.contacts()).length;

/** `length` bytes that look random but are the same on every run. */
function noise(length: number): Buffer {
  const chunks: Buffer[] = [];
  for (let i = 0; chunks.length * 32 < length; i++) chunks.push(createHash('sha256').update(`csv-torture-${i}`).digest());
  return Buffer.concat(chunks).subarray(0, length);
}

/** A JSON body whose csvData holds `file` byte for byte (not re-encoded): what a careless client sends. */
function rawJsonBody(file: Buffer, mapping: Mapping | undefined): Buffer {
  const [head, tail] = JSON.stringify({ csvData: '\u0001', ...(mapping && { columnMapping: mapping }) }).split('\\u0001');
  return Buffer.concat([Buffer.from(head!), file, Buffer.from(tail!)]);
}

/** Refused as a whole: a 4xx `{ error }` (with `message`, if given) and not one contact stored. */
async function expectRefused(send: () => Promise<LightMyRequestResponse>, message?: string | RegExp) {
  const before = await count();
  const res = await send();
  expect(refusalProblem(res)).toBeUndefined();
  if (message !== undefined) expect(res.json().error).toMatch(message);
  expect(await count()).toBe(before);
}

describe('preview', () => {
  it.each([
    ['a header only', 'first,last,email\r\n', ['first', 'last', 'email'], []],
    ['a BOM and a header only', '\uFEFFfirst;last\n', ['first', 'last'], []],
    [
      'CR-only line ends',
      'first,last\rAna,Ruiz\rBen,Ode\r',
      ['first', 'last'],
      [
        ['Ana', 'Ruiz'],
        ['Ben', 'Ode'],
      ],
    ],
    ['ragged rows, as they are (execute reports them)', 'a,b,c\n1\n1,2,3,4\n', ['a', 'b', 'c'], [['1'], ['1', '2', '3', '4']]],
    ['a quoted newline in the header', '"first\nname",last\nA,B\n', ['first\nname', 'last'], [['A', 'B']]],
    [
      'headers named like object properties',
      '__proto__,constructor,toString,first\n1,2,3,4\n',
      ['__proto__', 'constructor', 'toString', 'first'],
      [['1', '2', '3', '4']],
    ],
  ])('reads %s', async (_label, file, headers, rows) => {
    const res = await preview(file);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect([data.headers, data.sampleRows, data.totalRows]).toEqual([headers, rows, rows.length]);
    // Every header gets a suggestion of its own, even "__proto__".
    expect(Object.keys(data.suggestedMapping).sort()).toEqual([...headers].sort());
  });

  it('refuses a file of nothing but delimiters and whitespace (blank lines are not rows)', async () => {
    const res = await preview(',,,\r\n , ,\t,\n,,,\n');
    expect([res.statusCode, res.json()]).toEqual([400, { error: 'The CSV file has no header row', code: 'csv_no_header' }]);
  });

  it('answers random bytes with a preview or a clear error, never a crash', async () => {
    const res = await preview(
      noise(64 * 1024)
        .toString('latin1')
        .replaceAll('\u0000', '\u0001'),
    );
    if (res.statusCode !== 200) expect(refusalProblem(res)).toBeUndefined();
    else expect(res.json().data.headers).toEqual(expect.any(Array));
  });

  it('refuses NUL bytes, raw bytes that are not UTF-8, and Latin-1 text', async () => {
    await expectRefused(() => preview('first,last\nA\u0000,B\n'), /NUL/);
    await expectRefused(() => api.call('POST', '/import-export/preview', rawJsonBody(noise(4096), undefined)));
    await expectRefused(
      () => api.call('POST', '/import-export/preview', rawJsonBody(Buffer.from('first,last\nJos\xe9,Mu\xf1oz\n', 'latin1'), undefined)),
      /UTF-8/,
    );
  });
});

describe('execute', () => {
  beforeEach(async () => {
    await api.scope.deleteFrom('contacts').execute();
    await api.scope.deleteFrom('companies').execute();
  });
  const mapping: Mapping = { first: 'first', last: 'last', email: 'email' };

  it('stores SQL metacharacters, HTML and any Unicode as text, byte for byte', async () => {
    const values = [
      [`' OR 1=1 --`, `Robert'); DROP TABLE contacts;--`, 'a@x.test'],
      ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'b@x.test'],
      [`"; -- \\ %_`, 'Zoë 😀 \u202Eevil', 'c@x.test'],
    ];
    const quoteCell = (v: string) => `"${v.replace(/"/g, '""')}"`;
    const file = csv('first,last,email', ...values.map((row) => row.map(quoteCell).join(',')));
    expect(await api.run(file, mapping)).toMatchObject({ imported: 3, failed: 0 });
    expect((await api.contacts()).map((c) => [c.first, c.last, c.email])).toEqual(values);
  });

  it('reads CR-only line ends', async () => {
    expect(await api.run('first,last,email\rAna,Ruiz,ana@x.test\rBen,Ode,ben@x.test\r', mapping)).toMatchObject({ imported: 2, failed: 0 });
  });

  it('ignores columns named like object properties unless mapped, and maps them by name when asked', async () => {
    const file = csv('__proto__,constructor,toString,first,last,email', 'p,c,s,Ana,Ruiz,ana@x.test');
    expect(await api.run(file, mapping)).toMatchObject({ imported: 1, failed: 0 });
    const byName = Object.fromEntries([
      ['constructor', 'last'],
      ['toString', 'email'],
      ['first', 'first'],
    ]) as Mapping;
    expect(await api.run(file, byName)).toMatchObject({ imported: 0, failed: 1, errors: [{ row: 2, error: 'Please enter a valid email address: s' }] });
    await expectRefused(() => api.execute({ csvData: csv('first', 'Ana'), columnMapping: { constructor: 'first' } }), /no such column/);
  });

  it('fails rows whose only content is delimiters and whitespace, and stores nothing of them', async () => {
    const res = await api.execute({ csvData: 'first,last,email\n , ,\n,,\n', columnMapping: mapping });
    if (res.statusCode === 200) expect(res.json().data).toMatchObject({ imported: 0, failed: 2 });
    else expect(refusalProblem(res)).toBeUndefined();
    expect(await count()).toBe(0);
  });

  it('refuses NUL bytes in the file as a whole, storing nothing', async () => {
    await expectRefused(
      () => api.execute({ csvData: csv('first,last,email', 'Ana,Ruiz,ana@x.test', 'B\u0000b,Ode,ben@x.test'), columnMapping: mapping }),
      /NUL/,
    );
  });

  it('refuses raw bytes that are not UTF-8 (random or Latin-1 text), storing nothing', async () => {
    await expectRefused(() => api.call('POST', '/import-export/execute', rawJsonBody(noise(8192), mapping)));
    const latin1 = Buffer.from('first,last,email\nJos\xe9,Mu\xf1oz,jose@x.test\n', 'latin1');
    await expectRefused(() => api.call('POST', '/import-export/execute', rawJsonBody(latin1, mapping)), /UTF-8/);
  });

  it('imports random bytes row by row or refuses them, and what it says matches what it stored', async () => {
    const file = `first,last,email\nAna,Ruiz,ana@x.test\n${noise(32 * 1024)
      .toString('latin1')
      .replaceAll('\u0000', '\u0001')}\n`;
    const res = await api.execute({ csvData: file, columnMapping: mapping });
    if (res.statusCode !== 200) {
      expect(refusalProblem(res)).toBeUndefined();
      expect(await count()).toBe(0);
      return;
    }
    const { imported, failed, errors } = res.json().data;
    expect(imported).toBeGreaterThan(0);
    expect(await count()).toBe(imported);
    expect(errors).toHaveLength(failed);
  });

  it('stores nothing when a mapping names a column the file lacks, even with good rows beside it', async () => {
    await api.run(csv('first,last,email', 'Old,Row,old@x.test'), mapping);
    await expectRefused(
      () => api.execute({ csvData: csv('first,last,email', 'Ana,Ruiz,ana@x.test'), columnMapping: { ...mapping, Phone: 'phone' } }),
      'Column "Phone" is mapped to phone but the file has no such column',
    );
    await expectRefused(() =>
      api.execute({ csvData: csv('first,last,email', 'Ana,Ruiz,ana@x.test'), columnMapping: { first: 'skip', last: 'skip', email: 'skip' } }),
    );
    expect(await count()).toBe(1);
  });
});
