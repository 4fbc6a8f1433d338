import { dueDay, type Due } from '@meridian/shared/model';
import { formatDate, formatDateTime } from '@meridian/shared/format';

/** An all-day due as its calendar day ('Dec 2, 2026'), a timed one with its time. */
export function dueText(due: Due): string {
  return due.all_day ? formatDate(dueDay(due)) : formatDateTime(due.due_at);
}
