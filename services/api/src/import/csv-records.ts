// The records of a whole CSV file, read the way the preview reads its sample (same delimiter
// detection, blank lines are not rows), so row numbers and counts agree between the two steps.
import Papa from 'papaparse';
import { DELIMITERS } from './preview';

/** Thrown for a file that cannot be imported at all; the route answers 400 with the message. */
export class ImportRejected extends Error {}

export interface CsvHead {
  headers: string[];
  delimiter: string;
  /** Whether at least one record follows the header. */
  hasRows: boolean;
}

/** Receives a file's records as they are parsed, so the whole file never exists as arrays at once. */
export interface RecordSink {
  /** Called first, once, with the header row (trimmed). */
  header(headers: string[]): void;
  /**
   * Data records in file order; `first` is the index of records[0] among all data records
   * (record i is spreadsheet row i + 2). `unterminated`: the last one's quote never closes.
   */
  records(records: string[][], first: number, unterminated: boolean): void;
}

// Big enough that papaparse's per-chunk work is negligible; small enough for regular progress, for
// batches that do not pile up in memory, and to bound the rescans an unterminated quote causes
// (each chunk re-reads the unfinished record).
const CHUNK_CHARS = 4 * 1024 * 1024;

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const baseConfig = (delimiter: string | undefined) => ({
  delimiter: delimiter || '', // '' = detect among , ; tab |
  delimitersToGuess: [...DELIMITERS],
  skipEmptyLines: 'greedy' as const,
});

/** The header and whether data follows: the checks that answer 400 before any work starts. */
export function readHead(csvData: string, delimiter?: string): CsvHead {
  const text = stripBom(csvData);
  if (!/\S/.test(text)) throw new ImportRejected('The CSV file is empty');
  const parsed = Papa.parse<string[]>(text, { ...baseConfig(delimiter), preview: 2 });
  const headers = (parsed.data[0] ?? []).map((h) => h.trim());
  if (headers.every((h) => !h)) throw new ImportRejected('The CSV file has no header row');
  return { headers, delimiter: parsed.meta.delimiter, hasRows: parsed.data.length > 1 };
}

/** Streams every record of the file to `sink`; returns the number of data records. */
export function readRecords(csvData: string, delimiter: string, sink: RecordSink): number {
  const text = stripBom(csvData);
  let count = -1; // the header is not a data record
  Papa.parse<string[]>(text, {
    ...baseConfig(delimiter),
    chunkSize: CHUNK_CHARS,
    chunk: (results: Papa.ParseResult<string[]>) => {
      let records = results.data;
      if (count < 0 && records.length) {
        sink.header(records[0]!.map((h) => h.trim()));
        records = records.slice(1);
        count = 0;
      }
      // A quote that never closes runs to the end of the file: it is the last record.
      const unterminated = results.errors.some((e) => e.code === 'MissingQuotes');
      if (records.length) sink.records(records, count, unterminated);
      count += records.length;
    },
    complete: () => undefined, // parsing a string is synchronous: done when parse() returns
  });
  if (count < 0) throw new ImportRejected('The CSV file is empty');
  return count;
}
