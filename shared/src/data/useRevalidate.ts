import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { KeyMatcher } from './queryKeyId';
import { SwrCache } from './SwrCache';

export type { KeyMatcher } from './queryKeyId';

/**
 * docs/PRODUCT.md §4 cache refresh: `revalidate(keysOf('contacts', ...))`. swr's `mutate(matcher)` refetches
 * the matching keys a mounted screen uses; the others are marked stale so that they refetch when
 * their screen mounts again (within the 5 min freshness too), and the infinite lists on screen
 * whose first page matches refetch their loaded pages with their own `mutate()`.
 */
export function useRevalidate(): (matches: KeyMatcher) => Promise<unknown> {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    (matches: KeyMatcher) => {
      const store = cache instanceof SwrCache ? cache : null;
      store?.markStale(matches);
      return Promise.all([mutate(matches), store?.refreshLists(matches)]);
    },
    [cache, mutate],
  );
}

/**
 * Drops the matching entries without refetching them (a deleted record's own entries, whose
 * refetch would only answer 404; the lists 'View Contacts' clears): mounted hooks show no data,
 * and each key refetches when a screen mounts it again.
 */
export function useForget(): (matches: KeyMatcher) => Promise<unknown> {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    (matches: KeyMatcher) => {
      if (cache instanceof SwrCache) cache.markStale(matches);
      return mutate(matches, undefined, { revalidate: false });
    },
    [cache, mutate],
  );
}
