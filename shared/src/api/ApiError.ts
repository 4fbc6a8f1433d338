export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The parsed error body, for answers that say more than `error` (e.g. a 409's current stage). */
    readonly body?: unknown,
    /** The answer's stable code (ErrorAnswer.code), which errorText says in the user's language. */
    readonly code?: string,
    /** The values the answer's text names (ErrorAnswer.params), the arguments of that code's message. */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const FALLBACK_ERROR = 'An error occurred';
export const NETWORK_ERROR = 'Network error';
