// Verifying an Ed25519 signature costs about 0.35 ms of CPU, paid again on every request of a
// session that sends the same access token for 15 minutes. A token that verified is remembered
// (by its whole text, so an edited or re-signed token is a miss) until it expires, and at most
// MAX_AGE_MS, so a key withdrawn from the JWKS stops being honoured soon after. Failures are never
// remembered. The token's `iat` is kept with it: a remembered token is still checked against the
// revocation cut-offs on every request (plugins/auth.ts), so remembering never outlives a revocation.
import type { AuthUser } from './auth-user';

export const MAX_ENTRIES = 10_000;
export const MAX_AGE_MS = 5 * 60_000;

interface Entry {
  user: AuthUser;
  /** The token's `iat` (epoch seconds), if it had one. */
  issuedAt?: number;
  /** Date.now() after which the entry is no use. */
  until: number;
  /** Date.now() after which the token itself has expired (its exp plus the clock tolerance). */
  expiresAt: number;
}

export type Lookup = { user: AuthUser; issuedAt?: number } | { expired: true } | undefined;

export function verifiedTokens(maxEntries = MAX_ENTRIES, maxAgeMs = MAX_AGE_MS) {
  const entries = new Map<string, Entry>();
  return {
    get(token: string): Lookup {
      const entry = entries.get(token);
      if (!entry) return undefined;
      const now = Date.now();
      if (now >= entry.expiresAt) {
        entries.delete(token);
        return { expired: true };
      }
      if (now >= entry.until) {
        entries.delete(token);
        return undefined;
      }
      return { user: entry.user, issuedAt: entry.issuedAt };
    },
    /** `expiresAt`: when the token expires, in Date.now() terms (tolerance included). */
    set(token: string, user: AuthUser, expiresAt: number, issuedAt?: number): void {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!); // the oldest
      entries.set(token, { user, issuedAt, expiresAt, until: Math.min(expiresAt, Date.now() + maxAgeMs) });
    },
    get size() {
      return entries.size;
    },
  };
}
