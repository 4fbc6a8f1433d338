import { toDate, type DateInput } from './toDate';

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Jan 5, 2024, 3:30 PM' in local time, with the same empty/invalid rules as formatDate. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return 'N/A';
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  // Newer ICU puts a narrow no-break space before AM/PM; keep plain spaces.
  return DATE_TIME.format(date).replace(/\u202f/g, ' ');
}
