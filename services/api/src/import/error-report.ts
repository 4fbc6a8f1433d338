// The error report of an import as CSV, the file 'Download error report' saves: the spreadsheet
// row, why it was not imported, then the record's own cells under the file's own header, so the
// user can fix the rows and import the report itself. Written gzip'd batch by batch while the file
// is read (a million bad rows never sit in memory as records).
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import type { RowError } from '@meridian/contract';
import Papa from 'papaparse';
import { csvField } from './export-csv';

const line = (cells: readonly string[]) => `${cells.map(csvField).join(',')}\r\n`;

export interface ErrorReportWriter {
  header(headers: readonly string[]): void;
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
  let started = false;
  return {
    header(h) {
      headers = h;
    },
    rows(errors) {
      if (!errors.length) return;
      if (!started) gzip.write(line(['row', 'error', ...headers]));
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

/** A report of the first errors only (a job recovered after a crash kept no more). */
export function errorReportCsv(errors: readonly RowError[]): string {
  return ['row,error\r\n', ...errors.map((e) => line([String(e.row), e.error]))].join('');
}

/** Row and reason of every line of a report (docs/PRODUCT.md §7 execute lists them). */
export function parseErrorReport(text: string): RowError[] {
  const { data } = Papa.parse<string[]>(text, { skipEmptyLines: true });
  return data.slice(1).map(([row, error]) => ({ row: Number(row), error: error ?? '' }));
}
