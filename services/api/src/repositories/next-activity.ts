// A board card's contact's next activity (docs/ARCHITECTURE.md §5 "Activities"): the earliest-due
// open, live activity linked to the contact. Both helpers correlate with `contacts` of the query
// they join, and walk activities_contact_idx (org_slug, contact_id, done_at, due_at, id).
import { sql, type Expression, type SqlBool } from 'kysely';
import type { NextActivity } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';

/** The open, live activities of the query's `contacts` row. */
function openActivitiesOfContact(scope: TenantScope) {
  return scope
    .selectFrom('activities')
    .where(sql<SqlBool>`${sql.ref('activities.contact_id')} = ${sql.ref('contacts.id')}`)
    .where('activities.done_at', 'is', null)
    .where('activities.deleted_at', 'is', null);
}

/** True when the query's `contacts` row has no open activity (the board's `activity=none`). */
export function hasNoOpenActivity(scope: TenantScope): Expression<SqlBool> {
  return sql<SqlBool>`not exists ${openActivitiesOfContact(scope).select(sql`1`.as('one'))}`;
}

/** The join condition of `activities as next_activity`: the id of the contact's earliest-due open activity. */
export function isNextActivity(scope: TenantScope): Expression<SqlBool> {
  const first = openActivitiesOfContact(scope).select('activities.id').orderBy('activities.due_at').orderBy('activities.id').limit(1);
  return sql<SqlBool>`${sql.ref('next_activity.org_slug')} = ${sql.ref('contacts.org_slug')} and ${sql.ref('next_activity.id')} = (${first})`;
}

/** The joined columns' shape, as the card's next_activity (null: none). */
export interface NextActivityColumns {
  next_activity_id: string | null;
  next_activity_type: string | null;
  next_activity_subject: string | null;
  next_activity_due_at: string | null;
  next_activity_all_day: number | null;
}

export const NEXT_ACTIVITY_COLUMNS = [
  'next_activity.id as next_activity_id',
  'next_activity.type as next_activity_type',
  'next_activity.subject as next_activity_subject',
  'next_activity.due_at as next_activity_due_at',
  'next_activity.all_day as next_activity_all_day',
] as const;

export function nextActivityOf(row: NextActivityColumns): NextActivity | null {
  if (row.next_activity_id === null) return null;
  return {
    id: row.next_activity_id,
    type: row.next_activity_type!,
    subject: row.next_activity_subject!,
    due_at: row.next_activity_due_at!,
    all_day: Number(row.next_activity_all_day) === 1,
  };
}
