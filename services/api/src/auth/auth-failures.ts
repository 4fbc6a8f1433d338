// Requests without a valid token are limited per client address BEFORE authentication: a flood
// of forged tokens (9,000 in 5 s, all 401) cost a signature check each and was never slowed.
// Each refused token counts against the address for a minute; past the bound the address gets
// 429 with Retry-After before any verification, except for a token already verified (a signed-in
// user behind the same office address keeps working). Requests with a valid token never count,
// so load from a few addresses (tests, benches) is limited only per user (RATE_LIMIT_MAX).
//
// Not @fastify/rate-limit: its limiter counts every request it checks, and this one counts only
// the refused ones, checked before the token is. lru-cache keeps the windows: a count per
// address that expires a minute after its first failure, at most MAX_ADDRESSES of them.
import { LRUCache } from 'lru-cache';

export const WINDOW_MS = 60_000;
const MAX_ADDRESSES = 100_000;

export function authFailures(maxPerMinute: number, now: () => number = Date.now) {
  // ttlResolution 0: every staleness check reads the clock (tests move it by hand). lru-cache keeps
  // an entry through the millisecond its ttl ends; the window ends as that millisecond begins.
  const windows = new LRUCache<string, number>({ max: MAX_ADDRESSES, ttl: WINDOW_MS - 1, ttlResolution: 0, perf: { now } });
  return {
    /** Seconds the address must wait before its next unauthenticated request; 0 when it may go on. */
    retryAfter(address: string): number {
      if ((windows.get(address) ?? 0) < maxPerMinute) return 0;
      return Math.max(1, Math.ceil(windows.getRemainingTTL(address) / 1000));
    },
    /** A request from the address was refused for its token (or lack of one). */
    record(address: string): void {
      // The window runs from the first failure: later ones add to it without extending it.
      windows.set(address, (windows.get(address) ?? 0) + 1, { noUpdateTTL: true });
    },
  };
}
