import { ApiError, FALLBACK_ERROR } from './ApiError';

/**
 * The server's own words when it gave some (docs/PRODUCT.md §5 "a server error is shown in the
 * form", §8), else the screen's fallback; anything that is not an answer (a bug, a parse error)
 * gets the fallback. A screen whose answers without words read differently (the import's
 * 'An error occurred', §8) passes that as `silentAnswer`.
 */
export function errorText(error: unknown, fallback: string, silentAnswer = fallback): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.message && error.message !== FALLBACK_ERROR ? error.message : silentAnswer;
}

/** 'Failed to add note: {the server's words}', or the fallback alone when the server gave none. */
export function failureWithReason(error: unknown, fallback: string): string {
  const reason = errorText(error, '');
  return reason ? `${fallback}: ${reason}` : fallback;
}
