import { formatDate, formatDateTime } from '@meridian/shared/format';
import { activityEventFacts } from '@meridian/shared/model';
import { t } from '../../../i18n';
import type { NameOf, TimelineEvent } from './timelineLine';

type Change = TimelineEvent['changes'][number];

const truthy = (value: string | null) => value === 'true' || value === '1';

/** A due date as the timeline says it: an all-day one's day (never moved by a zone), else day and time. */
function dueText(dueAt: string, allDay: boolean): string {
  return allDay ? formatDate(dueAt.slice(0, 10)) : formatDateTime(dueAt);
}

/** 'Scheduled the call “Intro call” for Dec 3, 2026, 10:00 AM', 'Completed …', 'Rescheduled … to …'. */
export function activityTitle(event: TimelineEvent): string {
  const { happening, type, subject, due } = activityEventFacts(event);
  const words = { type, subject };
  const when = due ? dueText(due.due_at, due.all_day) : null;
  switch (happening) {
    case 'scheduled':
      return when ? t('companies.timeline.activity.scheduledFor', { ...words, when }) : t('companies.timeline.activity.scheduled', words);
    case 'rescheduled':
      return when ? t('companies.timeline.activity.rescheduled', { ...words, when }) : t('companies.timeline.activity.edited', words);
    case 'completed':
      return t('companies.timeline.activity.completed', words);
    case 'reopened':
      return t('companies.timeline.activity.reopened', words);
    case 'deleted':
      return t('companies.timeline.activity.deleted', words);
    case 'restored':
      return t('companies.timeline.activity.restored', words);
    case 'edited':
      return t('companies.timeline.activity.edited', words);
    default:
      return t('companies.timeline.other');
  }
}

function shown(change: Change, value: string | null, allDay: boolean, nameOf: NameOf): string {
  if (value === null || value.trim() === '') return t('companies.timeline.none');
  if (change.field === 'due_at') return dueText(value, allDay);
  if (change.field === 'assignee_id') return nameOf(value) ?? value;
  if (change.field === 'all_day') return truthy(value) ? '✓' : '✗';
  return value;
}

/** An edit's changed fields under its line ('subject: Intro → Intro call'); none for the other happenings. */
export function activityLines(event: TimelineEvent, nameOf: NameOf): string[] {
  if (activityEventFacts(event).happening !== 'edited') return [];
  const allDayChange = event.changes.find((c) => c.field === 'all_day');
  const allDay = (value: 'from' | 'to') => (allDayChange ? truthy(allDayChange[value]) : event.details.all_day === 1 || event.details.all_day === 'true');
  return event.changes.map((change) =>
    t('companies.timeline.change', {
      field: t('companies.timeline.activity.field', { field: change.field }),
      from: shown(change, change.from, allDay('from'), nameOf),
      to: shown(change, change.to, allDay('to'), nameOf),
    }),
  );
}
