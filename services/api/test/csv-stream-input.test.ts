// readCsv on what arrives: files it refuses, encodings, arbitrary text in any chunking, and size.
import iconv from 'iconv-lite';
import { readCsv } from '../src/import/csv-stream';
import { previewBytes } from '../src/import/preview-bytes';
import { chunked, read, readBothWays, refusal } from './helpers/csv-read';

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
