// Bulk edits whose runner stopped (a crash, a restart, a lost host): still holding their
// organisation's slot, with no batch for longer than the lease. Across organisations, as the
// import jobs' claim is: it is the runner's, never reachable from a request.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface AbandonedEdit {
  org_slug: string;
  id: string;
  heartbeat_at: string;
}

export function abandonedBulkEdits(db: Kysely<Database>, before: string): Promise<AbandonedEdit[]> {
  return db
    .selectFrom('bulk_edits')
    .select(['org_slug', 'id', 'heartbeat_at'])
    .where('running_org', 'is not', null)
    .where('heartbeat_at', '<', before)
    .orderBy('created_at')
    .limit(100)
    .execute();
}

/** Takes over an abandoned edit: true for the one runner whose renewal found the heartbeat unchanged. */
export async function claimBulkEdit(db: Kysely<Database>, edit: AbandonedEdit, now: string): Promise<boolean> {
  const result = await db
    .updateTable('bulk_edits')
    .set({ heartbeat_at: now })
    .where('org_slug', '=', edit.org_slug)
    .where('id', '=', edit.id)
    .where('heartbeat_at', '=', edit.heartbeat_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
