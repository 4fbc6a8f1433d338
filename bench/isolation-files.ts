// The files bench:import-isolation sends (import-isolation.ts): each built in memory before its step.
import { randomBytes } from 'node:crypto';
import { generateCsv } from './import-csv';

/** One line of `columns` names of 8 characters (9 bytes with the comma), then one short data row. */
export function wideHeaderCsv(bytes: number): Buffer<ArrayBuffer> {
  const columns = Math.floor(bytes / 9);
  const names = Array.from({ length: columns }, (_, i) => `c${String(i).padStart(7, '0')}`);
  return Buffer.from(`${names.join(',')}\r\nwide@isolation.test,Wide\r\n`);
}

/** A file of import-csv.ts's shape cut to about `bytes`, whole lines only. */
export function ordinaryCsv(bytes: number): Buffer<ArrayBuffer> {
  const csv = generateCsv(Math.ceil(bytes / 85)).csv;
  return Buffer.from(csv.slice(0, csv.lastIndexOf('\r\n', bytes) + 2));
}

/** Rows that all fail a check (no email address in the email column), about `bytes` of them. */
export function invalidCsv(bytes: number): Buffer<ArrayBuffer> {
  const lines = ['first,last,email'];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `Bad${i},Row${i},not-an-address-${i}`;
    lines.push(line);
    size += line.length + 2;
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** Bytes that are no text at all: no header, no lines, NULs and invalid UTF-8 anywhere. */
export const noise = (bytes: number): Buffer<ArrayBuffer> => Buffer.from(randomBytes(bytes));

/** Valid rows of the trickled upload, `n` from number `from` on: about 40 bytes each. */
export function trickleRows(from: number, n: number): string {
  return Array.from({ length: n }, (_, i) => `Slow,Row${from + i},slow.${from + i}@trickle.test\r\n`).join('');
}
