// previewBytes: what the import page shows from a file's first bytes, read as readCsv reads it.
import iconv from 'iconv-lite';
import { ImportRejected } from '../src/import/import-rejected';
import { detectHeaderRow } from '../src/import/header-row';
import { previewBytes, type BytesPreviewOptions } from '../src/import/preview-bytes';

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const whole = (text: string, options: Partial<BytesPreviewOptions> = {}) => previewBytes(utf8(text), { complete: true, ...options });

function refusal(text: string, options: Partial<BytesPreviewOptions> = {}): string {
  try {
    whole(text, options);
    return 'previewed';
  } catch (error) {
    return error instanceof ImportRejected ? error.message : `not ImportRejected: ${String(error)}`;
  }
}

const LINKEDIN = [
  'Notes:',
  `"When exporting your connection data, you may notice that some of the email addresses are missing. ${'You will only see email addresses for connections who allowed it. '.repeat(4)}`,
  'Learn more in the LinkedIn Help Center."',
  '',
  'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
  ...Array.from({ length: 8 }, (_, i) => `Ann${i},Lee,https://www.linkedin.com/in/ann${i},${i % 2 ? '' : `ann${i}@x.test`},Acme,Engineer,0${i + 1} Jan 2024`),
].join('\r\n');

describe('previewBytes', () => {
  it('answers headers, the first 5 records, the record count, a mapping, the delimiter, encoding and header row', () => {
    const rows = Array.from({ length: 7 }, (_, i) => `Ann${i},Lee,ann${i}@x.test,Acme`);
    const preview = whole(['First Name,Last Name,E-mail Address,Organization', ...rows].join('\n'));
    expect(preview).toEqual({
      headers: ['First Name', 'Last Name', 'E-mail Address', 'Organization'],
      sampleRows: rows.slice(0, 5).map((r) => r.split(',')),
      totalRows: 7,
      suggestedMapping: { 'First Name': 'first', 'Last Name': 'last', 'E-mail Address': 'email', Organization: 'company' },
      delimiter: ',',
      encoding: 'utf-8',
      headerRow: 1,
      lines: ['First Name,Last Name,E-mail Address,Organization', ...rows].map((line, i) => ({ row: i + 1, cells: line.split(',') })),
    });
  });

  it.each([
    ['a header only', 'first,last,email\r\n', ['first', 'last', 'email'], []],
    ['a BOM and a header only', '\uFEFFfirst;last\n', ['first', 'last'], []],
    [
      'a BOM, CRLF, quoted commas, quotes and newlines, and blank lines',
      '\uFEFFfirst,last,notes\r\n"Bo","O""Neil","a, b\r\nc"\r\n\r\nCy,Lu,x\r\n',
      ['first', 'last', 'notes'],
      [
        ['Bo', 'O"Neil', 'a, b\r\nc'],
        ['Cy', 'Lu', 'x'],
      ],
    ],
    [
      'CR-only line ends',
      'first,last\rAna,Ruiz\rBen,Ode\r',
      ['first', 'last'],
      [
        ['Ana', 'Ruiz'],
        ['Ben', 'Ode'],
      ],
    ],
    ['ragged rows, as they are', 'a,b,c\n1\n1,2,3,4\n', ['a', 'b', 'c'], [['1'], ['1', '2', '3', '4']]],
    ['a quoted newline in the header', '"first\nname",last\nA,B\n', ['first\nname', 'last'], [['A', 'B']]],
    ['an unterminated quote, kept as text', 'a,b\n1,"open\n2,3\n', ['a', 'b'], [['1', 'open\n2,3\n']]],
    [
      'headers named like object properties',
      '__proto__,constructor,toString,first\n1,2,3,4\n',
      ['__proto__', 'constructor', 'toString', 'first'],
      [['1', '2', '3', '4']],
    ],
  ])('reads %s', (_label, file, headers, rows) => {
    const preview = whole(file);
    expect([preview.headers, preview.sampleRows, preview.totalRows]).toEqual([headers, rows, rows.length]);
    // Every header gets a suggestion of its own, even "__proto__".
    expect(Object.keys(preview.suggestedMapping).sort()).toEqual([...headers].sort());
  });

  it.each([
    [',', 'first,last\nA,B\n'],
    [';', 'first;last;email\nA;B;a@b.test\n'],
    ['\t', 'first\tlast\nA, Jr.\tB\n'],
    ['|', 'first|last\nA;x|B\n'],
  ])('detects the delimiter %j', (delimiter, file) => {
    const preview = whole(file);
    expect(preview.delimiter).toBe(delimiter);
    expect(preview.headers).toEqual(file.split('\n')[0]!.split(delimiter));
  });

  it("detects LinkedIn's header below its notes, and lists the lines above it for a header-row picker", () => {
    const preview = whole(LINKEDIN);
    expect(preview.headerRow).toBe(5);
    expect(preview.headers).toEqual(['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On']);
    expect(preview.totalRows).toBe(8);
    expect(preview.sampleRows[1]).toEqual(['Ann1', 'Lee', 'https://www.linkedin.com/in/ann1', '', 'Acme', 'Engineer', '02 Jan 2024']);
    expect(preview.lines.map((line) => line.row)).toEqual([1, 2, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(preview.lines[1]!.cells[0]).toHaveLength(200); // the notes paragraph, cut
    expect(preview.lines[0]!.cells).toEqual(['Notes:']);
  });

  it('takes the header row asked for, and lists at most 20 lines', () => {
    const file = Array.from({ length: 30 }, (_, i) => `c${i},d${i}`).join('\n');
    const preview = whole(file, { headerRow: 3 });
    expect([preview.headerRow, preview.headers, preview.sampleRows[0], preview.totalRows]).toEqual([3, ['c2', 'd2'], ['c3', 'd3'], 27]);
    expect(preview.lines).toHaveLength(20);
    expect(preview.lines[19]).toEqual({ row: 20, cells: ['c19', 'd19'] });
  });

  it('detects and decodes a Windows-1252 file exactly, and ISO-8859-1 when asked', () => {
    const bytes = iconv.encode('first;last;company\r\nBjörn;Åström;Café €\r\n', 'windows-1252');
    const preview = previewBytes(bytes, { complete: true });
    expect([preview.encoding, preview.delimiter, preview.sampleRows]).toEqual(['windows-1252', ';', [['Björn', 'Åström', 'Café €']]]);
    expect(previewBytes(bytes, { complete: true, encoding: 'iso-8859-1' }).sampleRows).toEqual([['Björn', 'Åström', 'Café \u0080']]);
  });

  it('reads UTF-16 files by their BOM', () => {
    const text = '\uFEFFname\tcompany\r\nZoë\tCafé 😀\r\n';
    for (const encoding of ['utf-16le', 'utf-16be'] as const) {
      const preview = previewBytes(iconv.encode(text, encoding), { complete: true });
      expect([preview.encoding, preview.headers, preview.sampleRows]).toEqual([encoding, ['name', 'company'], [['Zoë', 'Café 😀']]]);
    }
  });

  it("drops a cut head's last line, even one cut inside a character, and still calls it UTF-8", () => {
    const bytes = utf8('first,last\nZoë,Ågren\nBjörn,Åström\n');
    const cut = bytes.subarray(0, bytes.indexOf(utf8('ström')) - 1); // inside the Å
    const preview = previewBytes(cut, { complete: false });
    expect([preview.encoding, preview.sampleRows, preview.totalRows]).toEqual(['utf-8', [['Zoë', 'Ågren']], 1]);
    expect(previewBytes(bytes, { complete: false }).totalRows).toBe(2); // cut right after a line end: nothing dropped
  });

  it('refuses clearly what cannot be previewed', () => {
    expect(refusal('')).toBe('The CSV file is empty');
    expect(refusal('  \n\n')).toBe('The CSV file is empty');
    expect(refusal(',,,\r\n , ,\t,\n,,,\n')).toBe('The CSV file has no header row');
    expect(refusal('a,b\n1,2\n', { headerRow: 5 })).toBe('The header row (row 5) is past the end of the CSV file');
    expect(refusal('a,b\n', { delimiter: ':' })).toBe("The delimiter must be ',', ';', a tab or '|'");
    expect(() => previewBytes(utf8(`${'h'.repeat(100)},x`), { complete: false })).toThrow(
      'The first row of the CSV file does not end within its first 102 bytes',
    );
  });
});

describe('detectHeaderRow', () => {
  const records = (...lines: string[][]) => lines.map((cells, i) => ({ row: i + 1, cells }));

  it('skips lines narrower than the table, mostly empty ones, and keeps a header wider than sparse rows', () => {
    expect(detectHeaderRow(records(['Report'], ['Exported', '2024'], ['a', 'b', 'c'], ['1', '2', '3'], ['4', '5', '6']))).toBe(3);
    expect(detectHeaderRow(records(['Title', '', '', ''], ['a', 'b', 'c', 'd'], ['1', '2', '3', '4']))).toBe(2);
    expect(detectHeaderRow(records(['a', 'b', 'c', 'd'], ['1', '2'], ['3', '4', '', '']))).toBe(1);
    expect(detectHeaderRow(records(['only'], ['one'], ['column']))).toBe(1);
    expect(detectHeaderRow([])).toBe(1);
  });
});
