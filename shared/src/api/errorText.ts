import { ApiError, FALLBACK_ERROR } from './ApiError';

/**
 * The server's own words when it gave some (SPEC §5 "a server error is shown in the form", §8),
 * else the screen's fallback; anything that is not an answer (a bug, a parse error) gets the fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.message !== FALLBACK_ERROR) return error.message;
  return fallback;
}

/** 'Failed to add note: {the server's words}', or the fallback alone when the server gave none. */
export function failureWithReason(error: unknown, fallback: string): string {
  const reason = errorText(error, '');
  return reason ? `${fallback}: ${reason}` : fallback;
}
