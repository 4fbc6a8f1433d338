// Live contacts of one organisation, oldest first, a batch at a time (keyset pagination), so an
// export of a million contacts holds one batch in memory, never the list. The key is the live
// created index's own order (org_slug, created_at, id — migration 0003): each batch is a walk of
// that index from where the last one stopped, on both databases, whatever their statistics say
// (keyed on id alone, PostgreSQL right after a big import picked this index anyway and sorted the
// rest of the organisation for every batch: 65 s for 1M contacts).
//
// A search or company filter is the contact list's own (liveContacts), so the file holds exactly
// the contacts the page lists.
import type { TenantScope } from '../db/tenant-scope';
import { liveContacts, type ContactFilter } from './contact-list';

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

export async function* exportBatches(
  scope: TenantScope,
  filter: ContactFilter = {},
  size = EXPORT_BATCH,
): AsyncGenerator<ExportContact[]> {
  let after: ExportContact | undefined;
  for (;;) {
    let query = liveContacts(scope, filter).select([
      'contacts.id', 'contacts.first', 'contacts.last', 'contacts.email', 'contacts.phone', 'contacts.company', 'contacts.tags', 'contacts.created_at',
    ]);
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
