import { MUTATION_RETRIES } from './dataConstants';
import { retryDelay, shouldRetry } from './retryPolicy';

export interface MutationRetryOptions {
  /** Default MUTATION_RETRIES (1). */
  retries?: number;
}

/**
 * Wraps a mutation so a failure is retried once (after 1 s), except HTTP 4xx and aborts,
 * which are rethrown at once. The last error is rethrown.
 */
export function withMutationRetry<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  { retries = MUTATION_RETRIES }: MutationRetryOptions = {},
): (...args: A) => Promise<R> {
  return async (...args: A): Promise<R> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await fn(...args);
      } catch (err) {
        if (attempt >= retries || !shouldRetry(err)) throw err;
        await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
      }
    }
  };
}
