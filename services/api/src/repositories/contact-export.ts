// Live contacts of one organisation, oldest first, a batch at a time (keyset pagination), so an
// export of a million contacts holds one batch in memory, never the list. The key is the live
// created index's own order (org_slug, created_at, id — migration 0003): each batch is a walk of
// that index from where the last one stopped, on both databases, whatever their statistics say
// (keyed on id alone, PostgreSQL right after a big import picked this index anyway and sorted the
// rest of the organisation for every batch: 65 s for 1M contacts).
//
// The filters are the contact list's own (liveContacts), so the file holds exactly
// the contacts the page lists.
import { sql, type SqlBool } from 'kysely';
import type { TenantScope } from '../db/tenant-scope';
import { liveContacts, type ContactFilter } from './contact-list';
import { isContactFilterSet, utcClock, type FilterClock } from './contact-filter';

export interface ExportContact {
  id: string;
  first: string;
  last: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  tags: string | null;
  created_at: string;
}

export const EXPORT_BATCH = 5_000;

const COLUMNS = [
  'contacts.id',
  'contacts.first',
  'contacts.last',
  'contacts.email',
  'contacts.phone',
  'contacts.company',
  'contacts.tags',
  'contacts.created_at',
] as const;

export function exportBatches(
  scope: TenantScope,
  filter: ContactFilter = {},
  size = EXPORT_BATCH,
  clock: FilterClock = utcClock(),
): AsyncGenerator<ExportContact[]> {
  return isContactFilterSet(filter) && scope.dialect === 'sqlite' ? matchedBatches(scope, filter, clock, size) : keysetBatches(scope, filter, clock, size);
}

async function* keysetBatches(scope: TenantScope, filter: ContactFilter, clock: FilterClock, size: number): AsyncGenerator<ExportContact[]> {
  let after: ExportContact | undefined;
  for (;;) {
    let query = liveContacts(scope, filter, clock).select(COLUMNS);
    if (after) {
      const { created_at, id } = after;
      query = query.where((eb) => eb(eb.refTuple('contacts.created_at', 'contacts.id'), '>', eb.tuple(created_at, id)));
    }
    const rows = await query.orderBy('contacts.created_at').orderBy('contacts.id').limit(size).execute();
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}

/**
 * SQLite with a search or company filter. Its plan (migration 0003's statistics) starts from the
 * full-text matches or the company index, so every statement reads and sorts every match: keyset
 * batches did that once per batch (a search matching 1M contacts: 162 s; a company of 250k: 20 s)
 * and larger batches only made each sort slower. So the filter runs once, for the rowids of the
 * matches in export order (8 bytes each), and the batches are read by rowid. PostgreSQL walks the
 * created index under a broad filter and the trigram index for a rare term: keyset stays linear.
 */
async function* matchedBatches(scope: TenantScope, filter: ContactFilter, clock: FilterClock, size: number): AsyncGenerator<ExportContact[]> {
  const rowid = sql<number>`${sql.ref('contacts.rowid')}`;
  const matches = await liveContacts(scope, filter, clock).select(rowid.as('rowid')).orderBy('contacts.created_at').orderBy('contacts.id').execute();
  const rowids = Float64Array.from(matches, (m) => m.rowid);
  matches.length = 0;
  for (let start = 0; start < rowids.length; start += size) {
    // One parameter for the whole batch (json_each), not thousands; still live: one deleted
    // since is left out.
    const batch = JSON.stringify(Array.from(rowids.subarray(start, start + size)));
    const rows = await liveContacts(scope)
      .select(COLUMNS)
      .where(sql<SqlBool>`${rowid} in (select value from json_each(${batch}))`)
      .orderBy('contacts.created_at')
      .orderBy('contacts.id')
      .execute();
    if (rows.length) yield rows;
  }
}
