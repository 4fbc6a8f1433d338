// Activities written straight into the `activities` table (migration 0018's columns), for tests of
// what reads them (reminders, notifications, the calendar feed) without the activities routes.
import { reminderAt } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import type { DbHandle } from '../../src/db/connection';
import { tenantScope } from '../../src/db/tenant-scope';

export interface ActivityRow {
  id?: string;
  type?: string;
  subject?: string;
  due_at: string;
  all_day?: boolean;
  duration_minutes?: number | null;
  note?: string | null;
  assignee_id: string;
  created_by?: string;
  contact_id?: string | null;
  company_id?: string | null;
  deal_entry_id?: string | null;
  done_at?: string | null;
  /** Default: reminderAt of the due time in UTC. */
  remind_at?: string;
  reminded_at?: string | null;
  deleted_at?: string | null;
}

/** Inserts activities of one organisation; answers their ids. */
export async function insertActivities(db: DbHandle, orgSlug: string, rows: ActivityRow[]): Promise<string[]> {
  const now = new Date().toISOString();
  const values = rows.map((row) => ({
    id: row.id ?? uuidv7(),
    type: row.type ?? 'call',
    subject: row.subject ?? 'Call back',
    due_at: row.due_at,
    all_day: row.all_day ? 1 : 0,
    duration_minutes: row.duration_minutes ?? null,
    note: row.note ?? null,
    assignee_id: row.assignee_id,
    created_by: row.created_by ?? row.assignee_id,
    contact_id: row.contact_id ?? null,
    company_id: row.company_id ?? null,
    deal_entry_id: row.deal_entry_id ?? null,
    done_at: row.done_at ?? null,
    done_by: row.done_at ? row.assignee_id : null,
    remind_at: row.remind_at ?? reminderAt({ due_at: row.due_at, all_day: row.all_day ?? false }, null).toISOString(),
    reminded_at: row.reminded_at ?? null,
    created_at: now,
    updated_at: now,
    deleted_at: row.deleted_at ?? null,
  }));
  const scope = tenantScope(db.db, orgSlug, db.dialect);
  for (let at = 0; at < values.length; at += 500) await scope.insertInto('activities', values.slice(at, at + 500)).execute();
  return values.map((v) => v.id);
}
