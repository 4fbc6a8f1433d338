import {
  ACTIVITY_DURATION_MAX,
  ACTIVITY_SUBJECT_MAX,
  ACTIVITY_YEAR_MAX,
  ACTIVITY_YEAR_MIN,
  CALENDAR_DAY,
  WALL_TIME,
  dayInZone,
  dueDay,
  zonedTime,
  type Activity,
  type ActivityChange,
  type ActivityCreate,
} from '@meridian/contract';
import { clockInZone } from './clockInZone';

/** A linked contact or company as the composer shows it. */
export interface LinkValue {
  id: string;
  name: string;
}

/** The composer's fields as typed: the day and time are the member's wall clock. */
export interface ComposerValues {
  type: string;
  subject: string;
  /** 'YYYY-MM-DD' (the date input's value). */
  day: string;
  /** 'HH:MM', or '' for an all-day activity. */
  time: string;
  /** Minutes as typed; '' for none. */
  duration: string;
  note: string;
  assigneeId: string;
  contact: LinkValue | null;
  company: LinkValue | null;
  /** Linked to this contact's deal (set by the deal's record, never typed). */
  dealContactId: string | null;
  /** "Mark as done": logs something that already happened (a new activity only). */
  done: boolean;
}

export type ComposerField = 'subject' | 'day' | 'time' | 'duration';
export type ComposerProblem = 'subjectRequired' | 'subjectTooLong' | 'dayInvalid' | 'timeInvalid' | 'durationInvalid';
export type ComposerErrors = Partial<Record<ComposerField, ComposerProblem>>;

/** A calendar day that exists ('2026-02-30' does not), in the years the API accepts. */
function isValidDay(day: string): boolean {
  if (!CALENDAR_DAY.test(day)) return false;
  const year = Number(day.slice(0, 4));
  if (year < ACTIVITY_YEAR_MIN || year > ACTIVITY_YEAR_MAX) return false;
  return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

/** The API's rules, checked before sending: a subject, a real day, a time and duration when given. */
export function validateComposer(values: ComposerValues): ComposerErrors {
  const errors: ComposerErrors = {};
  const subject = values.subject.trim();
  if (!subject) errors.subject = 'subjectRequired';
  else if (subject.length > ACTIVITY_SUBJECT_MAX) errors.subject = 'subjectTooLong';
  if (!isValidDay(values.day)) errors.day = 'dayInvalid';
  if (values.time && !WALL_TIME.test(values.time)) errors.time = 'timeInvalid';
  if (values.duration.trim()) {
    const minutes = Number(values.duration);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > ACTIVITY_DURATION_MAX) errors.duration = 'durationInvalid';
  }
  return errors;
}

/** The fields both a new activity and a change send: the due time converted from the member's zone. */
function commonFields(values: ComposerValues, timeZone: string): ActivityChange {
  const due = values.time ? { due_at: zonedTime(values.day, values.time, timeZone).toISOString(), all_day: false } : { due_at: values.day, all_day: true };
  return {
    type: values.type,
    subject: values.subject.trim(),
    ...due,
    duration_minutes: values.duration.trim() ? Number(values.duration) : null,
    note: values.note.trim() ? values.note : null,
    assignee_id: values.assigneeId,
    contact_id: values.contact?.id ?? null,
    company_id: values.company?.id ?? null,
    deal_contact_id: values.dealContactId,
  };
}

/** POST /activities's body. */
export function toCreate(values: ComposerValues, timeZone: string): ActivityCreate {
  return { ...(commonFields(values, timeZone) as ActivityCreate), done: values.done };
}

/** PUT /activities/{id}'s body (done-ness changes through complete / reopen). */
export function toChange(values: ComposerValues, timeZone: string): ActivityChange {
  return commonFields(values, timeZone);
}

/** An activity's fields as the composer edits them, its time read in the member's zone. */
export function valuesOf(activity: Activity, timeZone: string): ComposerValues {
  const at = new Date(activity.due_at);
  return {
    type: activity.type,
    subject: activity.subject,
    day: activity.all_day ? dueDay(activity) : dayInZone(at, timeZone),
    time: activity.all_day ? '' : clockInZone(at, timeZone),
    duration: activity.duration_minutes ? String(activity.duration_minutes) : '',
    note: activity.note ?? '',
    assigneeId: activity.assignee_id,
    contact: activity.contact_id ? { id: activity.contact_id, name: activity.contact_name ?? '' } : null,
    company: activity.company_id ? { id: activity.company_id, name: activity.company_name ?? '' } : null,
    dealContactId: activity.deal_contact_id,
    done: activity.done,
  };
}

/** What a new activity starts as. */
export interface ComposerPreset {
  type?: string;
  /** Due now (the time filled in): "Log a call". */
  now?: boolean;
  done?: boolean;
  contact?: LinkValue | null;
  company?: LinkValue | null;
  dealContactId?: string | null;
}

/** A new activity: a task due today (all day) for the member, unless the preset says otherwise. */
export function newValues(assigneeId: string, timeZone: string, preset: ComposerPreset = {}, now = new Date()): ComposerValues {
  return {
    type: preset.type ?? 'task',
    subject: '',
    day: dayInZone(now, timeZone),
    time: preset.now ? clockInZone(now, timeZone) : '',
    duration: '',
    note: '',
    assigneeId,
    contact: preset.contact ?? null,
    company: preset.company ?? null,
    dealContactId: preset.dealContactId ?? null,
    done: preset.done ?? false,
  };
}
