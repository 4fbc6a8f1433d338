import { formatDate, formatDateTime } from '@meridian/shared/format';
import { activityEventFacts, type AuditEvent } from '@meridian/shared/model';
import { t } from '../../i18n';

/** A due date as the log says it: an all-day one's day (never moved by a zone), else day and time. */
function dueText(due: { due_at: string; all_day: boolean }): string {
  return due.all_day ? formatDate(due.due_at.slice(0, 10)) : formatDateTime(due.due_at);
}

/**
 * An activity's or an activity type's event in one sentence: "Sam scheduled the call “Intro call”
 * for …", "… completed …", "… reopened …", "… rescheduled … to …" (a new due date alone), "… added
 * the activity type “Demo”".
 */
export function describeActivityEvent(event: AuditEvent, actor: string): string {
  if (event.record_type === 'activity_type') {
    const name = event.record_name ?? t('shell.audit.unnamed');
    if (event.action === 'created') return t('shell.audit.activity.typeAdded', { actor, name });
    if (event.action === 'deleted') return t('shell.audit.activity.typeRemoved', { actor, name });
    return t('shell.audit.event.updated', { actor, name, type: event.record_type });
  }
  const { happening, type, subject, due } = activityEventFacts(event);
  const words = { actor, type, subject: subject || t('shell.audit.unnamed') };
  const when = due ? dueText(due) : null;
  switch (happening) {
    case 'scheduled':
      return when ? t('shell.audit.activity.scheduledFor', { ...words, when }) : t('shell.audit.activity.scheduled', words);
    case 'rescheduled':
      return when ? t('shell.audit.activity.rescheduled', { ...words, when }) : t('shell.audit.activity.edited', words);
    case 'completed':
      return t('shell.audit.activity.completed', words);
    case 'reopened':
      return t('shell.audit.activity.reopened', words);
    case 'deleted':
      return t('shell.audit.activity.deleted', words);
    case 'restored':
      return t('shell.audit.activity.restored', words);
    case 'edited':
      return t('shell.audit.activity.edited', words);
    default:
      return t('shell.audit.event.updated', { actor, name: words.subject, type: event.record_type });
  }
}
