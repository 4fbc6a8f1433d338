// A CSV file's records from its bytes as they arrive, in batches the sink takes one at a time, so
// no more than a batch and a chunk of the file exist at once, whatever the file's size.
import { ImportRejected } from './import-rejected';
import { DELIMITERS, SAMPLE_CHARS, detectDelimiter } from './csv-delimiter';
import type { ImportEncoding } from '@meridian/contract';
import { decoder } from './csv-encoding';
import { CsvTokenizer } from '@meridian/contract';
import { HEADER_SCAN_RECORDS, detectHeaderRow, headerCells, headerIndex, headerPastEnd, noHeaderRow } from './header-row';

export { DELIMITERS };

export interface CsvReadOptions {
  encoding: ImportEncoding;
  /** ',' ';' '\t' '|', or '' to detect it from the first lines. */
  delimiter: string;
  /** 1-based spreadsheet row (line) of the header; undefined = detect. */
  headerRow?: number;
}

export interface CsvHeader {
  /** Trimmed. */
  headers: string[];
  row: number;
  /** The delimiter used: the one asked for, or the one detected. */
  delimiter: string;
}

export interface CsvSink {
  /** Called once, before any record; may throw to refuse the file. */
  header(header: CsvHeader): void;
  /**
   * Data records in file order; rows[i] is the spreadsheet row of the FIRST line of records[i].
   * `unterminated`: the last record's quote never closes (it ran to the end of the file).
   * `afterBlank`: the rows of those records that come after a blank line (ascending; usually none).
   * Not called for a file with no data records.
   */
  records(records: string[][], rows: number[], unterminated: boolean, afterBlank: readonly number[]): void | Promise<void>;
}

// A batch per few thousand records: regular progress, and a bounded amount of strings alive.
const BATCH_RECORDS = 5_000;
const BATCH_CHARS = 4 * 1024 * 1024;
// Bytes decoded and parsed at a time, however large the chunks the source yields.
const PIECE_BYTES = 1024 * 1024;

const NON_BLANK = /\S/;

async function* pieces(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  for await (const chunk of bytes) {
    for (let at = 0; at < chunk.length; at += PIECE_BYTES) yield chunk.subarray(at, at + PIECE_BYTES);
  }
}

export async function readCsv(bytes: AsyncIterable<Uint8Array>, options: CsvReadOptions, sink: CsvSink): Promise<{ records: number }> {
  const { delimiter: asked, headerRow } = options;
  if (asked && !(DELIMITERS as readonly string[]).includes(asked)) throw ImportRejected.coded('delimiter_invalid');
  const text = decoder(options.encoding);
  let head = ''; // the first text, kept until the delimiter is known
  let tokenizer: CsvTokenizer | undefined;
  let delimiter = asked;
  let header: CsvHeader | undefined;
  let sawText = false;
  let sawRecords = false;
  let batchChars = 0;
  let count = 0;

  /** Once enough records are in: the header given to the sink and the records above it dropped. */
  function findHeader(t: CsvTokenizer, ended: boolean): void {
    let index: number;
    if (headerRow !== undefined) {
      index = headerIndex(t.rows, headerRow);
      if (index < 0) {
        if (t.take().records.length) sawRecords = true; // all above the header
        if (ended) throw sawRecords ? headerPastEnd(headerRow) : noHeaderRow();
        return;
      }
    } else {
      if (!ended && t.records.length < HEADER_SCAN_RECORDS) return;
      if (!t.records.length) throw noHeaderRow();
      const row = detectHeaderRow(t.rows.slice(0, HEADER_SCAN_RECORDS).map((r, i) => ({ row: r, cells: t.records[i]! })));
      index = t.rows.indexOf(row);
    }
    const cells = t.records.splice(0, index + 1)[index]!;
    const row = t.rows.splice(0, index + 1)[index]!;
    header = { headers: headerCells(cells), row, delimiter };
    sink.header(header);
  }

  async function flush(t: CsvTokenizer, unterminated: boolean): Promise<void> {
    batchChars = 0;
    const { records, rows, afterBlank } = t.take();
    count += records.length;
    if (records.length) await sink.records(records, rows, unterminated, afterBlank);
  }

  async function parse(piece: string, ended: boolean): Promise<void> {
    if (!sawText && NON_BLANK.test(piece)) sawText = true;
    if (!tokenizer) {
      head += piece;
      if (!ended && head.length < SAMPLE_CHARS) return;
      delimiter ||= detectDelimiter(head);
      tokenizer = new CsvTokenizer(delimiter);
      [piece, head] = [head, ''];
    }
    tokenizer.write(piece);
    batchChars += piece.length;
    const unterminated = ended && tokenizer.end().unterminated;
    if (!header) findHeader(tokenizer, ended);
    if (header && (ended || tokenizer.records.length >= BATCH_RECORDS || batchChars >= BATCH_CHARS)) await flush(tokenizer, unterminated);
  }

  for await (const piece of pieces(bytes)) await parse(text.write(piece), false);
  const last = text.end();
  if (!sawText && !NON_BLANK.test(last)) throw new ImportRejected('The CSV file is empty');
  await parse(last, true);
  return { records: count };
}
