import type { SWRConfiguration } from 'swr';
import { QUERY_RETRIES } from './dataConstants';
import { retryDelay, shouldRetry } from './retryPolicy';

type OnErrorRetry = NonNullable<SWRConfiguration['onErrorRetry']>;

/**
 * No retry for HTTP 4xx; otherwise up to 3 retries, 1 s, 2 s, 4 s apart. SWR numbers the
 * first retry 1, so retry n waits retryDelay(n - 1).
 */
export const onErrorRetry: OnErrorRetry = (err, _key, _config, revalidate, opts) => {
  if (!shouldRetry(err) || opts.retryCount > QUERY_RETRIES) return;
  setTimeout(() => void revalidate(opts), retryDelay(opts.retryCount - 1));
};
