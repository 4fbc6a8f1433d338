import type { BulkEditBody, ContactFilter } from '@meridian/shared/model';
import type { ContactsBaseQuery } from '../hooks/useContactsInfinite';

/** The parts of the list's query that order or page it rather than narrow it. */
const NOT_FILTER: ReadonlySet<string> = new Set(['sort_by', 'sort_order', 'page', 'limit']);

/**
 * The list's filter as the contract's one filter shape: whatever narrows the list now (search,
 * company, owner, and any filter added to the query later) goes with it, so "all N matching"
 * edits exactly the contacts the list counts.
 */
export function listFilter(query: ContactsBaseQuery): ContactFilter {
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!NOT_FILTER.has(key) && value !== undefined && value !== '') filter[key] = value;
  }
  return filter as ContactFilter;
}

export type BulkEditTarget = Pick<BulkEditBody, 'ids' | 'filter' | 'except_ids'>;

/** The ticked contacts, or every contact of the list's filter less those unticked since. */
export function bulkEditTarget(allMatching: boolean, query: ContactsBaseQuery, ids: Iterable<string>): BulkEditTarget {
  if (allMatching) return { filter: listFilter(query), except_ids: [...ids] };
  return { ids: [...ids] };
}
