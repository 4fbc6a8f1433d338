// A member's own preferences: one row per (organisation, user) once they chose something, the
// defaults until then. The user is always the caller (the token's subject), never a request field.
// A change of time zone moves the reminders of their open all-day activities not yet sent (09:00
// of the day in their zone: the contract's reminderAt), in the same transaction.
import {
  DEFAULT_NOTIFICATIONS,
  isDateFormat,
  isLocale,
  isTimeFormat,
  isTimeZone,
  reminderAt,
  type UserPreferences,
  type UserPreferencesChange,
} from '@meridian/contract';
import type { Selectable } from 'kysely';
import type { UserPreferencesTable } from '../db/schema';
import type { TenantScope } from '../db/tenant-scope';

type Row = Pick<Selectable<UserPreferencesTable>, 'language' | 'timezone' | 'date_format' | 'time_format' | 'notify_email' | 'notify_push' | 'notify_desktop'>;

const COLUMNS = ['language', 'timezone', 'date_format', 'time_format', 'notify_email', 'notify_push', 'notify_desktop'] as const;

const toggle = (value: number | null | undefined, fallback: boolean) => (value === null || value === undefined ? fallback : value === 1);

/** A stored row as the contract's answer: a value the API no longer knows reads as the default. */
export function preferencesOf(row: Row | undefined): UserPreferences {
  return {
    language: isLocale(row?.language) ? row.language : null,
    timezone: isTimeZone(row?.timezone) ? row.timezone : null,
    date_format: isDateFormat(row?.date_format) ? row.date_format : null,
    time_format: isTimeFormat(row?.time_format) ? row.time_format : null,
    notifications: {
      email: toggle(row?.notify_email, DEFAULT_NOTIFICATIONS.email),
      push: toggle(row?.notify_push, DEFAULT_NOTIFICATIONS.push),
      desktop: toggle(row?.notify_desktop, DEFAULT_NOTIFICATIONS.desktop),
    },
  };
}

/** The columns a change writes (only the fields it names). */
function columnsOf(change: UserPreferencesChange): Partial<Row> {
  const columns: Partial<Row> = {};
  if (change.language !== undefined) columns.language = change.language;
  if (change.timezone !== undefined) columns.timezone = change.timezone;
  if (change.date_format !== undefined) columns.date_format = change.date_format;
  if (change.time_format !== undefined) columns.time_format = change.time_format;
  if (change.notifications) {
    columns.notify_email = change.notifications.email ? 1 : 0;
    columns.notify_push = change.notifications.push ? 1 : 0;
    columns.notify_desktop = change.notifications.desktop ? 1 : 0;
  }
  return columns;
}

/** Moves the reminder of each of the member's open all-day activities not reminded yet to 09:00 of its day in `timeZone`. */
export async function moveAllDayReminders(scope: TenantScope, userId: string, timeZone: string | null): Promise<void> {
  const days = await scope
    .selectFrom('activities')
    .select('due_at')
    .distinct()
    .where('assignee_id', '=', userId)
    .where('all_day', '=', 1)
    .where('reminded_at', 'is', null)
    .where('done_at', 'is', null)
    .where('deleted_at', 'is', null)
    .execute();
  for (const { due_at } of days) {
    await scope
      .updateTable('activities')
      .set({ remind_at: reminderAt({ due_at, all_day: true }, timeZone).toISOString() })
      .where('assignee_id', '=', userId)
      .where('all_day', '=', 1)
      .where('due_at', '=', due_at)
      .where('reminded_at', 'is', null)
      .where('done_at', 'is', null)
      .where('deleted_at', 'is', null)
      .execute();
  }
}

export function userPreferencesRepository(scope: TenantScope, userId: string) {
  const read = (s: TenantScope) =>
    s
      .selectFrom('user_preferences')
      .select([...COLUMNS])
      .where('user_id', '=', userId)
      .executeTakeFirst();

  return {
    async get(): Promise<UserPreferences> {
      return preferencesOf(await read(scope));
    },

    /** Writes the fields the change names (the route has checked their values) and answers the whole. */
    async put(change: UserPreferencesChange): Promise<UserPreferences> {
      const now = new Date().toISOString();
      const columns = columnsOf(change);
      return scope.transaction(async (tx) => {
        const before = preferencesOf(await read(tx));
        await tx
          .insertInto('user_preferences', { user_id: userId, language: null, ...columns, updated_at: now })
          .onConflict((oc) => oc.columns(['org_slug', 'user_id']).doUpdateSet({ ...columns, updated_at: now }))
          .execute();
        const after = preferencesOf(await read(tx));
        if (after.timezone !== before.timezone) await moveAllDayReminders(tx, userId, after.timezone);
        return after;
      });
    },
  };
}
