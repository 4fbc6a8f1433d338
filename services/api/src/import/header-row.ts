// Which record of a file is its header, and the header itself. Exports often put lines above the
// table (LinkedIn's Connections.csv: "Notes:", a quoted paragraph, a blank line, then the header).
import { TEXT_RULES, stringProblem } from '../http/text-check';
import { ImportRejected } from './import-rejected';

export interface NumberedRecord {
  /** Spreadsheet row (line) the record starts on. */
  row: number;
  cells: string[];
}

/** Records looked at to find the header: a preamble is a few lines, not dozens. */
export const HEADER_SCAN_RECORDS = 50;

/** Cells up to the last non-empty one: some exporters end data rows, not headers, with a delimiter. */
function filledWidth(cells: readonly string[]): number {
  let width = cells.length;
  while (width > 0 && !cells[width - 1]!.trim()) width--;
  return width;
}

function mostCommon(values: number[]): number {
  const counts = new Map<number, number>();
  let best = 0;
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

/**
 * The row of the first record that looks like the table's header: ≥ 2 cells, most of them filled,
 * and at least as wide as most records after it (a preamble line is narrower than the table).
 * Widths leave out trailing empty cells. No such record: the first record's row (a one-column
 * file), or 1 for no records.
 */
export function detectHeaderRow(records: readonly NumberedRecord[]): number {
  const scanned = records.slice(0, HEADER_SCAN_RECORDS);
  const widths = scanned.map((record) => filledWidth(record.cells));
  for (let i = 0; i < scanned.length; i++) {
    const width = widths[i]!;
    if (width < 2) continue;
    const filled = scanned[i]!.cells.slice(0, width).filter((cell) => cell.trim()).length;
    if (filled * 2 < width) continue;
    if (i === scanned.length - 1 || width >= mostCommon(widths.slice(i + 1))) return scanned[i]!.row;
  }
  return scanned[0]?.row ?? 1;
}

/** Index in `rows` of the header asked for: the record starting on `headerRow`, or the first after it. */
export function headerIndex(rows: readonly number[], headerRow: number): number {
  return rows.findIndex((row) => row >= headerRow);
}

export function headerPastEnd(headerRow: number): ImportRejected {
  return ImportRejected.coded('header_row_past_end', { row: headerRow });
}

export const noHeaderRow = () => ImportRejected.coded('csv_no_header');

/** Far more than any export has; a header of millions of cells is refused before any work. */
export const MAX_COLUMNS = 1_000;

/** The header's cells, trimmed; refuses a header with no name in it, too many columns, or text the API refuses. */
export function headerCells(cells: readonly string[]): string[] {
  if (cells.length > MAX_COLUMNS) {
    throw new ImportRejected(
      `The header row has ${cells.length.toLocaleString('en-US')} columns; at most ${MAX_COLUMNS.toLocaleString('en-US')} can be imported`,
    );
  }
  const headers = cells.map((cell) => cell.trim());
  if (headers.every((header) => !header)) throw noHeaderRow();
  // A mapping names its columns in JSON, which the API refuses with such text in it: the file could
  // be previewed but never imported. NUL everywhere is a UTF-16 file read as UTF-8.
  for (const [index, header] of headers.entries()) {
    const problem = stringProblem(header);
    if (problem === 'nul') throw new ImportRejected(`Column ${index + 1} of the header row ${TEXT_RULES.nul}; if the file is UTF-16, choose that encoding`);
    if (problem) throw new ImportRejected(`Column ${index + 1} of the header row ${TEXT_RULES[problem]}`);
  }
  return headers;
}
