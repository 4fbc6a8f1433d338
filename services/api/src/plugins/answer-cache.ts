// Answers kept for as long as the database has not changed. A page of 50 contacts costs ~1.8 ms
// of CPU to query and serialise; the same page again, with nothing committed in between, costs a
// lookup. Entries are keyed by organisation and URL and stamped with the data version they were
// built at (DbHandle.dataVersion); any commit anywhere moves the version on and empties the cache,
// so an answer is never older than the database. Busy organisations writing all the time get
// fewer hits, never stale ones.
export const MAX_ENTRIES = 2_000;
export const MAX_BYTES = 64 * 1024 * 1024;

export function answerCache(maxEntries = MAX_ENTRIES, maxBytes = MAX_BYTES) {
  let version: string | undefined;
  let bytes = 0;
  const entries = new Map<string, Buffer>();

  /** Forgets everything built at another version: versions never come back. */
  function moveTo(current: string): void {
    if (current === version) return;
    version = current;
    entries.clear();
    bytes = 0;
  }

  return {
    get(key: string, current: string): Buffer | undefined {
      moveTo(current);
      const body = entries.get(key);
      if (body) {
        entries.delete(key); // re-inserted: the Map's order is the recency order
        entries.set(key, body);
      }
      return body;
    },
    /** `builtAt`: the version read before the answer's queries ran. */
    set(key: string, builtAt: string, body: Buffer): void {
      if (builtAt !== version || body.length > maxBytes) return; // something committed meanwhile
      const old = entries.get(key);
      if (old) bytes -= old.length + key.length;
      entries.delete(key);
      while (entries.size && (entries.size >= maxEntries || bytes + body.length + key.length > maxBytes)) {
        const [oldestKey, oldest] = entries.entries().next().value!;
        entries.delete(oldestKey);
        bytes -= oldest.length + oldestKey.length;
      }
      entries.set(key, body);
      bytes += body.length + key.length;
    },
    get size() {
      return entries.size;
    },
  };
}
