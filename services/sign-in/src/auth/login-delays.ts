// Failed sign-ins slow down the (email, client address) pair that made them, and nothing else:
// counting per email let ten wrong passwords from anywhere lock that user out for a minute,
// again and again, even with the right password from their own machine. After `freeFailures`
// failures each further one makes the pair wait twice as long as the one before (1 s, 2 s,
// 4 s, ... at most `maxDelayMs`); once the wait is over the next attempt is checked as usual, and
// a correct password clears the pair. Another address is never slowed by these failures.

// A pair that has not failed for this long starts again from zero.
const FORGET_MS = 15 * 60_000;
// Pairs remembered at most (the oldest are forgotten first), so a spray of addresses cannot fill memory.
const MAX_PAIRS = 100_000;

interface Pair {
  failures: number;
  /** clock() before which the pair's next attempt is refused unchecked. */
  waitUntil: number;
  /** clock() when the pair is forgotten. */
  forgetAt: number;
}

export interface LoginDelayOptions {
  freeFailures: number;
  maxDelayMs: number;
  clock: () => number;
}

export function loginDelays({ freeFailures, maxDelayMs, clock }: LoginDelayOptions) {
  const pairs = new Map<string, Pair>();
  const key = (email: string, address: string) => `${email.trim().toLowerCase()}\n${address}`;

  function current(id: string): Pair | undefined {
    const pair = pairs.get(id);
    if (pair && clock() >= pair.forgetAt) {
      pairs.delete(id);
      return undefined;
    }
    return pair;
  }

  return {
    /** Milliseconds the pair must still wait before its next attempt is checked; 0 when it may try. */
    wait(email: string, address: string): number {
      const pair = current(key(email, address));
      return pair ? Math.max(0, pair.waitUntil - clock()) : 0;
    },
    failed(email: string, address: string): void {
      const id = key(email, address);
      const pair = current(id) ?? { failures: 0, waitUntil: 0, forgetAt: 0 };
      pair.failures += 1;
      const extra = pair.failures - freeFailures;
      const delay = extra < 0 ? 0 : Math.min(1000 * 2 ** Math.min(extra, 30), maxDelayMs);
      const now = clock();
      pair.waitUntil = now + delay;
      pair.forgetAt = now + Math.max(FORGET_MS, delay);
      pairs.delete(id); // re-inserted last: the map's order is oldest first
      if (pairs.size >= MAX_PAIRS) pairs.delete(pairs.keys().next().value!);
      pairs.set(id, pair);
    },
    succeeded(email: string, address: string): void {
      pairs.delete(key(email, address));
    },
  };
}
