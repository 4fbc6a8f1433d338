import { formatDate, formatDateTime, formatTime } from '@meridian/shared/format';
import { dueDay, type NextActivity, type NextActivityState } from '@meridian/shared/model';
import { t } from '../../../i18n';

/** When it is due, as the mark's words say it: the day of an all-day one, the time of one due today, else day and time. */
function whenText(next: NextActivity, state: NextActivityState): string {
  if (next.all_day) return formatDate(dueDay(next));
  return state === 'today' ? formatTime(next.due_at) : formatDateTime(next.due_at);
}

/** The card mark's tooltip and screen-reader text: 'Overdue: Call Chloe, Dec 1', 'No activity planned'. */
export function nextActivityText(next: NextActivity | null, state: NextActivityState): string {
  if (!next || state === 'none') return t('pipeline.card.activity.none');
  const words = { subject: next.subject, when: whenText(next, state) };
  if (state === 'overdue') return t('pipeline.card.activity.overdue', words);
  if (state === 'today') return t('pipeline.card.activity.today', words);
  return t('pipeline.card.activity.planned', words);
}
