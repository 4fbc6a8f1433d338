import { useEffect } from 'react';
import { unstable_serialize, useSWRConfig, type BareFetcher, type Key, type Middleware } from 'swr';
import { unstable_serialize as infiniteKeyOf } from 'swr/infinite';
import { SwrCache } from './SwrCache';

/** The cache keys a hook with this key reads: its own, plus the useSWRInfinite one. */
function cacheKeysOf(key: Key): string[] {
  const keys = [unstable_serialize(key)];
  if (typeof key === 'function') {
    try {
      keys.push(infiniteKeyOf(key as Parameters<typeof infiniteKeyOf>[0]));
    } catch {
      // Not an infinite getKey.
    }
  }
  return keys.filter((k) => k !== '' && k !== '$inf$');
}

function timed<Data>(fetcher: BareFetcher<Data>, onSuccess: () => void): BareFetcher<Data> {
  return (...args) =>
    Promise.resolve(fetcher(...args)).then((data) => {
      onSuccess();
      return data;
    });
}

/**
 * SPEC §9 "fresh 5 min, kept 10 min", with a SwrCache provider: data fetched less than 5 min
 * ago is not refetched when another screen mounts (reconnect and mutate() still revalidate),
 * and the keys of mounted hooks are never evicted.
 */
export const freshness: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const { cache, unload } = useSWRConfig();
  const store = cache instanceof SwrCache ? cache : null;
  store?.attachUnloader(unload);

  const serialized = unstable_serialize(key);
  const retained = JSON.stringify(cacheKeysOf(key));
  useEffect(() => {
    if (!store) return undefined;
    const keys = JSON.parse(retained) as string[];
    keys.forEach((k) => store.retain(k));
    return () => keys.forEach((k) => store.release(k));
  }, [store, retained]);

  const tracked = Boolean(store && serialized && fetcher);
  const fresh = tracked && store!.isFresh(serialized);
  return useSWRNext(
    key,
    tracked ? timed(fetcher!, () => store!.markFetched(serialized)) : fetcher,
    fresh ? { ...config, revalidateIfStale: false } : config,
  );
};
