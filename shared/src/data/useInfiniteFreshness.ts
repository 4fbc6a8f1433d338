import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { queryKeyId } from './queryKeyId';
import { SwrCache } from './SwrCache';

/** What this needs of a useSWRInfinite answer: its pages and its own `mutate`. */
export interface InfiniteList {
  data?: unknown;
  mutate: () => Promise<unknown>;
}

/**
 * docs/PRODUCT.md §9 and §4 for a useSWRInfinite list, through its own `mutate()` (which refetches every
 * loaded page): when the list is shown again with pages older than 5 min, or revalidated while it
 * was away, on reconnect, and when any remote calls `useRevalidate()` with a matcher that accepts
 * `firstPageKey` (the key of its first page, e.g. `keys.contacts({ ...query, page: 1 })`).
 * A plain `mutate(matcher)` does not reach it: SWR's key filter skips infinite lists.
 */
export function useInfiniteFreshness(firstPageKey: unknown, list: InfiniteList): void {
  const { cache, revalidateOnReconnect } = useSWRConfig();
  const store = cache instanceof SwrCache ? cache : null;
  const latest = useRef(list);
  latest.current = list;
  // Callers rebuild the key on every render: the effect follows its text.
  const id = queryKeyId(firstPageKey) as string | undefined;

  useEffect(() => {
    const key: unknown = id === undefined ? null : JSON.parse(id);
    if (!store || key == null) return undefined;
    // Before its first answer the list is fetching already: nothing to refetch.
    const refresh = () => (latest.current.data ? latest.current.mutate() : Promise.resolve());
    if (!store.isFresh(key)) void refresh();
    const removeList = store.addList(key, refresh);
    const onOnline = () => void refresh();
    if (revalidateOnReconnect) window.addEventListener('online', onOnline);
    return () => {
      removeList();
      window.removeEventListener('online', onOnline);
    };
  }, [store, id, revalidateOnReconnect]);
}
