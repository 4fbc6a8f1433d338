// The error report of an import as CSV, the file 'Download error report' saves: the spreadsheet
// row, why it was not imported, then the record's own cells under the file's own header, so the
// user can fix the rows and import the report itself. Written in the file's own delimiter (a German
// Excel user's ';' file gives a ';' report, which their Excel splits into columns) with a UTF-8
// byte order mark (without one Excel reads the accents in its legacy code page); the import reads
// both back. Written gzip'd batch by batch while the file is read (a million bad rows never sit in
// memory as records).
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import type { RowError } from '@meridian/contract';
import Papa from 'papaparse';
import { csvFieldFor, UTF8_BOM } from './export-csv';

/** Lines of cells separated by `delimiter`, each ended by CRLF. */
function lineWriter(delimiter: string): (cells: readonly string[]) => string {
  const field = csvFieldFor(delimiter);
  return (cells) => `${cells.map((cell) => field(cell)).join(delimiter)}\r\n`;
}

export interface ErrorReportWriter {
  /** The file's header and the delimiter it was read with (the report's own). */
  header(headers: readonly string[], delimiter: string): void;
  /** Failed records in row order, with their cells. */
  rows(errors: readonly (RowError & { cells: readonly string[] })[]): void;
  /** The gzip'd report; null when no row failed. */
  finish(): Promise<Buffer | null>;
}

export function errorReportWriter(): ErrorReportWriter {
  const gzip = createGzip();
  const out: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => out.push(chunk));
  let headers: readonly string[] = [];
  let line = lineWriter(',');
  let started = false;
  return {
    header(h, delimiter) {
      headers = h;
      line = lineWriter(delimiter);
    },
    rows(errors) {
      if (!errors.length) return;
      if (!started) gzip.write(UTF8_BOM + line(['row', 'error', ...headers]));
      started = true;
      gzip.write(errors.map((e) => line([String(e.row), e.error, ...e.cells])).join(''));
    },
    async finish() {
      if (!started) return null;
      gzip.end();
      await once(gzip, 'end');
      return Buffer.concat(out);
    },
  };
}

/** A report of the first errors only (a job recovered after a crash kept no more), in the file's delimiter. */
export function errorReportCsv(errors: readonly RowError[], delimiter: string): string {
  const line = lineWriter(delimiter);
  return [UTF8_BOM, line(['row', 'error']), ...errors.map((e) => line([String(e.row), e.error]))].join('');
}

/**
 * Row and reason of every line of a report (docs/PRODUCT.md §7 execute lists them). Its delimiter
 * is the character after its first cell, 'row' (reports written before they kept the file's own
 * delimiter have commas and no byte order mark).
 */
export function parseErrorReport(text: string): RowError[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const delimiter = body.startsWith('row') ? body.charAt(3) : ',';
  const { data } = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: true });
  return data.slice(1).map(([row, error]) => ({ row: Number(row), error: error ?? '' }));
}
