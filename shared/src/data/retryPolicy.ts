import { RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS } from './dataConstants';

/** An HTTP 4xx answer (ApiError or anything with a numeric `status`): retrying cannot help. */
export function isClientError(err: unknown): boolean {
  const status = (err as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** A request we cancelled on purpose (e.g. the import time-out). */
export function isAbortError(err: unknown): boolean {
  return (err as { name?: unknown } | null | undefined)?.name === 'AbortError';
}

export function shouldRetry(err: unknown): boolean {
  return !isClientError(err) && !isAbortError(err);
}

/** Delay before retry `attempt` (0-based): 1 s, 2 s, 4 s, … capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt), RETRY_MAX_DELAY_MS);
}
