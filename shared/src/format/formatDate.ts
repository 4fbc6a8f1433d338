import { toDate, type DateInput } from './toDate';

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** 'Jan 5, 2024' in local time; 'N/A' when empty; 'Invalid Date' when unparseable (SPEC §3). */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return 'N/A';
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return DATE.format(date);
}
