// The Trash's purge (docs/ARCHITECTURE.md §5 "Trash and erasure"): contacts, companies, notes and
// files deleted more than TRASH_DAYS ago are removed for good, every organisation's, a batch at a
// time, each batch in its own transaction through the organisation's scope and the same paths
// as an admin's "Delete permanently" (repositories/erase-contact.ts for contacts); a record
// restored between the walk and its batch's transaction is left alone. The oldest
// deletions come first: the partial indexes of deleted rows (migrations 0001, 0028) hand them
// over without reading live rows. Every API instance runs it; two that purge at once only
// find fewer rows (a purged row is gone for the other's batch too).
import type { Kysely } from 'kysely';
import type { DialectName } from './dialect';
import type { Database } from './schema';
import { searchLeftoversPurges } from './search-indexes';
import { tenantScope } from './tenant-scope';
import { purgeDeletedBatch } from '../repositories/trash-items';

export const DEFAULT_TRASH_DAYS = 30;
export const DEFAULT_TRASH_PURGE_EVERY_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Rows per transaction: short enough never to hold writers back for long. */
const BATCH = 200;

export interface PurgeResult {
  contacts: number;
  companies: number;
  notes: number;
  files: number;
}

type Table = 'contacts' | 'companies' | 'notes' | 'attachments';

/** Up to BATCH (organisation, id) pairs of `table` deleted before `cutoff`, oldest first. */
async function due(db: Kysely<Database>, table: Table, cutoff: string): Promise<{ org_slug: string; id: string }[]> {
  return db
    .selectFrom(table)
    .select(['org_slug', 'id'])
    .where('deleted_at', 'is not', null)
    .where('deleted_at', '<', cutoff)
    .orderBy('deleted_at')
    .limit(BATCH)
    .execute();
}

function byOrganisation(rows: readonly { org_slug: string; id: string }[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const row of rows) groups.set(row.org_slug, [...(groups.get(row.org_slug) ?? []), row.id]);
  return groups;
}

/** Purges everything deleted more than `trashDays` days before `now`; answers what went. */
export async function purgeTrash(db: Kysely<Database>, dialect: DialectName, trashDays: number, now = new Date()): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - trashDays * DAY_MS).toISOString();
  const result: PurgeResult = { contacts: 0, companies: 0, notes: 0, files: 0 };
  // Contacts first: their notes and files go with them, so fewer are left for the later passes.
  const passes: [Table, keyof PurgeResult][] = [
    ['contacts', 'contacts'],
    ['companies', 'companies'],
    ['notes', 'notes'],
    ['attachments', 'files'],
  ];
  for (const [table, key] of passes) {
    for (;;) {
      const rows = await due(db, table, cutoff);
      if (rows.length === 0) break;
      let purged = 0;
      for (const [org, ids] of byOrganisation(rows)) {
        purged += await purgeDeletedBatch(tenantScope(db, org, dialect), table, ids, cutoff);
      }
      result[key] += purged;
      // A row its organisation's scope does not reach (an import's, still pending) waits for the next run.
      if (rows.length < BATCH || purged === 0) break;
    }
  }
  // SQLite: the purged rows' words leave the search index's older segments, once for the whole run
  // (repositories/erase-contact.ts does it per erasure).
  if (result.contacts + result.companies > 0) for (const purge of searchLeftoversPurges(dialect)) await purge.execute(db);
  return result;
}
