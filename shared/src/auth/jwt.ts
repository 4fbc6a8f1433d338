import type { Tokens } from '@meridian/shared/model';
import { NEAR_EXPIRY_MS } from './constants';

/** Reads `exp` (seconds) from a JWT without verifying it: only to decide when to refresh. */
export function tokenExpiryMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function expiresAt(tokens: Tokens): number {
  return tokenExpiryMs(tokens.accessToken) ?? tokens.expiresAt ?? 0;
}

/** Expired, or within 5 minutes of expiring (docs/PRODUCT.md §4). */
export function isNearExpiry(tokens: Tokens, now = Date.now()): boolean {
  return expiresAt(tokens) - now <= NEAR_EXPIRY_MS;
}
