import { ApiError, errorText } from '@meridian/shared/api';

/**
 * What a failed change says: the API's refusal in the user's language when it was one of role or
 * record access (403 role_forbidden / record_forbidden: the member's role or the record's owner
 * changed since the board was drawn), otherwise the action's own failure text.
 */
export function refusalText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 403 ? errorText(error, fallback) : fallback;
}
