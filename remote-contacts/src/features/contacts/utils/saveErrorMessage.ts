import { ApiError, FALLBACK_ERROR } from '@meridian/shared/api';

/** The server's own words when it gave some, else the screen's fallback (SPEC §8). */
export function saveErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.message !== FALLBACK_ERROR) return error.message;
  return fallback;
}
