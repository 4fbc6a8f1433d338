// Activities and what follows from them: the activities themselves (calls, meetings, tasks, emails,
// deadlines and an organisation's own types), those own types, the notification centre their
// reminders fill, each member's calendar feed, and the preferences that decide a member's zone,
// formats and which reminders reach them (docs/ARCHITECTURE.md §5 "Activities").
//
// - activities: due_at is an instant, or for all_day the day at 00:00 UTC (read as the day).
//   remind_at is when its reminder is due (reminderAt() of the contract: the due time, or 09:00 of
//   an all-day one's day in the assignee's zone); reminded_at is set by the instance that claims
//   it, once. done_at / deleted_at null while open / live. deal_entry_id is the pipeline entry the
//   activity is about (its contact is contact_id).
// - activity_types, notifications, calendar_feeds: tenant tables; calendar_feeds keeps only the
//   sha256 of a feed's secret.
// Activities, their types and the notifications move the organisation's data version (0010) like
// every tenant table: the board's cached answer embeds each card's next activity.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';
import { hasColumn } from './has-column';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

const INDEXES: Record<string, string> = {
  // "My work": one assignee's open activities by due time, and their done ones by when done.
  activities_assignee_open_idx: 'activities (org_slug, assignee_id, due_at, id) where done_at is null and deleted_at is null',
  activities_assignee_done_idx: 'activities (org_slug, assignee_id, done_at, id) where done_at is not null and deleted_at is null',
  // A record's activities, and a card's next one (open, earliest due).
  activities_contact_idx: 'activities (org_slug, contact_id, done_at, due_at, id) where contact_id is not null and deleted_at is null',
  activities_company_idx: 'activities (org_slug, company_id, done_at, due_at, id) where company_id is not null and deleted_at is null',
  // The organisation's list by due time.
  activities_due_idx: 'activities (org_slug, due_at, id) where deleted_at is null',
  // Reminders not yet claimed, across organisations, by when they are due.
  activities_remind_idx: 'activities (remind_at) where reminded_at is null and done_at is null and deleted_at is null',
  // The notification centre: one member's newest first.
  notifications_user_idx: 'notifications (org_slug, user_id, created_at, id)',
  notifications_unread_idx: 'notifications (org_slug, user_id) where read_at is null',
  calendar_feeds_token_idx: 'calendar_feeds (token_hash)',
};

const PREFERENCE_COLUMNS: [column: string, type: string][] = [
  ['timezone', 'text'],
  ['date_format', 'text'],
  ['time_format', 'text'],
  ['notify_email', 'integer'],
  ['notify_push', 'integer'],
  ['notify_desktop', 'integer'],
];

const VERSIONED = ['activities', 'activity_types', 'notifications'] as const;
const OPS = { insert: { sqlite: 'ai', row: 'new' }, update: { sqlite: 'au', row: 'new' }, delete: { sqlite: 'ad', row: 'old' } } as const;

/** 0010's triggers on the new tables (its functions exist on PostgreSQL). */
async function createVersionTriggers(db: Kysely<any>, dialect: DialectName): Promise<void> {
  for (const table of VERSIONED) {
    for (const [op, { sqlite, row }] of Object.entries(OPS)) {
      if (dialect === 'postgres') {
        await run(
          db,
          `create or replace trigger org_versions_${op} after ${op} on ${table} referencing ${row} table as changed ` +
            `for each statement execute function org_versions_${op}()`,
        );
      } else {
        await run(
          db,
          `create trigger if not exists org_versions_${table}_${sqlite} after ${op} on ${table} begin
             insert into org_versions (org_slug, shard, version) values (${row}.org_slug, 0, 1)
               on conflict (org_slug, shard) do update set version = version + 1; end`,
        );
      }
    }
  }
}

export function activities(dialect: DialectName): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('activities')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('due_at', 'text', (c) => c.notNull())
        .addColumn('all_day', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('duration_minutes', 'integer')
        .addColumn('note', 'text')
        .addColumn('assignee_id', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('contact_id', 'text')
        .addColumn('company_id', 'text')
        .addColumn('deal_entry_id', 'text')
        .addColumn('done_at', 'text')
        .addColumn('done_by', 'text')
        .addColumn('remind_at', 'text', (c) => c.notNull())
        .addColumn('reminded_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .addPrimaryKeyConstraint('activities_pkey', ['org_slug', 'id'])
        .execute();
      await db.schema
        .createTable('activity_types')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('activity_types_pkey', ['org_slug', 'id'])
        .execute();
      await run(db, 'create unique index if not exists activity_types_name_idx on activity_types (org_slug, lower(name))');
      await db.schema
        .createTable('notifications')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('activity_id', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('due_at', 'text', (c) => c.notNull())
        .addColumn('all_day', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('contact_id', 'text')
        .addColumn('company_id', 'text')
        .addColumn('deal_contact_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('read_at', 'text')
        .addColumn('emailed_at', 'text')
        .addPrimaryKeyConstraint('notifications_pkey', ['org_slug', 'id'])
        .execute();
      await db.schema
        .createTable('calendar_feeds')
        .ifNotExists()
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('calendar_feeds_pkey', ['org_slug', 'user_id'])
        .execute();
      for (const [column, type] of PREFERENCE_COLUMNS) {
        if (!(await hasColumn(db, dialect, 'user_preferences', column))) await run(db, `alter table user_preferences add column ${column} ${type}`);
      }
      for (const [name, on] of Object.entries(INDEXES))
        await run(db, `create ${name === 'calendar_feeds_token_idx' ? 'unique ' : ''}index if not exists ${name} on ${on}`);
      await createVersionTriggers(db, dialect);
    },
    async down(db) {
      for (const column of PREFERENCE_COLUMNS.map(([c]) => c)) {
        if (await hasColumn(db, dialect, 'user_preferences', column)) await run(db, `alter table user_preferences drop column ${column}`);
      }
      for (const table of ['calendar_feeds', 'notifications', 'activity_types', 'activities']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
