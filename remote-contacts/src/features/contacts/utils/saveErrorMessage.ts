import { ApiError, FALLBACK_ERROR } from '@meridian/shared/api';

/** The server's own words when it gave some, else the screen's fallback (SPEC §8). */
export function saveErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.message !== FALLBACK_ERROR) return error.message;
  return fallback;
}

/** 'Failed to add note: {the server's words}', or the fallback alone when the server gave none. */
export function failureWithReason(error: unknown, fallback: string): string {
  const reason = saveErrorMessage(error, '');
  return reason ? `${fallback}: ${reason}` : fallback;
}
