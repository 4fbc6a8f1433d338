// The error report of an import as CSV (row,error), the file 'Download error report' saves.
import Papa from 'papaparse';
import type { RowError } from './import-job';

export function errorReportCsv(errors: readonly RowError[]): string {
  return `${Papa.unparse({ fields: ['row', 'error'], data: errors.map((e) => [e.row, e.error]) }, { newline: '\r\n' })}\r\n`;
}

export function parseErrorReport(text: string): RowError[] {
  const { data } = Papa.parse<string[]>(text, { skipEmptyLines: true });
  return data.slice(1).map(([row, error]) => ({ row: Number(row), error: error ?? '' }));
}
