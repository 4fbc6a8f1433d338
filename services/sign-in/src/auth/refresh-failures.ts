// Failed refreshes are counted per client address for a minute: past the bound the address gets
// 429 with Retry-After before its token is looked up, so a flood of guessed refresh tokens costs
// no database work. Successful refreshes never count (an office behind one address refreshes
// often, and rightly).
//
// Not @fastify/rate-limit (which limits the login form): its limiter counts every request it
// checks, and this one counts only failures, on the service's clock. lru-cache keeps the windows:
// a count per address that expires a minute after its first failure, at most MAX_ADDRESSES.
import { LRUCache } from 'lru-cache';

const WINDOW_MS = 60_000;
const MAX_ADDRESSES = 100_000;

export function refreshFailures(maxPerMinute: number, clock: () => number) {
  // ttlResolution 0: every staleness check reads the clock (tests move it by hand). lru-cache keeps
  // an entry through the millisecond its ttl ends; the window ends as that millisecond begins.
  const windows = new LRUCache<string, number>({ max: MAX_ADDRESSES, ttl: WINDOW_MS - 1, ttlResolution: 0, perf: { now: clock } });
  return {
    /** Seconds the address must wait; 0 when it may go on. */
    retryAfter(address: string): number {
      if ((windows.get(address) ?? 0) < maxPerMinute) return 0;
      return Math.max(1, Math.ceil(windows.getRemainingTTL(address) / 1000));
    },
    failed(address: string): void {
      // The window runs from the first failure: later ones add to it without extending it.
      windows.set(address, (windows.get(address) ?? 0) + 1, { noUpdateTTL: true });
    },
  };
}
