// Failed sign-ins slow down the (email, client address) pair that made them, and nothing else:
// counting per email let ten wrong passwords from anywhere lock that user out for a minute,
// again and again, even with the right password from their own machine. After `freeFailures`
// failures each further one makes the pair wait twice as long as the one before (1 s, 2 s,
// 4 s, ... at most `maxDelayMs`); once the wait is over the next attempt is checked as usual, and
// a correct password clears the pair. Another address is never slowed by these failures.
// Not @fastify/rate-limit (which bounds every attempt per address, login-limit.ts): it counts
// every request it checks, and cannot grow a wait per failure nor clear it on success.
import { LRUCache } from 'lru-cache';

// A pair that has not failed for this long starts again from zero.
const FORGET_MS = 15 * 60_000;
// Pairs remembered at most (the least recently seen are forgotten first), so a spray of addresses
// cannot fill memory. lru-cache keeps the bound and each pair's time to be forgotten.
const MAX_PAIRS = 100_000;

interface Pair {
  failures: number;
  /** clock() before which the pair's next attempt is refused unchecked. */
  waitUntil: number;
}

export interface LoginDelayOptions {
  freeFailures: number;
  maxDelayMs: number;
  clock: () => number;
}

export function loginDelays({ freeFailures, maxDelayMs, clock }: LoginDelayOptions) {
  // ttlResolution 0: every staleness check reads the clock (tests move it by hand).
  const pairs = new LRUCache<string, Pair>({ max: MAX_PAIRS, ttl: FORGET_MS, ttlResolution: 0, perf: { now: clock } });
  const key = (email: string, address: string) => `${email.trim().toLowerCase()}\n${address}`;

  return {
    /** Milliseconds the pair must still wait before its next attempt is checked; 0 when it may try. */
    wait(email: string, address: string): number {
      const pair = pairs.get(key(email, address));
      return pair ? Math.max(0, pair.waitUntil - clock()) : 0;
    },
    failed(email: string, address: string): void {
      const id = key(email, address);
      const failures = (pairs.get(id)?.failures ?? 0) + 1;
      const extra = failures - freeFailures;
      const delay = extra < 0 ? 0 : Math.min(1000 * 2 ** Math.min(extra, 30), maxDelayMs);
      // Forgotten once it has neither failed nor had to wait for FORGET_MS (lru-cache keeps an
      // entry through the millisecond its ttl ends, hence the one less).
      pairs.set(id, { failures, waitUntil: clock() + delay }, { ttl: Math.max(FORGET_MS, delay) - 1 });
    },
    succeeded(email: string, address: string): void {
      pairs.delete(key(email, address));
    },
  };
}
