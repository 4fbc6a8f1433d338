// A generated contacts CSV whose outcome is known row by row: the import e2e checks the counts,
// the listed errors and the error report against it.
import Papa from 'papaparse';

export const IMPORT_HEADER = ['Given name', 'Surname', 'E-mail Address', 'Mobile', 'Organization', 'Labels', 'Notes'];

export interface GeneratedImport {
  csv: string;
  /** Spreadsheet rows (header = 1; a cell's line break moves the rows after it) that must fail, with what the reason must mention. */
  failures: Map<number, RegExp>;
  /** Rows that must be imported, as the template's columns. */
  imported: string[][];
  companies: Set<string>;
}

/**
 * `rows` data rows for the word: every 200th a duplicate (other case) of the row before,
 * every 400th an invalid email, every 1000th neither name nor email, row 7 an email the
 * organisation has already; some quoted commas, quotes and newlines.
 */
export function generateImport(rows: number, word: string, existingEmail: string): GeneratedImport {
  const lines: string[][] = [IMPORT_HEADER];
  const failures = new Map<number, RegExp>();
  const imported: string[][] = [];
  const companies = new Set<string>();
  let row = 2; // the spreadsheet row this record starts on (a quoted line break takes a row too)
  let previousRow = 1;
  for (let i = 0; i < rows; i += 1) {
    const first = `Imp${i}`;
    const email = `imp${i}.${word}@example.com`.toLowerCase();
    const phone = i % 3 === 0 ? `+1 555 ${String(i).padStart(4, '0')}` : '';
    const company = `Co${i % 40} ${word}`;
    const tags = i % 10 === 0 ? 'vip, e2e' : 'e2e';
    const notes = i % 500 === 0 ? 'said "hi",\nthen left' : '';
    let line = [first, word, email, phone, company, tags, notes];
    if (i === 5) {
      line = [first, word, existingEmail, phone, company, tags, notes];
      failures.set(row, /already exists/i);
    } else if (i % 200 === 7) {
      line = [first, word, `imp${i - 1}.${word}@example.com`.toUpperCase(), phone, company, tags, notes];
      failures.set(row, new RegExp(`row ${previousRow}`, 'i'));
    } else if (i % 400 === 13) {
      line = [first, word, `not-an-email-${i}`, phone, company, tags, notes];
      failures.set(row, /valid email address/i);
    } else if (i % 1000 === 21) {
      line = ['', '', '', phone, company, tags, notes];
      failures.set(row, /email is required/i);
    } else {
      imported.push([first, word, email, phone, company, tags]);
      companies.add(company);
    }
    lines.push(line);
    previousRow = row;
    row += 1 + (line.join('').match(/\n/g)?.length ?? 0);
  }
  return { csv: `\uFEFF${Papa.unparse(lines, { newline: '\r\n' })}\r\n`, failures, imported, companies };
}

/** Data rows of a CSV as arrays (header dropped), blank lines skipped. */
export function csvRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return parsed.data.slice(1);
}
