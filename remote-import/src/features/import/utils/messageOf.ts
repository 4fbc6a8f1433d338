import { ApiError } from '@meridian/shared/api';

/** The server's or the time-out's message; anything else (a bug, a parse error) gets the fallback. */
export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError || (error instanceof Error && error.name === 'ImportTimeoutError') ? (error as Error).message : fallback;
