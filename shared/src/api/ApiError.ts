export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The parsed error body, for answers that say more than `error` (e.g. a 409's current stage). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const FALLBACK_ERROR = 'An error occurred';
export const NETWORK_ERROR = 'Network error';
