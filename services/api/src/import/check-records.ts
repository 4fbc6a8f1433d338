// First pass over the records, while they are parsed and before any database lock is taken:
// everything about a row that depends on the row alone. Rows that pass are kept column by column
// (a million small objects would cost far more memory than seven arrays).
import type { FieldColumns } from './resolve-mapping';
import { checkRecord } from './row-rules';

export interface RowError {
  /** Spreadsheet row: the header is row 1, the first record row 2. */
  row: number;
  error: string;
}

export interface Candidates {
  row: number[];
  first: string[];
  last: string[];
  email: (string | null)[];
  phone: (string | null)[];
  company: (string | null)[];
  tags: (string | null)[];
}

export interface CheckedRecords {
  candidates: Candidates;
  errors: RowError[];
}

const UNTERMINATED = 'A quoted value is never closed (its closing quote is missing)';

/** Checks records as they are parsed (see RecordSink), keeping only what passes. */
export function recordChecker(width: number, columns: FieldColumns) {
  const candidates: Candidates = { row: [], first: [], last: [], email: [], phone: [], company: [], tags: [] };
  const errors: RowError[] = [];
  return {
    add(records: readonly string[][], first: number, unterminated: boolean): void {
      for (let i = 0; i < records.length; i++) {
        const row = first + i + 2;
        const checked = unterminated && i === records.length - 1 ? UNTERMINATED : checkRecord(records[i]!, width, columns);
        if (typeof checked === 'string') {
          errors.push({ row, error: checked });
          continue;
        }
        candidates.row.push(row);
        candidates.first.push(checked.first);
        candidates.last.push(checked.last);
        candidates.email.push(checked.email);
        candidates.phone.push(checked.phone);
        candidates.company.push(checked.company);
        candidates.tags.push(checked.tags);
      }
    },
    result: (): CheckedRecords => ({ candidates, errors }),
  };
}

/** Keeps only the candidates at `indexes` (ascending), in place: no second copy of a big file. */
export function keepCandidates(candidates: Candidates, indexes: readonly number[]): void {
  for (const column of Object.values(candidates) as unknown[][]) {
    for (let k = 0; k < indexes.length; k++) column[k] = column[indexes[k]!];
    column.length = indexes.length;
  }
}

/** Two row-ordered error lists as one. */
export function mergeErrors(a: readonly RowError[], b: readonly RowError[]): RowError[] {
  const out: RowError[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]!.row <= b[j]!.row)) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  return out;
}
