export type DateInput = string | number | Date | null | undefined;

const NUMERIC = /^-?\d+(\.\d+)?$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * docs/PRODUCT.md §3: a number above 1e12 is milliseconds, above 1e9 seconds, anything else milliseconds;
 * numeric strings count as numbers. A date-only string ('2024-01-05') is that calendar day in
 * local time (the Date constructor would read it as UTC midnight, the day before in the Americas).
 * Returns null for empty input (null, undefined, '').
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return fromNumber(Number(value));
  if (typeof value === 'number') return fromNumber(value);
  const dateOnly = DATE_ONLY.exec(value.trim());
  if (dateOnly) return localDay(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  return new Date(value);
}

function localDay(year: number, month: number, day: number): Date {
  const date = new Date(year, month - 1, day);
  // Reject days the constructor would roll over ('2024-02-30' → Mar 1).
  return date.getMonth() === month - 1 && date.getDate() === day ? date : new Date(NaN);
}

function fromNumber(n: number): Date {
  if (n > 1e12) return new Date(n);
  if (n > 1e9) return new Date(n * 1000);
  return new Date(n);
}
