// Activities: calls, meetings, tasks, emails, deadlines and an organisation's own types, due on a
// day or at a time, assigned to a member, linked to a contact, a company and/or a deal; the
// notification centre their reminders fill; a member's calendar feed (docs/ARCHITECTURE.md §5
// "Activities").
import { Type, type Static } from '@sinclair/typebox';
import {
  ACTIVITY_DURATION_MAX,
  ACTIVITY_NOTE_MAX,
  ACTIVITY_PAGE_DEFAULT,
  ACTIVITY_PAGE_MAX,
  ACTIVITY_SECTIONS,
  ACTIVITY_SUBJECT_MAX,
  ACTIVITY_TYPE_NAME_MAX,
  NOTIFICATION_PAGE_MAX,
} from './activity-rules';
import { DateTime, NullableString, StringEnum, WithDefaults } from './common';
import { MAX_PAGE } from './rules';

const Id = (description: string) => Type.String({ maxLength: 100, description });
const Day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

/** A built-in type's key ('call') or one of the organisation's own types' ids. */
export const ActivityTypeKey = Type.String({
  minLength: 1,
  maxLength: 100,
  description: "A built-in type ('call', 'meeting', 'task', 'email', 'deadline') or the id of one of the organisation's own",
});

export const ActivityType = Type.Object({
  key: ActivityTypeKey,
  /** A built-in type's name is the client's to translate (by key); an organisation's own type has its name here. */
  name: NullableString({ description: "The organisation's own type's name; null for a built-in type (clients name it by key)" }),
  builtin: Type.Boolean(),
});
export type ActivityType = Static<typeof ActivityType>;

export const ActivityTypesAnswer = Type.Object({
  types: Type.Array(ActivityType, { description: "Built-in types first, then the organisation's own by name" }),
});
export type ActivityTypesAnswer = Static<typeof ActivityTypesAnswer>;

export const ActivityTypeCreate = Type.Object({ name: Type.String({ minLength: 1, maxLength: ACTIVITY_TYPE_NAME_MAX }) }, { additionalProperties: false });
export type ActivityTypeCreate = Static<typeof ActivityTypeCreate>;

export const ActivityTypeParams = Type.Object({ key: Type.String({ maxLength: 100, description: "An organisation's own type's id" }) });
export type ActivityTypeParams = Static<typeof ActivityTypeParams>;

export const Activity = Type.Object({
  id: Type.String(),
  type: ActivityTypeKey,
  subject: Type.String(),
  due_at: DateTime("When it is due. all_day: that calendar day at 00:00 UTC, to be read as the day ('2026-12-02'), never moved by a zone"),
  all_day: Type.Boolean(),
  duration_minutes: Type.Union([Type.Integer({ minimum: 1, maximum: ACTIVITY_DURATION_MAX }), Type.Null()]),
  note: NullableString(),
  assignee_id: Type.String({ description: 'A member id (GET /members)' }),
  assignee_name: NullableString({ description: "The assignee's name as last seen" }),
  created_by: Type.String({ description: 'The member who created it' }),
  done: Type.Boolean(),
  done_at: Type.Union([DateTime('When it was marked done'), Type.Null()]),
  done_by: NullableString({ description: 'The member who marked it done' }),
  contact_id: NullableString(),
  contact_name: NullableString({ description: "The linked contact's display name ('Unnamed Contact' rules: null when it has no name)" }),
  company_id: NullableString(),
  company_name: NullableString(),
  deal_contact_id: NullableString({
    description: 'Linked to the deal of this contact (its pipeline entry); null when not linked or the contact left the pipeline',
  }),
  created_at: DateTime(),
  updated_at: DateTime(),
});
export type Activity = Static<typeof Activity>;

const subject = Type.String({ minLength: 1, maxLength: ACTIVITY_SUBJECT_MAX, description: 'Not blank after trimming' });
const duration = Type.Union([Type.Integer({ minimum: 1, maximum: ACTIVITY_DURATION_MAX }), Type.Null()], { description: 'Minutes; null: none' });
const note = Type.Union([Type.String({ maxLength: ACTIVITY_NOTE_MAX }), Type.Null()]);
const link = (what: string) => Type.Union([Id(what), Type.Null()]);

/** POST /activities. due_at: an instant (ISO 8601 with a zone), or for all_day the day at 00:00 UTC ('2026-12-02' is accepted too). */
export const ActivityCreate = Type.Object(
  {
    type: ActivityTypeKey,
    subject,
    due_at: Type.String({ maxLength: 40, description: 'ISO 8601 instant; for all_day a calendar day (YYYY-MM-DD or its 00:00 UTC instant)' }),
    all_day: Type.Optional(Type.Boolean({ default: false })),
    duration_minutes: Type.Optional(duration),
    note: Type.Optional(note),
    assignee_id: Type.Optional(Id('A member; the caller when absent')),
    contact_id: Type.Optional(link('A contact the caller sees')),
    company_id: Type.Optional(link('A company the caller sees')),
    deal_contact_id: Type.Optional(link('The contact whose deal (pipeline entry) this is about; links that contact too')),
    /** "Log a call": an activity that already happened, created done. */
    done: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type ActivityCreate = Static<typeof ActivityCreate>;

/** PUT /activities/{id}: only the fields sent change. Done-ness changes through complete / reopen. */
export const ActivityChange = Type.Partial(Type.Omit(ActivityCreate, ['done']), { additionalProperties: false, minProperties: 1 });
export type ActivityChange = Static<typeof ActivityChange>;

export const ActivityParams = Type.Object({ id: Type.String({ description: 'Activity id' }) });
export type ActivityParams = Static<typeof ActivityParams>;

const tz = Type.String({ maxLength: 64, default: 'UTC', description: "The IANA time zone whose days 'today', 'overdue' and the due range are counted in" });

/** GET /activities: filters combine with AND. Open sections sort by due time; done by when done, newest first. */
export const ActivityQuery = WithDefaults(
  {
    assignee_id: Type.Optional(Id('Only activities assigned to this member (always an id, never "me": answers are cached per URL)')),
    type: Type.Optional(ActivityTypeKey),
    section: Type.Optional(StringEnum(ACTIVITY_SECTIONS, { description: 'overdue, today, upcoming (open ones) or done' })),
    done: Type.Optional(Type.Boolean({ description: 'Only done (true) or open (false) ones' })),
    from: Type.Optional(Day('Due on or after this day (in tz)')),
    to: Type.Optional(Day('Due on or before this day (in tz)')),
    contact_id: Type.Optional(Id('Linked to this contact')),
    company_id: Type.Optional(Id('Linked to this company')),
    deal_contact_id: Type.Optional(Id("Linked to this contact's deal")),
    tz,
    offset: Type.Integer({ minimum: 0, maximum: MAX_PAGE * ACTIVITY_PAGE_MAX, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: ACTIVITY_PAGE_MAX, default: ACTIVITY_PAGE_DEFAULT }),
  },
  { additionalProperties: false },
);
export type ActivityQuery = Static<typeof ActivityQuery>;

export const ActivityPage = Type.Object({
  activities: Type.Array(Activity),
  total: Type.Integer({ minimum: 0 }),
  offset: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1 }),
  hasMore: Type.Boolean(),
});
export type ActivityPage = Static<typeof ActivityPage>;

/** GET /activities/counts: "My work"'s section counts for one assignee in one zone. */
export const ActivityCountsQuery = WithDefaults({ assignee_id: Id('The member whose work is counted'), tz }, { additionalProperties: false });
export type ActivityCountsQuery = Static<typeof ActivityCountsQuery>;

export const ActivityCounts = Type.Object({
  overdue: Type.Integer({ minimum: 0 }),
  today: Type.Integer({ minimum: 0 }),
  upcoming: Type.Integer({ minimum: 0 }),
  done: Type.Integer({ minimum: 0 }),
});
export type ActivityCounts = Static<typeof ActivityCounts>;

/** A board card's contact's next open activity (earliest due), for the card's mark. */
export const NextActivity = Type.Object({
  id: Type.String(),
  type: ActivityTypeKey,
  subject: Type.String(),
  due_at: DateTime(),
  all_day: Type.Boolean(),
});
export type NextActivity = Static<typeof NextActivity>;

// ---- Notifications --------------------------------------------------------------------------

/** One item of the notification centre: today only an activity's reminder. */
export const Notification = Type.Object({
  id: Type.String(),
  kind: StringEnum(['activity_due'] as const),
  activity_id: Type.String(),
  subject: Type.String({ description: "The activity's subject when the reminder was sent" }),
  type: ActivityTypeKey,
  due_at: DateTime(),
  all_day: Type.Boolean(),
  contact_id: NullableString(),
  company_id: NullableString(),
  deal_contact_id: NullableString(),
  created_at: DateTime(),
  read_at: Type.Union([DateTime(), Type.Null()]),
});
export type Notification = Static<typeof Notification>;

export const NotificationQuery = WithDefaults(
  {
    limit: Type.Integer({ minimum: 1, maximum: NOTIFICATION_PAGE_MAX, default: 20 }),
    after: Type.Optional(DateTime('Only notifications created after this instant (a poll asks for what is new)')),
  },
  { additionalProperties: false },
);
export type NotificationQuery = Static<typeof NotificationQuery>;

/** GET /notifications: the caller's newest first, and how many are unread in all. */
export const NotificationPage = Type.Object({ notifications: Type.Array(Notification), unread: Type.Integer({ minimum: 0 }) });
export type NotificationPage = Static<typeof NotificationPage>;

/** POST /notifications/read: these ids, or every one of the caller's. */
export const NotificationsRead = Type.Union([
  Type.Object({ ids: Type.Array(Id('A notification id'), { minItems: 1, maxItems: 100 }) }, { additionalProperties: false }),
  Type.Object({ all: Type.Literal(true) }, { additionalProperties: false }),
]);
export type NotificationsRead = Static<typeof NotificationsRead>;

export const NotificationsReadAnswer = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type NotificationsReadAnswer = Static<typeof NotificationsReadAnswer>;

// ---- Calendar feed --------------------------------------------------------------------------

/** GET /me/calendar: whether the caller's feed is on. Its URL is secret and shown only when made (POST). */
export const CalendarFeed = Type.Object({
  enabled: Type.Boolean(),
  created_at: Type.Union([DateTime('When the current URL was made'), Type.Null()]),
  /** Only in POST /me/calendar's answer. */
  url: Type.Optional(Type.String({ format: 'uri', description: 'The private iCalendar URL (a secret: anyone with it reads the feed)' })),
});
export type CalendarFeed = Static<typeof CalendarFeed>;

export const CalendarTokenParams = Type.Object({ token: Type.String({ maxLength: 200, description: 'The feed\'s secret, with ".ics" after it' }) });
export type CalendarTokenParams = Static<typeof CalendarTokenParams>;
