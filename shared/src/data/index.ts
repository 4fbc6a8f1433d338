export {
  QUERY_FRESH_MS,
  QUERY_KEEP_MS,
  QUERY_RETRIES,
  MUTATION_RETRIES,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
} from './dataConstants';
export { isClientError, isAbortError, shouldRetry, retryDelay } from './retryPolicy';
export { onErrorRetry } from './onErrorRetry';
export { withMutationRetry, type MutationRetryOptions } from './withMutationRetry';
export { SwrCache, createSwrCache, type SwrCacheOptions, type ClearOptions } from './SwrCache';
export { freshness } from './freshness';
export { swrCache, swrConfig, createSwrConfig, clearSwrCache } from './swrConfig';
export { useRevalidate, useForget, type KeyMatcher } from './useRevalidate';
export { useInfiniteFreshness } from './useInfiniteFreshness';
export { useSWRInfinite } from './useSWRInfinite';
export { matchesKey } from './queryKeyId';
export { useMembers } from './useMembers';
