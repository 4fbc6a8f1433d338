// Erasing a person for good (docs/ARCHITECTURE.md §5 "Trash and erasure"): "Erase permanently",
// and the purge of contacts that stayed in the Trash too long, take this one path. In the
// caller's transaction it removes the contacts with everything that holds their data:
// - the contacts merged into them (their duplicates: the same person) and the merges' leftovers;
// - notes, files and their bytes, pipeline entries (deals) and their history: the foreign keys'
//   cascade (migration 0001, 0020) when the contact row goes;
// - activities about the contact or its deals, and the notifications of those activities;
// - what bulk edits kept of them for an undo;
// - in the audit trail, the personal values of their events (names, changes, details, and the
//   link to the contact), so the trail keeps that something happened and by whom, not to whom.
// The search indexes drop their entries by trigger (SQLite, then rewritten so no word is left in
// an older segment) or with the row (PostgreSQL).
// One `erased` event records the erasure: who and when, no name.
import { searchLeftoversPurges } from '../db/search-indexes';
import type { TenantScope } from '../db/tenant-scope';
import { audit, type AuditActor } from './audit-log';

/** Ids per statement: far below SQLite's bound parameters limit and PostgreSQL's. */
const CHUNK = 500;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** The ids and the contacts merged into them (merge_links: a duplicate kept for its merge's undo). */
async function withMerged(tx: TenantScope, ids: readonly string[]): Promise<string[]> {
  const all = new Set(ids);
  for (const part of chunks(ids)) {
    const merged = await tx.selectFrom('merge_links').select('id').where('record_type', '=', 'contact').where('primary_id', 'in', part).execute();
    for (const row of merged) all.add(row.id);
  }
  return [...all];
}

/** Merges whose primary is one of `ids`: their batch, moves and links (their `before` holds the primary's values). */
async function removeMerges(tx: TenantScope, ids: readonly string[]): Promise<void> {
  const batches = await tx.selectFrom('merge_batches').select('id').where('record_type', '=', 'contact').where('primary_id', 'in', ids).execute();
  const batchIds = batches.map((b) => b.id);
  if (batchIds.length) {
    await tx.deleteFrom('merge_moves').where('batch_id', 'in', batchIds).execute();
    await tx.deleteFrom('merge_links').where('batch_id', 'in', batchIds).execute();
    await tx.deleteFrom('merge_batches').where('id', 'in', batchIds).execute();
  }
  await tx
    .deleteFrom('merge_moves')
    .where((eb) => eb.or([eb('from_id', 'in', ids), eb('to_id', 'in', ids)]))
    .execute();
  await tx
    .deleteFrom('merge_links')
    .where((eb) => eb.or([eb('id', 'in', ids), eb('primary_id', 'in', ids)]))
    .execute();
}

/** Activities about the contacts or their deals, with their notifications. */
async function removeActivities(tx: TenantScope, ids: readonly string[]): Promise<void> {
  const entries = tx.selectFrom('pipeline_entries').select('pipeline_entries.id').where('pipeline_entries.contact_id', 'in', ids);
  const activities = await tx
    .selectFrom('activities')
    .select('id')
    .where((eb) => eb.or([eb('contact_id', 'in', ids), eb('deal_entry_id', 'in', entries)]))
    .execute();
  const activityIds = activities.map((a) => a.id);
  for (const part of chunks(activityIds)) await tx.deleteFrom('notifications').where('activity_id', 'in', part).execute();
  await tx
    .deleteFrom('notifications')
    .where((eb) => eb.or([eb('contact_id', 'in', ids), eb('deal_contact_id', 'in', ids)]))
    .execute();
  for (const part of chunks(activityIds)) await tx.deleteFrom('activities').where('id', 'in', part).execute();
}

/** Blanks the personal values of every event about the contacts, their notes, files and deals. */
async function scrubAudit(tx: TenantScope, ids: readonly string[]): Promise<void> {
  const blank = { record_id: null, record_name: null, contact_id: null, changes: '[]', details: '{}' };
  // Every event about a contact, its notes, files and deal carries contact_id: migration 0017's index finds them.
  await tx.updateTable('audit_events').set(blank).where('contact_id', 'in', ids).execute();
}

/**
 * Erases the contacts `ids` (live or deleted) of the scope's organisation in `tx`, the caller's
 * transaction, recording one `erased` event per contact by `actor` (null: the purge job). Answers
 * how many contact rows went (the merged duplicates included). `compactSearch: false` leaves the
 * SQLite search index's rewrite to the caller (the purge job, once after all its batches).
 */
export async function eraseContacts(tx: TenantScope, ids: readonly string[], actor: AuditActor | null, { compactSearch = true } = {}): Promise<number> {
  if (ids.length === 0) return 0;
  let erased = 0;
  for (const part of chunks(await withMerged(tx, ids))) {
    await removeMerges(tx, part);
    await removeActivities(tx, part);
    await tx.deleteFrom('bulk_edit_moves').where('id', 'in', part).execute();
    await scrubAudit(tx, part);
    // Notes, files (and their bytes), deals and their history go by the foreign keys' cascade.
    const result = await tx.deleteFrom('contacts').where('contacts.id', 'in', part).executeTakeFirst();
    erased += Number(result.numDeletedRows);
  }
  // The search index is the organisations' shared one: the rewrite reads and writes no row of theirs.
  // The purge job rewrites it once after its batches (`compactSearch: false` here).
  if (compactSearch) for (const purge of searchLeftoversPurges(tx.dialect)) await tx.statement(() => purge);
  await audit(
    tx,
    actor,
    ids.map(() => ({ action: 'erased' as const, record_type: 'contact' as const })),
  );
  return erased;
}

/** "Erase permanently": the contact `id` the scope sees, live or deleted, in one transaction. False when there is none. */
export function eraseContact(scope: TenantScope, id: string, actor: AuditActor): Promise<boolean> {
  return scope.transaction(async (tx) => {
    const found = await tx.selectFrom('contacts').select('contacts.id').where('contacts.id', '=', id).executeTakeFirst();
    if (!found) return false;
    await eraseContacts(tx, [id], actor);
    return true;
  });
}
