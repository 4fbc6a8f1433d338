import { ApiError, FALLBACK_ERROR } from '@meridian/shared/api';

/**
 * The server's own message when it sent one (SPEC §5 "a server error is shown in the form"),
 * else `fallback` ('Failed to create company' / 'Failed to update company').
 */
export function saveErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.message !== FALLBACK_ERROR) return error.message;
  return fallback;
}
