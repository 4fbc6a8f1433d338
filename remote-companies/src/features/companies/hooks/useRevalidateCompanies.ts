import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { keysOf, type KeyKind } from '@meridian/shared/api';
import { SwrCache } from '@meridian/shared/data';

/** What a company create touches; an update or delete also changes contacts (company name, link). */
const AFTER_CREATE: KeyKind[] = ['companies', 'company', 'summary'];
const AFTER_CHANGE: KeyKind[] = [...AFTER_CREATE, 'contacts', 'contact'];

/**
 * SPEC §4 cache refresh. `mutate(matcher)` refetches only the keys a mounted screen uses; the
 * others would still count as fresh (5 min) and show old data when their screen mounts again,
 * so they are marked stale first.
 */
export function useRevalidateCompanies(after: 'create' | 'change' = 'change'): () => Promise<unknown> {
  const { cache, mutate } = useSWRConfig();
  return useCallback(() => {
    const matches = keysOf(...(after === 'create' ? AFTER_CREATE : AFTER_CHANGE));
    if (cache instanceof SwrCache) {
      for (const key of [...cache.keys()]) {
        const original = (cache.get(key) as { _k?: unknown } | undefined)?._k;
        if (matches(original)) cache.markFetched(key, 0);
      }
    }
    return mutate(matches);
  }, [after, cache, mutate]);
}
