import Papa from 'papaparse';
import type { ImportResult } from '@meridian/shared/model';

/**
 * 'Download error report': every failed row with its row number, the reason and the row's
 * original values, so the user can fix the rows and import just those. Rows are numbered as
 * the server numbers them (the header is row 1), read again from the file in chunks.
 */
export function buildErrorReport(file: File, delimiter: string, errors: ImportResult['errors']): Promise<string> {
  const reasons = new Map<number, string>();
  for (const { row, error } of errors) reasons.set(row, reasons.has(row) ? `${reasons.get(row)}; ${error}` : error);
  return new Promise((resolve, reject) => {
    let header: string[] | undefined;
    let row = 0;
    const lines: string[][] = [];
    Papa.parse<string[]>(file, {
      delimiter,
      skipEmptyLines: 'greedy',
      chunkSize: 1024 * 1024,
      chunk: (results) => {
        for (const record of results.data) {
          row += 1;
          if (!header) {
            header = record.map((h) => h.replace(/^\uFEFF/, ''));
            continue;
          }
          const reason = reasons.get(row);
          if (reason !== undefined) lines.push([String(row), reason, ...record]);
        }
      },
      complete: () => resolve(Papa.unparse([['Row', 'Error', ...(header ?? [])], ...lines], { newline: '\r\n' })),
      error: (error) => reject(error),
    });
  });
}

/** 'people.csv' → 'people-errors.csv'. */
export function errorReportName(fileName: string): string {
  return `${fileName.replace(/\.csv$/i, '')}-errors.csv`;
}
