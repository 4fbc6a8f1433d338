// Claims the reminders that are due, across every organisation, and writes each one's notification
// in the same transaction, so that an activity is claimed (reminded_at set) by exactly one API
// instance, however many run on the database:
// - PostgreSQL: `update … where (org_slug, id) in (select … for update skip locked) returning`:
//   two instances claiming at once lock disjoint rows, neither waits for the other.
// - SQLite: one write transaction at a time; the update claims only rows whose reminded_at is
//   still null, so a second instance after the first finds none of them.
// An activity whose assignee was removed is claimed too (it would otherwise be looked at on every
// tick) but notifies nobody.
import { isBuiltinActivityType } from '@meridian/contract';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { uuidv7 } from 'uuidv7';
import type { DialectName } from './dialect';
import type { Database } from './schema';

/** A claimed activity's notification, with what its email needs. */
export interface ClaimedReminder {
  notificationId: string;
  orgSlug: string;
  activityId: string;
  userId: string;
  subject: string;
  type: string;
  /** The organisation's own type's name; null for a built-in type. */
  typeName: string | null;
  dueAt: string;
  allDay: boolean;
  contactId: string | null;
  companyId: string | null;
  /** The member as the members mirror has them (email: where the reminder is sent). */
  email: string;
  /** Their preferences' raw columns (null: the default). */
  language: string | null;
  timezone: string | null;
  dateFormat: string | null;
  timeFormat: string | null;
  notifyEmail: boolean;
}

interface ClaimedRow {
  org_slug: string;
  id: string;
  assignee_id: string;
  subject: string;
  type: string;
  due_at: string;
  all_day: number;
  contact_id: string | null;
  company_id: string | null;
  deal_entry_id: string | null;
}

const CLAIMED = sql.raw('org_slug, id, assignee_id, subject, type, due_at, all_day, contact_id, company_id, deal_entry_id');

function claimStatement(dialect: DialectName, now: string, batch: number) {
  return dialect === 'postgres'
    ? sql<ClaimedRow>`update activities set reminded_at = ${now}
        where (org_slug, id) in (
          select org_slug, id from activities
          where remind_at <= ${now} and reminded_at is null and done_at is null and deleted_at is null
          order by remind_at, id limit ${batch} for update skip locked)
        returning ${CLAIMED}`
    : sql<ClaimedRow>`update activities set reminded_at = ${now}
        where reminded_at is null and rowid in (
          select rowid from activities
          where remind_at <= ${now} and reminded_at is null and done_at is null and deleted_at is null
          order by remind_at, id limit ${batch})
        returning ${CLAIMED}`;
}

const key = (org: string, id: string) => `${org}\n${id}`;

/** Rows of `table` whose (org_slug, id) is one of `pairs`. */
function byPairs<T extends 'members' | 'pipeline_entries' | 'activity_types'>(tx: Transaction<Database>, table: T, pairs: [string, string][]) {
  return tx.selectFrom(table as 'members').where((eb) =>
    eb(
      eb.refTuple('org_slug', 'id'),
      'in',
      pairs.map(([org, id]) => eb.tuple(org, id)),
    ),
  );
}

const unique = (pairs: [string, string][]) => [...new Map(pairs.map((p) => [key(...p), p])).values()];

async function notify(tx: Transaction<Database>, claimed: ClaimedRow[], now: string): Promise<ClaimedReminder[]> {
  const assignees = unique(claimed.map((a) => [a.org_slug, a.assignee_id]));
  const members = new Map(
    (await byPairs(tx, 'members', assignees).select(['org_slug', 'id', 'email', 'removed_at']).execute()).map((m) => [key(m.org_slug, m.id), m]),
  );
  const preferences = new Map(
    (
      await tx
        .selectFrom('user_preferences')
        .select(['org_slug', 'user_id', 'language', 'timezone', 'date_format', 'time_format', 'notify_email'])
        .where((eb) =>
          eb(
            eb.refTuple('org_slug', 'user_id'),
            'in',
            assignees.map(([org, id]) => eb.tuple(org, id)),
          ),
        )
        .execute()
    ).map((p) => [key(p.org_slug, p.user_id), p]),
  );
  const deals = unique(claimed.filter((a) => a.deal_entry_id !== null).map((a) => [a.org_slug, a.deal_entry_id!]));
  const dealContacts = new Map(
    deals.length === 0
      ? []
      : (
          await byPairs(tx, 'pipeline_entries', deals)
            .select(['org_slug', 'id'])
            .select(sql<string>`contact_id`.as('contact_id'))
            .execute()
        ).map((e) => [key(e.org_slug, e.id), e.contact_id]),
  );
  const ownTypes = unique(claimed.filter((a) => !isBuiltinActivityType(a.type)).map((a) => [a.org_slug, a.type]));
  const typeNames = new Map(
    ownTypes.length === 0
      ? []
      : (
          await byPairs(tx, 'activity_types', ownTypes)
            .select(['org_slug', 'id'])
            .select(sql<string>`name`.as('name'))
            .execute()
        ).map((t) => [key(t.org_slug, t.id), t.name]),
  );

  const reminders: ClaimedReminder[] = [];
  const rows: Insertable<Database['notifications']>[] = [];
  for (const activity of claimed) {
    const member = members.get(key(activity.org_slug, activity.assignee_id));
    if (member?.removed_at) continue; // removed: nobody to remind
    const id = uuidv7();
    const dealContact = activity.deal_entry_id ? (dealContacts.get(key(activity.org_slug, activity.deal_entry_id)) ?? null) : null;
    rows.push({
      id,
      org_slug: activity.org_slug,
      user_id: activity.assignee_id,
      kind: 'activity_due',
      activity_id: activity.id,
      subject: activity.subject,
      type: activity.type,
      due_at: activity.due_at,
      all_day: activity.all_day,
      contact_id: activity.contact_id,
      company_id: activity.company_id,
      deal_contact_id: dealContact,
      created_at: now,
      read_at: null,
      emailed_at: null,
    });
    const prefs = preferences.get(key(activity.org_slug, activity.assignee_id));
    reminders.push({
      notificationId: id,
      orgSlug: activity.org_slug,
      activityId: activity.id,
      userId: activity.assignee_id,
      subject: activity.subject,
      type: activity.type,
      typeName: typeNames.get(key(activity.org_slug, activity.type)) ?? null,
      dueAt: activity.due_at,
      allDay: activity.all_day === 1,
      contactId: activity.contact_id,
      companyId: activity.company_id,
      email: member?.email ?? '',
      language: prefs?.language ?? null,
      timezone: prefs?.timezone ?? null,
      dateFormat: prefs?.date_format ?? null,
      timeFormat: prefs?.time_format ?? null,
      notifyEmail: prefs?.notify_email === null || prefs?.notify_email === undefined ? true : prefs.notify_email === 1,
    });
  }
  if (rows.length > 0) await tx.insertInto('notifications').values(rows).execute();
  return reminders;
}

/**
 * Claims up to `batch` due reminders (oldest first) and writes their notifications, in one
 * transaction. Answers the notifications written, and how many activities were claimed (a
 * removed assignee's count but notify nobody).
 */
export async function claimDueReminders(
  db: Kysely<Database>,
  dialect: DialectName,
  now: Date,
  batch: number,
): Promise<{ claimed: number; reminders: ClaimedReminder[] }> {
  const at = now.toISOString();
  return db.transaction().execute(async (tx) => {
    const { rows } = await claimStatement(dialect, at, batch).execute(tx);
    if (rows.length === 0) return { claimed: 0, reminders: [] };
    return { claimed: rows.length, reminders: await notify(tx, rows, at) };
  });
}

/** Notes that a reminder's email went out. */
export async function markEmailed(db: Kysely<Database>, reminder: ClaimedReminder, at: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ emailed_at: at.toISOString() })
    .where('org_slug', '=', reminder.orgSlug)
    .where('id', '=', reminder.notificationId)
    .execute();
}
