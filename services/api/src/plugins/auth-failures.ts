// Requests without a valid token are limited per client address BEFORE authentication: a flood
// of forged tokens (9,000 in 5 s, all 401) cost a signature check each and was never slowed.
// Each refused token counts against the address for a minute; past the bound the address gets
// 429 with Retry-After before any verification, except for a token already verified (a signed-in
// user behind the same office address keeps working). Requests with a valid token never count,
// so load from a few addresses (tests, benches) is limited only per user (RATE_LIMIT_MAX).

export const WINDOW_MS = 60_000;
const MAX_ADDRESSES = 100_000;

interface Window {
  count: number;
  /** Date.now() when the count starts again from zero. */
  resetAt: number;
}

export function authFailures(maxPerMinute: number, now: () => number = Date.now) {
  const windows = new Map<string, Window>();

  function current(address: string): Window | undefined {
    const window = windows.get(address);
    if (window && now() >= window.resetAt) {
      windows.delete(address);
      return undefined;
    }
    return window;
  }

  /** Forgets windows that have run out, then (if still full) the oldest: the map stays bounded. */
  function makeRoom(): void {
    if (windows.size < MAX_ADDRESSES) return;
    for (const [address, window] of windows) if (now() >= window.resetAt) windows.delete(address);
    if (windows.size >= MAX_ADDRESSES) windows.delete(windows.keys().next().value!);
  }

  return {
    /** Seconds the address must wait before its next unauthenticated request; 0 when it may go on. */
    retryAfter(address: string): number {
      const window = current(address);
      if (!window || window.count < maxPerMinute) return 0;
      return Math.max(1, Math.ceil((window.resetAt - now()) / 1000));
    },
    /** A request from the address was refused for its token (or lack of one). */
    record(address: string): void {
      const window = current(address);
      if (window) {
        window.count++;
        return;
      }
      makeRoom();
      windows.set(address, { count: 1, resetAt: now() + WINDOW_MS });
    },
  };
}
