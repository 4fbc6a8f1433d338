import type { SWRConfiguration } from 'swr';
import { QUERY_RETRIES } from './dataConstants';
import { freshness } from './freshness';
import { onErrorRetry } from './onErrorRetry';
import { createSwrCache, type ClearOptions, type SwrCache } from './SwrCache';

/** The app-wide cache: one per page, shared by the host and every remote. */
export const swrCache: SwrCache = createSwrCache();

/** The `<SWRConfig value>` of docs/PRODUCT.md §9, over the given cache (tests and harnesses pass their own). */
export function createSwrConfig(cache: SwrCache = swrCache): SWRConfiguration {
  return {
    provider: () => cache,
    use: [freshness],
    revalidateOnFocus: false,
    revalidateOnReconnect: true,
    revalidateIfStale: true,
    // Freshness is the `freshness` middleware's (5 min): SWR only joins requests in flight. A
    // longer window would leave a key whose data was dropped (useForget) loading for ever when a
    // screen mounts it inside that window: SWR does not fetch while it holds the last request.
    dedupingInterval: 0,
    shouldRetryOnError: true,
    errorRetryCount: QUERY_RETRIES,
    onErrorRetry,
  };
}

export const swrConfig: SWRConfiguration = createSwrConfig(swrCache);

/** Sign-out / organisation change: forget all server data. */
export function clearSwrCache(options?: ClearOptions): void {
  swrCache.clear(options);
}
