import { useCallback, useSyncExternalStore } from 'react';

interface Clock {
  now: Date;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setTimeout> | null;
}

/** One clock per interval, shared by every component that reads it (a board of cards sets one timer). */
const clocks = new Map<number, Clock>();

function clockOf(interval: number): Clock {
  let clock = clocks.get(interval);
  if (!clock) {
    clock = { now: new Date(), listeners: new Set(), timer: null };
    clocks.set(interval, clock);
  }
  return clock;
}

/** Ticks on the interval's boundaries (every whole minute for 60 000 ms), so a 10:00 deadline turns at 10:00. */
function arm(interval: number, clock: Clock): void {
  const wait = interval - (Date.now() % interval);
  clock.timer = setTimeout(() => {
    clock.now = new Date();
    clock.listeners.forEach((listener) => listener());
    arm(interval, clock);
  }, wait);
}

function subscribe(interval: number, listener: () => void): () => void {
  const clock = clockOf(interval);
  if (clock.listeners.size === 0) {
    // A clock nobody read for a while moves on to the current interval (within one it keeps its time).
    const bucket = (time: number) => Math.floor(time / interval);
    if (bucket(Date.now()) !== bucket(clock.now.getTime())) clock.now = new Date();
    arm(interval, clock);
  }
  clock.listeners.add(listener);
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0 && clock.timer !== null) {
      clearTimeout(clock.timer);
      clock.timer = null;
    }
  };
}

/**
 * The current time, read again every `interval` ms (on its boundaries): what depends on the time
 * of day (an activity turning from today to overdue) follows without a reload.
 */
export function useNow(interval = 60_000): Date {
  const listen = useCallback((listener: () => void) => subscribe(interval, listener), [interval]);
  const read = useCallback(() => clockOf(interval).now, [interval]);
  return useSyncExternalStore(listen, read);
}
