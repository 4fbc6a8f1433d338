// Answers kept for as long as their organisation's data has not changed (the store behind
// plugins/cached-answers.ts). A page of 50 contacts costs about a millisecond of CPU to query and
// serialise; the same page again, with nothing of that organisation committed in between, costs a
// lookup. Each entry is stamped with the organisation's version it was built at
// (DbHandle.orgVersion) and given only to a request that read that same version: an answer is
// never older than the database. A write in one organisation leaves the others' answers alone; a
// busy organisation gets fewer hits, never stale ones. One least-recently-used order and one pair
// of bounds (entries, bytes) across organisations, kept by lru-cache.
import { LRUCache } from 'lru-cache';

export const MAX_ENTRIES = 2_000;
export const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  org: string;
  version: number;
  body: Buffer;
}

export function answerStore(maxEntries = MAX_ENTRIES, maxBytes = MAX_BYTES) {
  /** The version of each organisation that has entries, and their keys. */
  const orgs = new Map<string, { version: number; keys: Set<string> }>();
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.body.length + key.length,
    // However an answer goes (least recently used, forgotten), its organisation forgets its key.
    dispose: (entry, key) => {
      const org = orgs.get(entry.org);
      org?.keys.delete(key);
      if (org && !org.keys.size) orgs.delete(entry.org);
    },
  });

  /** Forgets the organisation's answers built before `current`: they can never be given again. */
  function moveTo(orgSlug: string, current: number): void {
    const org = orgs.get(orgSlug);
    if (org && current > org.version) for (const key of [...org.keys]) entries.delete(key);
  }

  return {
    /** `current`: the organisation's version, read before this call. */
    get(orgSlug: string, key: string, current: number): Buffer | undefined {
      moveTo(orgSlug, current);
      const entry = entries.peek(key);
      if (!entry || entry.version !== current) return undefined;
      entries.get(key); // a hit makes it the most recently used
      return entry.body;
    },
    /** `builtAt`: the version read before the answer's queries ran. `key` belongs to `orgSlug` alone. */
    set(orgSlug: string, key: string, builtAt: number, body: Buffer): void {
      if (body.length + key.length > maxBytes) return;
      moveTo(orgSlug, builtAt);
      const org = orgs.get(orgSlug);
      if (org && builtAt < org.version) return; // something of it committed meanwhile: a newer version is known
      entries.delete(key);
      entries.set(key, { org: orgSlug, version: builtAt, body });
      const kept = orgs.get(orgSlug) ?? { version: builtAt, keys: new Set<string>() };
      orgs.set(orgSlug, kept);
      kept.keys.add(key);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
