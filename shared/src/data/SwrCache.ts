import type { Cache, State, Unloader } from 'swr';
import { QUERY_FRESH_MS, QUERY_KEEP_MS } from './dataConstants';
import { queryKeyId, type KeyMatcher } from './queryKeyId';

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

/** An infinite list on screen: the key of its first page, and how it refetches its loaded pages. */
interface ListEntry {
  key: unknown;
  refresh: () => Promise<unknown>;
}

/**
 * The SWR cache provider: a Map that also knows which entries mounted hooks use (the `freshness`
 * middleware retains what a hook reads while it renders, and releases it on unmount), when each
 * query key was last fetched, and which infinite lists are on screen. An entry nobody uses is
 * evicted `keepMs` after its last use. Entries are stored under the strings SWR gives a cache
 * provider, which this never builds nor parses; freshness and lists go by the query key as the
 * app wrote it (`keys.*`).
 */
export class SwrCache implements Cache {
  readonly freshMs: number;
  readonly keepMs: number;
  private readonly entries = new Map<string, State>();
  private readonly users = new Map<string, number>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** By `queryKeyId`: the key as the app wrote it, and when it was last fetched. */
  private readonly fetchedAt = new Map<string, { key: unknown; at: number }>();
  private readonly lists = new Set<ListEntry>();
  /** By `queryKeyId`: requests started before any hook asked for them (`startEarly`). */
  private readonly early = new Map<string, { request: Promise<unknown>; at: number }>();
  private readonly reading: Set<string>[] = [];
  private unloader: Unloader | undefined;

  constructor({ freshMs = QUERY_FRESH_MS, keepMs = QUERY_KEEP_MS }: SwrCacheOptions = {}) {
    this.freshMs = freshMs;
    this.keepMs = keepMs;
  }

  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  get(key: string): State | undefined {
    if (key) this.reading.at(-1)?.add(key);
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
    this.cancelEviction(key);
  }

  /** Records the entries read until `stopReading()`: what a hook reads while it renders. */
  startReading(): void {
    this.reading.push(new Set());
  }

  /** The entries read since the matching `startReading()`, sorted. */
  stopReading(): string[] {
    const read = this.reading.pop() ?? new Set<string>();
    read.forEach((key) => this.reading.at(-1)?.add(key));
    return [...read].sort();
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

  /** The query `key` (as passed to useSWR, or a page key of useSWRInfinite) was fetched. */
  markFetched(key: unknown, at: number = Date.now()): void {
    for (const [id, entry] of this.fetchedAt) {
      if (at - entry.at >= this.freshMs) this.fetchedAt.delete(id);
    }
    this.fetchedAt.set(queryKeyId(key), { key, at });
  }

  /** Fetched less than `freshMs` ago and not marked stale since. */
  isFresh(key: unknown, now: number = Date.now()): boolean {
    const entry = this.fetchedAt.get(queryKeyId(key));
    return entry !== undefined && now - entry.at < this.freshMs;
  }

  /** Every query key `matches` accepts counts as stale: its next mount refetches it. */
  markStale(matches: KeyMatcher): void {
    for (const [id, entry] of this.fetchedAt) {
      if (matches(entry.key)) this.fetchedAt.delete(id);
    }
  }

  /** An infinite list is on screen until the returned function is called. */
  addList(key: unknown, refresh: () => Promise<unknown>): () => void {
    const entry = { key, refresh };
    this.lists.add(entry);
    return () => this.lists.delete(entry);
  }

  /** Refetches the loaded pages of the lists on screen whose first page key `matches` accepts. */
  refreshLists(matches: KeyMatcher): Promise<unknown[]> {
    return Promise.all([...this.lists].filter((list) => matches(list.key)).map((list) => list.refresh()));
  }

  /**
   * Starts `fetch` for the query `key` before any hook asks for it (the shell starts a section's
   * first data while the section's remote loads): the first fetch of that key takes this answer
   * instead of asking the server again (the `freshness` middleware, `takeEarly`).
   */
  startEarly<T>(key: unknown, fetch: () => Promise<T>, at: number = Date.now()): Promise<T> {
    const id = queryKeyId(key);
    const known = this.early.get(id);
    if (known) return known.request as Promise<T>;
    const request = fetch();
    // Whoever takes it sees a failure; until then it is not an unhandled rejection.
    request.catch(() => undefined);
    this.early.set(id, { request, at });
    return request;
  }

  /** The early request of `key`, once; none when it is older than `freshMs` (its answer could be stale). */
  takeEarly(key: unknown, now: number = Date.now()): Promise<unknown> | undefined {
    const id = queryKeyId(key);
    const entry = this.early.get(id);
    if (!entry) return undefined;
    this.early.delete(id);
    return now - entry.at < this.freshMs ? entry.request : undefined;
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
    this.early.clear();
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
