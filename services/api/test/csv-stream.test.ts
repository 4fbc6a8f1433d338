// readCsv: records and their spreadsheet rows from a file's bytes as they arrive, in any chunking.
// The dialect cases of csv-torture.test.ts, ported to bytes, plus preambles, encodings and size.
import iconv from 'iconv-lite';
import { ImportRejected } from '../src/import/import-rejected';
import { DELIMITERS, readCsv, type CsvHeader, type CsvReadOptions } from '../src/import/csv-stream';
import { previewBytes } from '../src/import/preview-bytes';

interface Read {
  header: CsvHeader;
  records: string[][];
  rows: number[];
  /** The `unterminated` flag of each batch. */
  flags: boolean[];
  count: number;
}

async function* chunked(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function read(file: string | Uint8Array, options: Partial<CsvReadOptions> = {}, chunkSize = 64 * 1024): Promise<Read> {
  const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
  const got: Omit<Read, 'count' | 'header'> & { header?: CsvHeader } = { records: [], rows: [], flags: [] };
  const { records: count } = await readCsv(
    chunked(bytes, chunkSize),
    { encoding: 'utf-8', delimiter: '', ...options },
    {
      header: (header) => {
        expect(got.header).toBeUndefined();
        got.header = header;
      },
      records: (records, rows, unterminated) => {
        expect(rows).toHaveLength(records.length);
        got.records.push(...records);
        got.rows.push(...rows);
        got.flags.push(unterminated);
      },
    },
  );
  return { ...got, header: got.header!, count };
}

/** The same file read whole and one byte at a time gives the same answer; that answer. */
async function readBothWays(file: string | Uint8Array, options: Partial<CsvReadOptions> = {}): Promise<Read> {
  const whole = await read(file, options);
  expect(await read(file, options, 1)).toEqual(whole);
  return whole;
}

const refusal = (file: string, options: Partial<CsvReadOptions> = {}) =>
  read(file, options).then(
    () => 'read',
    (error: unknown) => (error instanceof ImportRejected ? error.message : `not ImportRejected: ${String(error)}`),
  );

describe('readCsv dialect', () => {
  it.each([
    [
      'quoted delimiters, escaped quotes, CRLF and a quoted CRLF',
      '\uFEFFfirst,last,notes\r\n"Bo","O""Neil","a, b\r\nc"\r\n\r\nCy,Lu,x\r\n',
      ['first', 'last', 'notes'],
      [
        ['Bo', 'O"Neil', 'a, b\r\nc'],
        ['Cy', 'Lu', 'x'],
      ],
      [2, 5],
    ],
    [
      'CR-only line ends',
      'first,last\rAna,Ruiz\rBen,Ode\r',
      ['first', 'last'],
      [
        ['Ana', 'Ruiz'],
        ['Ben', 'Ode'],
      ],
      [2, 3],
    ],
    ['ragged rows, as they are', 'a,b,c\n1\n1,2,3,4\n', ['a', 'b', 'c'], [['1'], ['1', '2', '3', '4']], [2, 3]],
    ['a quoted newline in the header', '"first\nname",last\nA,B\n', ['first\nname', 'last'], [['A', 'B']], [3]],
    ['no line end at the end', 'a,b\n1,2', ['a', 'b'], [['1', '2']], [2]],
    ['a trailing delimiter', 'a,b,\n1,2,\n', ['a', 'b', ''], [['1', '2', '']], [2]],
    ['empty quoted cells', 'a,b\n"",x\n', ['a', 'b'], [['', 'x']], [2]],
    ['padded header cells (trimmed), padded data cells (kept)', ' a , b\n 1 , 2 \n', ['a', 'b'], [[' 1 ', ' 2 ']], [2]],
    ['blank lines of whitespace and delimiters, which are not records', 'a,b\n\n , \n,,\n\t\n\u00A0,\u00A0\n1,2\n\n', ['a', 'b'], [['1', '2']], [7]],
    [
      'a quote inside an unquoted cell, kept as text',
      'a,b\nO"Neil,x\n1,2\n',
      ['a', 'b'],
      [
        ['O"Neil', 'x'],
        ['1', '2'],
      ],
      [2, 3],
    ],
    [
      'text after a closing quote, kept (the rest of the file still read)',
      'a,b\n"ab"c,d\n1,2\n',
      ['a', 'b'],
      [
        ['abc', 'd'],
        ['1', '2'],
      ],
      [2, 3],
    ],
    [
      'mixed line ends',
      'a,b\r\n1,2\n3,4\r5,6\r\n',
      ['a', 'b'],
      [
        ['1', '2'],
        ['3', '4'],
        ['5', '6'],
      ],
      [2, 3, 4],
    ],
  ])('reads %s', async (_label, file, headers, records, rows) => {
    const got = await readBothWays(file);
    expect(got.header).toEqual({ headers, row: 1, delimiter: ',' });
    expect([got.records, got.rows, got.count]).toEqual([records, rows, records.length]);
    expect(got.flags.every((flag) => !flag)).toBe(true);
  });

  it('reports an unterminated quote on the last record, with its text, instead of failing', async () => {
    const got = await readBothWays('a,b\n1,2\n3,"never closed\n4,5\n');
    expect(got.records).toEqual([
      ['1', '2'],
      ['3', 'never closed\n4,5\n'],
    ]);
    expect(got.rows).toEqual([2, 3]);
    expect(got.flags).toEqual([true]);
  });

  it('numbers rows as a spreadsheet shows them: lines above, blank lines and multi-line cells count', async () => {
    const file = ['Exported 2024-05-01', '', 'first,last,notes', 'Ana,Ruiz,"one', 'two', 'three"', '', '', 'Ben,Ode,x', '"Cy",Lu,"a\r\nb"', 'Di,Ek,y'].join(
      '\n',
    );
    const got = await readBothWays(file, { headerRow: 3 });
    expect(got.header.row).toBe(3);
    expect(got.rows).toEqual([4, 9, 10, 12]);
    expect(got.records[0]).toEqual(['Ana', 'Ruiz', 'one\ntwo\nthree']);
  });

  it('keeps headers named like object properties as ordinary strings', async () => {
    const got = await read('__proto__,constructor,toString,hasOwnProperty\n1,2,3,4\n');
    expect(got.header.headers).toEqual(['__proto__', 'constructor', 'toString', 'hasOwnProperty']);
    expect(got.records).toEqual([['1', '2', '3', '4']]);
  });

  it.each(DELIMITERS.map((d) => [d]))('detects the delimiter %j, and keeps the others as text', async (delimiter) => {
    const others = DELIMITERS.filter((d) => d !== delimiter).join('');
    const file = [`first${delimiter}last${delimiter}email`, `A${others}${delimiter}B${delimiter}a@x.test`, `C${delimiter}D${delimiter}c@x.test`].join('\r\n');
    const got = await read(file);
    expect(got.header).toEqual({ headers: ['first', 'last', 'email'], row: 1, delimiter });
    expect(got.records).toEqual([
      [`A${others}`, 'B', 'a@x.test'],
      ['C', 'D', 'c@x.test'],
    ]);
  });

  it('uses the delimiter asked for, even where another would split more', async () => {
    const got = await read('a;b,c\n1;2,3\n', { delimiter: ',' });
    expect(got.header).toEqual({ headers: ['a;b', 'c'], row: 1, delimiter: ',' });
    expect(got.records).toEqual([['1;2', '3']]);
  });
});

describe('readCsv header row', () => {
  const linkedIn = [
    'Notes:',
    '"When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email addresses for connections who have allowed their connections to see or download their email address using this setting https://www.linkedin.com/psettings/privacy/email.',
    'You can learn more about this in the LinkedIn Help Center."',
    '',
    'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
    'Ada,Lovelace,https://www.linkedin.com/in/ada,ada@x.test,Analytical Engines,Engineer,01 Jan 2024',
    'Ben,Ode,https://www.linkedin.com/in/ben,,"Ode, Inc.",CTO,02 Jan 2024',
  ].join('\r\n');

  it("detects LinkedIn's Connections.csv header below its notes", async () => {
    const got = await readBothWays(linkedIn);
    expect(got.header).toEqual({ headers: ['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On'], row: 5, delimiter: ',' });
    expect(got.rows).toEqual([6, 7]);
    expect(got.records[1]![4]).toBe('Ode, Inc.');
  });

  it('detects row 1 in a file without preamble, even when its data rows end with an extra delimiter', async () => {
    expect((await read('first,last\nAna,Ruiz,\nBen,Ode,\n')).header.row).toBe(1);
    expect((await read('first,last,email\nAna,,\n')).header.row).toBe(1);
    expect((await read('email\na@x.test\nb@x.test\n')).header).toEqual({ headers: ['email'], row: 1, delimiter: ',' });
  });

  it('takes the header row asked for; a blank line asked for means the record after it', async () => {
    const got = await read(linkedIn, { headerRow: 1 });
    expect(got.header.headers).toEqual(['Notes:']);
    expect(got.rows[0]).toBe(2);
    expect((await read(linkedIn, { headerRow: 4 })).header.row).toBe(5);
  });

  it('refuses a header row past the end of the file', async () => {
    expect(await refusal('a,b\n1,2\n', { headerRow: 9 })).toBe('The header row (row 9) is past the end of the CSV file');
  });

  it('passes on a refusal thrown by the sink at the header, with no records read', async () => {
    const refused = new ImportRejected('Column "Phone" is mapped to phone but the file has no such column');
    const records = jest.fn();
    const reading = readCsv(
      chunked(Buffer.from('a,b\n1,2\n'), 64),
      { encoding: 'utf-8', delimiter: '' },
      {
        header: () => {
          throw refused;
        },
        records,
      },
    );
    await expect(reading).rejects.toBe(refused);
    expect(records).not.toHaveBeenCalled();
  });
});

describe('readCsv refusals', () => {
  it.each([
    ['', {}, 'The CSV file is empty'],
    ['  \r\n\n\t', {}, 'The CSV file is empty'],
    ['\uFEFF', {}, 'The CSV file is empty'],
    [',,,\r\n , ,\t,\n,,,\n', {}, 'The CSV file has no header row'],
    [',,,\n', { headerRow: 1 }, 'The CSV file has no header row'],
    ['a,b\n', { delimiter: ':' }, "The delimiter must be ',', ';', a tab or '|'"],
  ])('refuses %j', async (file, options, message) => {
    expect(await refusal(file, options)).toBe(message);
  });

  it('reads a header-only file as no records, without a records call', async () => {
    const got = await read('first,last,email\r\n');
    expect([got.header.headers, got.count, got.flags]).toEqual([['first', 'last', 'email'], 0, []]);
  });
});

describe('readCsv encodings', () => {
  it.each([
    ['windows-1252', iconv.encode('first;last;company\r\nBjörn;Åström;Café €\r\n', 'windows-1252')],
    ['utf-16le', iconv.encode('\uFEFFfirst;last;company\r\nBjörn;Åström;Café €\r\n', 'utf-16le')],
    ['utf-16be', iconv.encode('\uFEFFfirst;last;company\r\nBjörn;Åström;Café €\r\n', 'utf-16be')],
  ] as const)('reads %s, one byte at a time as well', async (encoding, bytes) => {
    const got = await readBothWays(bytes, { encoding });
    expect(got.header).toEqual({ headers: ['first', 'last', 'company'], row: 1, delimiter: ';' });
    expect(got.records).toEqual([['Björn', 'Åström', 'Café €']]);
  });
});

describe('readCsv on arbitrary text', () => {
  /** Text of CSV's special characters, the same on every run. */
  function scramble(seed: number, length: number): string {
    const alphabet = ['a', 'b', ',', ',', '"', '"', '\n', '\r', '\r\n', ' ', ';', 'é', '😀'];
    let state = seed;
    let text = 'h1,h2,h3\n';
    for (let i = 0; i < length; i++) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      text += alphabet[state % alphabet.length];
    }
    return text;
  }

  it('gives the same records and rows in any chunking, rows increasing, and the preview agrees', async () => {
    for (let seed = 1; seed <= 40; seed++) {
      const file = Buffer.from(scramble(seed, 400), 'utf8');
      const whole = await read(file);
      for (const size of [1, 2, 3, 5, 64]) expect(await read(file, {}, size)).toEqual(whole);
      expect(whole.rows.every((row, i) => i === 0 || row > whole.rows[i - 1]!)).toBe(true);
      expect(whole.flags.slice(0, -1).every((flag) => !flag)).toBe(true);
      const preview = previewBytes(file, { complete: true });
      expect([preview.headers, preview.headerRow, preview.totalRows, preview.sampleRows]).toEqual([
        whole.header.headers,
        whole.header.row,
        whole.count,
        whole.records.slice(0, 5),
      ]);
    }
  });
});

describe('readCsv at size', () => {
  const ROWS = 100_000;
  const file = Buffer.from(
    [
      'first,last,email,phone,company,tags',
      ...Array.from({ length: ROWS }, (_, i) => `F${i},L${i},u${i}@x.test,+1 555 ${i},"Co, ${i % 50}",${i % 2 ? 'vip' : ''}`),
    ].join('\r\n') + '\r\n',
  );

  it('reads a 100k-row file fed in 64 KB chunks, in batches, waiting for each batch to be taken', async () => {
    let pulled = 0;
    let busy = false;
    const source = async function* () {
      for await (const chunk of chunked(file, 64 * 1024)) {
        expect(busy).toBe(false); // nothing is read while the sink works on a batch
        pulled++;
        yield chunk;
      }
    };
    const sizes: number[] = [];
    let last: string[] = [];
    let lastRow = 0;
    const { records } = await readCsv(
      source(),
      { encoding: 'utf-8', delimiter: '' },
      {
        header: (header) => expect(header.headers).toHaveLength(6),
        records: async (batch, rows) => {
          busy = true;
          sizes.push(batch.length);
          [last, lastRow] = [batch[batch.length - 1]!, rows[rows.length - 1]!];
          await new Promise((resolve) => setImmediate(resolve));
          busy = false;
        },
      },
    );
    expect(records).toBe(ROWS);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(ROWS);
    expect(sizes.length).toBeGreaterThan(10);
    expect(Math.max(...sizes)).toBeLessThan(10_000);
    expect(pulled).toBe(Math.ceil(file.length / (64 * 1024)));
    expect([last, lastRow]).toEqual([[`F${ROWS - 1}`, `L${ROWS - 1}`, `u${ROWS - 1}@x.test`, `+1 555 ${ROWS - 1}`, `Co, ${(ROWS - 1) % 50}`, 'vip'], ROWS + 1]);
  });
});
