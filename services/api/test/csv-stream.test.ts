// readCsv: records and their spreadsheet rows from a file's bytes as they arrive, in any chunking.
// The dialect cases of csv-torture.test.ts, ported to bytes, and header rows; refusals, encodings,
// arbitrary text and size are in csv-stream-input.test.ts.
import { ImportRejected } from '../src/import/import-rejected';
import { DELIMITERS, readCsv } from '../src/import/csv-stream';
import { chunked, read, readBothWays, refusal } from './helpers/csv-read';

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
