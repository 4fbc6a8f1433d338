import type { Cache, State, Unloader } from 'swr';
import { QUERY_FRESH_MS, QUERY_KEEP_MS } from './dataConstants';

export interface SwrCacheOptions {
  /** Default QUERY_FRESH_MS (5 min). */
  freshMs?: number;
  /** Default QUERY_KEEP_MS (10 min). */
  keepMs?: number;
}

export interface ClearOptions {
  /** Let mounted hooks refetch at once (e.g. after an organisation switch). Default false. */
  revalidate?: boolean;
}

/**
 * The SWR cache provider: a Map that also knows which keys mounted hooks use (retain/release,
 * called by the `freshness` middleware) and when each key was last fetched. An entry nobody
 * uses is evicted `keepMs` after its last use.
 */
export class SwrCache implements Cache {
  readonly freshMs: number;
  readonly keepMs: number;
  private readonly entries = new Map<string, State>();
  private readonly users = new Map<string, number>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly fetchedAt = new Map<string, number>();
  private unloader: Unloader | undefined;

  constructor({ freshMs = QUERY_FRESH_MS, keepMs = QUERY_KEEP_MS }: SwrCacheOptions = {}) {
    this.freshMs = freshMs;
    this.keepMs = keepMs;
  }

  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  get(key: string): State | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) this.scheduleEviction(key);
    return value;
  }

  set(key: string, value: State): void {
    this.entries.set(key, value);
    this.scheduleEviction(key);
  }

  delete(key: string): void {
    this.entries.delete(key);
    this.fetchedAt.delete(key);
    this.cancelEviction(key);
  }

  /** A mounted hook uses `key`: never evict it meanwhile. */
  retain(key: string): void {
    this.users.set(key, (this.users.get(key) ?? 0) + 1);
    this.cancelEviction(key);
  }

  /** That hook unmounted (or changed key): the keep period starts when the last user leaves. */
  release(key: string): void {
    const left = (this.users.get(key) ?? 0) - 1;
    if (left > 0) {
      this.users.set(key, left);
      return;
    }
    this.users.delete(key);
    this.scheduleEviction(key);
  }

  markFetched(key: string, at: number = Date.now()): void {
    this.fetchedAt.set(key, at);
  }

  /** Fetched less than `freshMs` ago and still cached. */
  isFresh(key: string, now: number = Date.now()): boolean {
    const at = this.fetchedAt.get(key);
    return at !== undefined && this.entries.has(key) && now - at < this.freshMs;
  }

  /** Remembers SWR's unloader for this cache so clear() can notify mounted hooks. */
  attachUnloader(unload: Unloader): void {
    this.unloader = unload;
  }

  /** Drops every entry (sign-out, organisation change). Mounted hooks see the empty cache. */
  clear({ revalidate = false }: ClearOptions = {}): void {
    try {
      this.unloader?.({ revalidate });
    } catch {
      // The SWRConfig using this cache has unmounted: nothing to notify.
    }
    for (const key of [...this.entries.keys()]) this.delete(key);
    this.fetchedAt.clear();
  }

  private scheduleEviction(key: string): void {
    if (this.users.has(key)) return;
    this.cancelEviction(key);
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        if (!this.users.has(key)) this.delete(key);
      }, this.keepMs),
    );
  }

  private cancelEviction(key: string): void {
    const timer = this.timers.get(key);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.timers.delete(key);
  }
}

export function createSwrCache(options?: SwrCacheOptions): SwrCache {
  return new SwrCache(options);
}
