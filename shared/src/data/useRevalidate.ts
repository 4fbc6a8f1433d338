import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { SwrCache } from './SwrCache';

export type KeyMatcher = (key: unknown) => boolean;

/**
 * SPEC §4 cache refresh: `revalidate(keysOf('contacts', ...))`. swr's `mutate(matcher)` refetches
 * only keys a mounted screen uses; the others would still count as fresh (5 min) and show old
 * data when their screen mounts again, so every matching entry is marked stale first.
 */
export function useRevalidate(): (matches: KeyMatcher) => Promise<unknown> {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    (matches: KeyMatcher) => {
      if (cache instanceof SwrCache) {
        for (const key of [...cache.keys()]) {
          const original = (cache.get(key) as { _k?: unknown } | undefined)?._k;
          if (matches(original)) cache.markFetched(key, 0);
        }
      }
      return mutate(matches);
    },
    [cache, mutate],
  );
}
