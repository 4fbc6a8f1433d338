// Failed refreshes are counted per client address for a minute: past the bound the address gets
// 429 with Retry-After before its token is looked up, so a flood of guessed refresh tokens costs
// no database work. Successful refreshes never count (an office behind one address refreshes
// often, and rightly).

const WINDOW_MS = 60_000;
// Addresses remembered at most (the oldest are forgotten first).
const MAX_ADDRESSES = 100_000;

export function refreshFailures(maxPerMinute: number, clock: () => number) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (address: string) => {
    const window = windows.get(address);
    if (window && clock() >= window.resetAt) windows.delete(address);
    return windows.get(address);
  };
  return {
    /** Seconds the address must wait; 0 when it may go on. */
    retryAfter(address: string): number {
      const window = current(address);
      if (!window || window.count < maxPerMinute) return 0;
      return Math.max(1, Math.ceil((window.resetAt - clock()) / 1000));
    },
    failed(address: string): void {
      const window = current(address);
      if (window) {
        window.count += 1;
        return;
      }
      if (windows.size >= MAX_ADDRESSES) windows.delete(windows.keys().next().value!);
      windows.set(address, { count: 1, resetAt: clock() + WINDOW_MS });
    },
  };
}
