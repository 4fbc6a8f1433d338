// Activities for the benchmarks, in bulk through the tenant scope: `perContact` open ones (due from
// a month ago to two months ahead, a quarter of them all-day) and one done one for each of the
// contacts given (every 4th left without any, for the board's activity=none), and `extra` more
// for the assignees as listed, linked to the contacts in turn.
import { uuidv7 } from 'uuidv7';
import type { DbHandle } from '../services/api/src/db/connection';
import { tenantScope } from '../services/api/src/db/tenant-scope';

const DAY = 86_400_000;
const TYPES = ['call', 'meeting', 'task', 'email', 'deadline'];

export interface ActivitySeed {
  org: string;
  contactIds: readonly string[];
  /** Open activities per contact (besides one done one); every 4th contact gets none. */
  perContact: number;
  /** Further activities: how many for each assignee (their "My work"), linked to the contacts in turn. */
  extra: readonly { assignee: string; count: number }[];
  /** Assignee of the per-contact ones, in turn. */
  assignees: readonly string[];
}

/** How many were written. */
export async function seedActivities(handle: DbHandle, spec: ActivitySeed, now = Date.now()): Promise<number> {
  const scope = tenantScope(handle.db, spec.org, handle.dialect);
  const at = new Date(now).toISOString();
  let n = 0;
  const row = (contactId: string, assignee: string, done: boolean) => {
    const i = n++;
    const allDay = i % 4 === 3;
    const due = new Date(now + (((i * 7_919) % (90 * 24)) - 30 * 24) * (DAY / 24));
    const due_at = allDay ? `${due.toISOString().slice(0, 10)}T00:00:00.000Z` : due.toISOString();
    // reminderAt of the contract for an assignee without a zone: the time, or 09:00 UTC of the day.
    const remind = allDay ? `${due_at.slice(0, 10)}T09:00:00.000Z` : due_at;
    return {
      id: uuidv7(),
      type: TYPES[i % TYPES.length]!,
      subject: `Activity ${i}`,
      due_at,
      all_day: allDay ? 1 : 0,
      assignee_id: assignee,
      created_by: assignee,
      contact_id: contactId,
      done_at: done ? at : null,
      done_by: done ? assignee : null,
      remind_at: remind,
      reminded_at: remind > at ? null : at,
      created_at: at,
      updated_at: at,
    };
  };
  const rows: ReturnType<typeof row>[] = [];
  for (const [c, contactId] of spec.contactIds.entries()) {
    if (c % 4 === 3) continue;
    const assignee = spec.assignees[c % spec.assignees.length]!;
    for (let k = 0; k < spec.perContact; k++) rows.push(row(contactId, assignee, false));
    rows.push(row(contactId, assignee, true));
  }
  let c = 0;
  for (const { assignee, count } of spec.extra) {
    for (let k = 0; k < count; k++) rows.push(row(spec.contactIds[c++ % spec.contactIds.length]!, assignee, k % 5 === 4));
  }
  await scope.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 1_000) await tx.insertInto('activities', rows.slice(i, i + 1_000)).execute();
  });
  return rows.length;
}
