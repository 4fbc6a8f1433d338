import { FALLBACK_ERROR } from '@meridian/shared/api';

/** The error's own text when it says something, else the screen's fallback (SPEC §8). */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  return message && message !== FALLBACK_ERROR ? message : fallback;
}
