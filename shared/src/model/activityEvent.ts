// An activity's audit event read as what happened to it, for every timeline that words it (a
// contact's and a company's Activity tab, the Audit log). No words here: each package has its own.
import type { AuditEvent } from '@meridian/contract';

/** What happened: scheduled, completed, reopened, rescheduled (a new due date), edited, deleted, restored. */
export type ActivityHappening = 'scheduled' | 'completed' | 'reopened' | 'rescheduled' | 'edited' | 'deleted' | 'restored' | 'other';

export interface ActivityEventFacts {
  happening: ActivityHappening;
  /** The activity's type key ('call', 'meeting', an organisation's own type's key); '' when the event has none. */
  type: string;
  /** Its subject as it was then ('Intro call'). */
  subject: string;
  /** When it is (now) due: scheduled ones and rescheduled ones, when the event says. */
  due: { due_at: string; all_day: boolean } | null;
}

type EventParts = Pick<AuditEvent, 'action' | 'record_name' | 'changes' | 'details'>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

const HAPPENINGS: Partial<Record<AuditEvent['action'], ActivityHappening>> = {
  created: 'scheduled',
  completed: 'completed',
  reopened: 'reopened',
  deleted: 'deleted',
  restored: 'restored',
};

/** The fields that say when it is due: an edit of these alone is a reschedule. */
const DUE_FIELDS = new Set(['due_at', 'all_day']);

function dueOf(event: EventParts): ActivityEventFacts['due'] {
  const dueChange = event.changes.find((c) => c.field === 'due_at');
  const allDayChange = event.changes.find((c) => c.field === 'all_day');
  const dueAt = text(dueChange?.to) ?? text(event.details.due_at);
  if (!dueAt) return null;
  return { due_at: dueAt, all_day: truthy(allDayChange ? allDayChange.to : event.details.all_day) };
}

/** The facts of an audit event whose record_type is 'activity'. */
export function activityEventFacts(event: EventParts): ActivityEventFacts {
  const typeChange = event.changes.find((c) => c.field === 'type');
  const type = text(event.details.type) ?? text(typeChange?.to) ?? '';
  const subjectChange = event.changes.find((c) => c.field === 'subject');
  const subject = text(event.record_name) ?? text(event.details.subject) ?? text(subjectChange?.to) ?? '';
  let happening: ActivityHappening = HAPPENINGS[event.action] ?? 'other';
  if (event.action === 'updated') {
    const reschedule = event.changes.length > 0 && event.changes.every((c) => DUE_FIELDS.has(c.field)) && event.changes.some((c) => c.field === 'due_at');
    happening = reschedule ? 'rescheduled' : 'edited';
  }
  const due = happening === 'scheduled' || happening === 'rescheduled' ? dueOf(event) : null;
  return { happening, type, subject, due };
}
