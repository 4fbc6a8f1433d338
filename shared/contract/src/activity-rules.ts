// Activities (calls, meetings, tasks, emails, deadlines and an organisation's own types): the
// plain rules both sides apply. Plain values and functions only: the front end imports them;
// activities.ts builds the wire schemas from them.
import { canSeeRecord, hasRole, type RecordAccess, type Viewer } from './team-rules';
import { dayInZone, zonedTime } from './time-rules';

/** The types every organisation has; an organisation adds its own (GET /activity-types). */
export const BUILTIN_ACTIVITY_TYPES = ['call', 'meeting', 'task', 'email', 'deadline'] as const;
export type BuiltinActivityType = (typeof BUILTIN_ACTIVITY_TYPES)[number];
export const isBuiltinActivityType = (value: unknown): value is BuiltinActivityType => BUILTIN_ACTIVITY_TYPES.includes(value as BuiltinActivityType);

export const ACTIVITY_SUBJECT_MAX = 200;
export const ACTIVITY_NOTE_MAX = 10_000;
/** A duration is whole minutes, at most a week. */
export const ACTIVITY_DURATION_MAX = 7 * 24 * 60;
export const ACTIVITY_TYPE_NAME_MAX = 50;
/** An organisation's own types, at most. */
export const CUSTOM_ACTIVITY_TYPES_MAX = 30;
export const ACTIVITY_PAGE_DEFAULT = 50;
export const ACTIVITY_PAGE_MAX = 200;
/** Due dates between these years only: anything else is a typing mistake. */
export const ACTIVITY_YEAR_MIN = 1970;
export const ACTIVITY_YEAR_MAX = 9999;

/** "My work"'s sections: open and due before today, open and due today, open and due later, done. */
export const ACTIVITY_SECTIONS = ['overdue', 'today', 'upcoming', 'done'] as const;
export type ActivitySection = (typeof ACTIVITY_SECTIONS)[number];

/** A board card's mark: its contact's next open activity is overdue, due today, planned later, or there is none. */
export const NEXT_ACTIVITY_STATES = ['overdue', 'today', 'planned', 'none'] as const;
export type NextActivityState = (typeof NEXT_ACTIVITY_STATES)[number];

/**
 * When an activity is due: `all_day` ones on a calendar day (due_at is that day at 00:00 UTC and is
 * read as the day, never moved by a zone, like a deal's close date); the others at an instant.
 */
export interface Due {
  due_at: string;
  all_day: boolean;
}

/** The calendar day of an all-day due_at ('2026-12-02T00:00:00.000Z' → '2026-12-02'). */
export const dueDay = (due: Due): string => due.due_at.slice(0, 10);

/** Where an open activity stands at `now` for a member in `timeZone`: overdue, today, or upcoming. */
export function openSection(due: Due, now: Date, timeZone: string): Exclude<ActivitySection, 'done'> {
  const today = dayInZone(now, timeZone);
  const day = due.all_day ? dueDay(due) : dayInZone(new Date(due.due_at), timeZone);
  if (day < today) return 'overdue';
  if (day > today) return 'upcoming';
  // Due today: a timed one whose time has passed is overdue already.
  return !due.all_day && Date.parse(due.due_at) < now.getTime() ? 'overdue' : 'today';
}

/** A board card's mark from its contact's next open activity (null: none planned). */
export function nextActivityState(next: Due | null, now: Date, timeZone: string): NextActivityState {
  if (!next) return 'none';
  const section = openSection(next, now, timeZone);
  return section === 'upcoming' ? 'planned' : section;
}

/** An all-day activity reminds its assignee at this time of its day, in their zone. */
export const ALL_DAY_REMINDER_TIME = '09:00';

/** When an activity's reminder is due: at its time, or an all-day one at 09:00 in the assignee's zone (UTC when they chose none). */
export function reminderAt(due: Due, assigneeTimeZone: string | null): Date {
  if (!due.all_day) return new Date(due.due_at);
  return zonedTime(dueDay(due), ALL_DAY_REMINDER_TIME, assigneeTimeZone ?? 'UTC');
}

/** What decides who sees and changes an activity: its assignee, creator, and the owners of the records it links. */
export interface ActivityAccessFacts {
  assignee_id: string;
  created_by: string;
  /** Owners of the linked contact and company (none linked: an empty list). */
  linked_owner_ids: readonly (string | null)[];
}

/**
 * Who sees an activity: its assignee and creator always; otherwise whoever sees one of the records
 * it links (an activity linking nothing: whoever sees every record, i.e. not a member under owners_only).
 */
export function canSeeActivity(viewer: Viewer, access: RecordAccess, facts: ActivityAccessFacts): boolean {
  if (facts.assignee_id === viewer.id || facts.created_by === viewer.id) return true;
  if (facts.linked_owner_ids.length === 0) return canSeeRecord(viewer, access, null);
  return facts.linked_owner_ids.some((owner) => canSeeRecord(viewer, access, owner));
}

/**
 * Who changes (edits, completes, reopens, deletes) an activity: a member or stronger who sees it,
 * and is its assignee or creator, or an admin, or anyone under everyone_edits. Read-only: nobody.
 */
export function canEditActivity(viewer: Viewer, access: RecordAccess, facts: ActivityAccessFacts): boolean {
  if (!hasRole(viewer.role, 'member') || !canSeeActivity(viewer, access, facts)) return false;
  return access === 'everyone_edits' || hasRole(viewer.role, 'admin') || facts.assignee_id === viewer.id || facts.created_by === viewer.id;
}

/** The notification toggles of Settings, kept per member by the API. */
export const NOTIFICATION_CHANNELS = ['email', 'push', 'desktop'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type NotificationToggles = Record<NotificationChannel, boolean>;
/** docs/PRODUCT.md §9's defaults. Desktop notifications also need the browser's permission, asked only when the member turns the toggle on. */
export const DEFAULT_NOTIFICATIONS: NotificationToggles = { email: true, push: false, desktop: true };

export const NOTIFICATION_PAGE_MAX = 50;
