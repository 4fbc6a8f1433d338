// Values worked out from an organisation's data and kept while its data version stays the same
// (the duplicate finder's candidate keys and each viewer's groups: seconds of reading on a
// million contacts, the same for every page of the list). Like the answer store, an entry is given
// only for the version it was built at, so nothing stale is ever handed out. One build per key at a
// time: a request that finds an older build under way waits for it to end before starting its own,
// so a busy organisation never has two scans of its indexes running at once.
import { LRUCache } from 'lru-cache';

interface Entry<T> {
  version: number;
  value: Promise<T>;
}

export function versionedLists<T extends object>(maxEntries = 200) {
  const entries = new LRUCache<string, Entry<T>>({ max: maxEntries });

  /** The value of `key` at `version`: the one kept, or the one `build` makes (kept if it succeeds). */
  async function get(key: string, version: number, build: () => Promise<T>): Promise<T> {
    for (;;) {
      const entry = entries.get(key);
      // A build at a newer version (a request that read the version later) is as good: fresher.
      if (entry && entry.version >= version) return entry.value;
      if (!entry) break;
      // An older build: let it end (successfully or not), then look again.
      await entry.value.catch(() => undefined);
      if (entries.get(key) === entry) break;
    }
    const value = build();
    const entry = { version, value };
    entries.set(key, entry);
    value.catch(() => entries.get(key) === entry && entries.delete(key));
    return value;
  }

  return { get };
}
