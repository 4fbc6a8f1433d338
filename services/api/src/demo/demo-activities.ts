// The demo organisation's activities: a few for each demo member, about contacts with deals, some
// overdue, some due today, some later and some done, so My work and the board's marks show
// something on a fresh start. Times are relative to `now`; all-day ones fall on UTC days.
import { addDays, reminderAt, type BuiltinActivityType } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import type { TenantScope } from '../db/tenant-scope';

const HOUR = 60 * 60 * 1000;

interface DemoActivity {
  type: BuiltinActivityType;
  subject: string;
  /** Hours from now (timed), or days from today (all-day). */
  due: { hours: number } | { days: number };
  done?: boolean;
  duration_minutes?: number;
}

/** Per demo member, in order of their deals' contacts. */
const PLAN: DemoActivity[] = [
  { type: 'call', subject: 'Follow up on the proposal', due: { hours: -26 } },
  { type: 'deadline', subject: 'Send the signed contract back', due: { days: -1 } },
  { type: 'meeting', subject: 'Product demo', due: { hours: 3 }, duration_minutes: 45 },
  { type: 'task', subject: 'Prepare the pricing sheet', due: { days: 0 } },
  { type: 'email', subject: 'Share the case study', due: { days: 2 } },
  { type: 'call', subject: 'Check in after the trial', due: { hours: 24 * 5 } },
  { type: 'call', subject: 'Discovery call', due: { hours: -50 }, done: true, duration_minutes: 30 },
];

export async function seedDemoActivities(scope: TenantScope, memberIds: readonly string[], now: number): Promise<void> {
  const entries = await scope
    .selectFrom('pipeline_entries')
    .innerJoin('contacts', (j) => j.onRef('contacts.org_slug', '=', 'pipeline_entries.org_slug').onRef('contacts.id', '=', 'pipeline_entries.contact_id'))
    .select(['pipeline_entries.id', 'pipeline_entries.contact_id', 'pipeline_entries.owner_id', 'contacts.company_id'])
    .orderBy('pipeline_entries.entered_at')
    .orderBy('pipeline_entries.id')
    .execute();
  const at = new Date(now).toISOString();
  const today = at.slice(0, 10);
  const rows = memberIds.flatMap((memberId) => {
    const deals = entries.filter((e) => e.owner_id === memberId);
    return PLAN.flatMap((plan, i) => {
      const deal = deals[i % Math.max(deals.length, 1)];
      if (!deal) return [];
      const all_day = 'days' in plan.due;
      const due_at = 'days' in plan.due ? `${addDays(today, plan.due.days)}T00:00:00.000Z` : new Date(now + plan.due.hours * HOUR).toISOString();
      const remind = reminderAt({ due_at, all_day }, null).toISOString();
      return [
        {
          id: uuidv7(),
          type: plan.type,
          subject: plan.subject,
          due_at,
          all_day: all_day ? 1 : 0,
          duration_minutes: plan.duration_minutes ?? null,
          assignee_id: memberId,
          created_by: memberId,
          contact_id: deal.contact_id,
          company_id: deal.company_id,
          deal_entry_id: deal.id,
          done_at: plan.done ? at : null,
          done_by: plan.done ? memberId : null,
          remind_at: remind,
          // A reminder already due is not sent for demo data.
          reminded_at: remind > at ? null : at,
          created_at: at,
          updated_at: at,
        },
      ];
    });
  });
  if (rows.length) await scope.insertInto('activities', rows).execute();
}
