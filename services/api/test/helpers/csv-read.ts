// Reading a CSV through readCsv the way the tests need: whole or in chunks of any size.
import { ImportRejected } from '../../src/import/import-rejected';
import { readCsv, type CsvHeader, type CsvReadOptions } from '../../src/import/csv-stream';

export interface Read {
  header: CsvHeader;
  records: string[][];
  rows: number[];
  /** The `unterminated` flag of each batch. */
  flags: boolean[];
  count: number;
}

export async function* chunked(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

export async function read(file: string | Uint8Array, options: Partial<CsvReadOptions> = {}, chunkSize = 64 * 1024): Promise<Read> {
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
export async function readBothWays(file: string | Uint8Array, options: Partial<CsvReadOptions> = {}): Promise<Read> {
  const whole = await read(file, options);
  expect(await read(file, options, 1)).toEqual(whole);
  return whole;
}

export const refusal = (file: string, options: Partial<CsvReadOptions> = {}) =>
  read(file, options).then(
    () => 'read',
    (error: unknown) => (error instanceof ImportRejected ? error.message : `not ImportRejected: ${String(error)}`),
  );
