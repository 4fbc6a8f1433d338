import { dueDay, type Due } from '@meridian/contract';
import { formatDate, formatDateTime } from '@meridian/shared/format';

/** When an activity is due as the member reads it: its day for an all-day one, else its date and time. */
export function dueText(due: Due): string {
  return due.all_day ? formatDate(dueDay(due)) : formatDateTime(due.due_at);
}
