import { useEffect } from 'react';
import { useSWRConfig, type BareFetcher, type Middleware, type SWRResponse } from 'swr';
import { isQueryKey } from './queryKeyId';
import { SwrCache } from './SwrCache';

/**
 * The fetcher, noting each key it fetched (its first argument: the key, or a page's key). A
 * request started early for that key (`SwrCache.startEarly`) is taken instead of a second one.
 */
function noting<Data>(fetcher: BareFetcher<Data>, store: SwrCache): BareFetcher<Data> {
  return (...args) =>
    Promise.resolve((store.takeEarly(args[0]) as Promise<Data> | undefined) ?? fetcher(...args)).then((data) => {
      store.markFetched(args[0]);
      return data;
    });
}

/**
 * docs/PRODUCT.md §9 "fresh 5 min, kept 10 min", with a SwrCache provider: a key fetched less than 5 min
 * ago is not refetched when another screen mounts (`revalidateIfStale: false`; reconnect and
 * mutate() still revalidate), and the cache entries a mounted hook reads are never evicted.
 * useSWRInfinite lists follow the same rules through `useInfiniteFreshness`. Both take a request
 * started early for their key (the first screen's data) rather than fetching it again.
 */
export const freshness: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const { cache, unload } = useSWRConfig();
  const store = cache instanceof SwrCache ? cache : null;
  store?.attachUnloader(unload);

  const fresh = Boolean(store && fetcher && isQueryKey(key) && store.isFresh(key));
  let swr: SWRResponse;
  let read: string[] = [];
  store?.startReading();
  try {
    swr = useSWRNext(key, store && fetcher ? noting(fetcher, store) : fetcher, fresh ? { ...config, revalidateIfStale: false } : config);
  } finally {
    read = store?.stopReading() ?? [];
  }

  const retained = JSON.stringify(read);
  useEffect(() => {
    if (!store) return undefined;
    const keys = JSON.parse(retained) as string[];
    keys.forEach((k) => store.retain(k));
    return () => keys.forEach((k) => store.release(k));
  }, [store, retained]);

  return swr;
};
