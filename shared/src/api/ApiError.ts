export class ApiError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = 'ApiError';
  }
}

export const FALLBACK_ERROR = 'An error occurred';
export const NETWORK_ERROR = 'Network error';
