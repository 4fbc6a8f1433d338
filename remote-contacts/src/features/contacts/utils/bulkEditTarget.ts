import type { BulkEditBody, ContactFilter } from '@meridian/shared/model';

export type BulkEditTarget = Pick<BulkEditBody, 'ids' | 'filter' | 'except_ids'>;

/**
 * The ticked contacts, or every contact of the list's filter (with its search: what the list
 * counts) less those unticked since. Empty values are left out: the API refuses nothing for them,
 * but the filter stays the one the list asked with.
 */
export function bulkEditTarget(allMatching: boolean, matching: ContactFilter, ids: Iterable<string>): BulkEditTarget {
  if (!allMatching) return { ids: [...ids] };
  const filter = Object.fromEntries(Object.entries(matching).filter(([, value]) => value !== undefined && value !== '')) as ContactFilter;
  return { filter, except_ids: [...ids] };
}
