// The preview of a file from its first bytes (the whole file when small): what the import page
// shows before the mapping is chosen. Read as readCsv reads the whole file, so the header, rows and
// delimiter the user sees are the ones the import gets.
import type { ImportEncoding, ImportFilePreview } from '@meridian/contract';
import { suggestMapping } from './column-mapping';
import { ImportRejected } from './import-rejected';
import { DELIMITERS, detectDelimiter } from './csv-delimiter';
import { decoder, detectEncoding } from './csv-encoding';
import { CsvTokenizer } from '@meridian/contract';
import { HEADER_SCAN_RECORDS, detectHeaderRow, headerCells, headerIndex, headerPastEnd, noHeaderRow } from './header-row';

export interface BytesPreviewOptions {
  encoding?: ImportEncoding;
  delimiter?: string;
  headerRow?: number;
  /** head is the whole file; otherwise its last (maybe cut) line is dropped */
  complete: boolean;
}

const SAMPLE_ROWS = 5;
const PICKER_LINES = 20;
const PICKER_CELL_CHARS = 200;

/** Synchronous: `head` is a few megabytes at most. */
/**
 * sampleRows: the first data records; totalRows: data records in the head; lines: the file's first
 * records, preamble included, cells cut short, for a 'header row' picker.
 */
export function previewBytes(head: Uint8Array, options: BytesPreviewOptions): ImportFilePreview {
  const encoding = options.encoding ?? detectEncoding(head);
  const decode = decoder(encoding);
  // A cut file's end may cut a character too: the decoder keeps it, and its line is dropped anyway.
  const text = decode.write(head) + (options.complete ? decode.end() : '');
  if (!/\S/.test(text)) throw ImportRejected.coded('csv_empty');
  if (options.delimiter && !(DELIMITERS as readonly string[]).includes(options.delimiter)) {
    throw ImportRejected.coded('delimiter_invalid');
  }
  const delimiter = options.delimiter || detectDelimiter(text);
  const tokenizer = new CsvTokenizer(delimiter);
  tokenizer.write(text);
  if (options.complete) tokenizer.end();
  const { records, rows } = tokenizer;
  if (!records.length) {
    if (options.complete) throw noHeaderRow();
    throw new ImportRejected(`The first row of the CSV file does not end within its first ${head.length} bytes`);
  }

  const numbered = (count: number) => records.slice(0, count).map((cells, i) => ({ row: rows[i]!, cells }));
  const headerRow = options.headerRow ?? detectHeaderRow(numbered(HEADER_SCAN_RECORDS));
  const index = headerIndex(rows, headerRow);
  if (index < 0) throw headerPastEnd(headerRow);
  const headers = headerCells(records[index]!);
  return {
    headers,
    sampleRows: records.slice(index + 1, index + 1 + SAMPLE_ROWS),
    totalRows: records.length - index - 1,
    suggestedMapping: suggestMapping(headers),
    delimiter,
    encoding,
    headerRow: rows[index]!,
    lines: numbered(PICKER_LINES).map(({ row, cells }) => ({ row, cells: cells.map((cell) => cell.slice(0, PICKER_CELL_CHARS)) })),
  };
}
