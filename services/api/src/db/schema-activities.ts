import type { ColumnType } from 'kysely';

// The tables of activities, their reminders and the calendar feed (migration 0018), beside
// schema.ts's: the same column conventions.
type Immutable<T> = ColumnType<T, T, never>;
type Id = Immutable<string>;
type OrgSlug = Immutable<string>;
type Timestamp = string;
type CreatedAt = Immutable<Timestamp>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** Migration 0018. due_at: an instant, or for all_day (1) the day at 00:00 UTC. */
export interface ActivitiesTable {
  id: Id;
  org_slug: OrgSlug;
  type: string;
  subject: string;
  due_at: Timestamp;
  all_day: number;
  duration_minutes: Nullable<number>;
  note: Nullable<string>;
  assignee_id: string;
  created_by: Immutable<string>;
  contact_id: Nullable<string>;
  company_id: Nullable<string>;
  /** The pipeline entry (deal) it is about. */
  deal_entry_id: Nullable<string>;
  done_at: Nullable<Timestamp>;
  done_by: Nullable<string>;
  /** When its reminder is due (the contract's reminderAt); reminded_at once an instance claimed it. */
  remind_at: Timestamp;
  reminded_at: Nullable<Timestamp>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  deleted_at: Nullable<Timestamp>;
}

/** An organisation's own activity types (migration 0018). */
export interface ActivityTypesTable {
  id: Id;
  org_slug: OrgSlug;
  name: string;
  created_at: CreatedAt;
}

/** The notification centre (migration 0018): one row per reminder sent to a member. */
export interface NotificationsTable {
  id: Id;
  org_slug: OrgSlug;
  user_id: Immutable<string>;
  kind: Immutable<string>;
  activity_id: Immutable<string>;
  subject: string;
  type: string;
  due_at: Timestamp;
  all_day: number;
  contact_id: Nullable<string>;
  company_id: Nullable<string>;
  deal_contact_id: Nullable<string>;
  created_at: CreatedAt;
  read_at: Nullable<Timestamp>;
  /** When its email went out (null: not sent, or the member has email reminders off). */
  emailed_at: Nullable<Timestamp>;
}

/** A member's private calendar feed (migration 0018): the sha256 of its secret only. */
export interface CalendarFeedsTable {
  org_slug: OrgSlug;
  user_id: Immutable<string>;
  token_hash: string;
  created_at: Timestamp;
}
