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

/**
 * The next activity of each of these contacts (absent: none open): one query per page of cards,
 * reading the contacts' open activities on activities_contact_idx and numbering them per contact
 * by due time, the first of each kept.
 */
export async function nextActivities(scope: TenantScope, contactIds: readonly string[]): Promise<Map<string, NextActivity>> {
  if (contactIds.length === 0) return new Map();
  const ranked = scope
    .selectFrom('activities')
    .where('activities.contact_id', 'in', [...new Set(contactIds)])
    .where('activities.done_at', 'is', null)
    .where('activities.deleted_at', 'is', null)
    .select([
      'activities.contact_id',
      'activities.id',
      'activities.type',
      'activities.subject',
      'activities.due_at',
      'activities.all_day',
      sql<number>`row_number() over (partition by ${sql.ref('activities.contact_id')} order by ${sql.ref('activities.due_at')}, ${sql.ref('activities.id')})`.as(
        'rank',
      ),
    ]);
  // `ranked` is the scope's own query (filtered by the organisation); only the rank is added here.
  const rows = await scope.statement(
    () =>
      sql<{
        contact_id: string;
        id: string;
        type: string;
        subject: string;
        due_at: string;
        all_day: number;
      }>`select * from (${ranked}) ranked where ranked.rank = 1`,
  );
  return new Map(rows.map((r) => [r.contact_id, { id: r.id, type: r.type, subject: r.subject, due_at: r.due_at, all_day: Number(r.all_day) === 1 }]));
}
