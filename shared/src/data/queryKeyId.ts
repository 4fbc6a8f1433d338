/** Tells whether a query key (as the app wrote it: `keys.*`, or a string) is one of a kind. */
export type KeyMatcher = (key: unknown) => boolean;

/**
 * A stable text for a query key: arrays and strings as JSON, object properties sorted and
 * undefined ones left out, so `{ page: 1, search: undefined }` and `{ page: 1 }` are one query.
 * The app's own identity for a key; SWR's serialised form is never read.
 */
export function queryKeyId(key: unknown): string {
  return JSON.stringify(key, (_name, value: unknown) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const sorted: Record<string, unknown> = {};
    for (const name of Object.keys(value).sort()) sorted[name] = (value as Record<string, unknown>)[name];
    return sorted;
  });
}

/** A key useSWR can be given directly (not a function, not null). */
export function isQueryKey(key: unknown): boolean {
  return (typeof key === 'string' && key !== '') || Array.isArray(key);
}

/** A matcher for exactly this query key (for `useForget`/`useRevalidate`). */
export function matchesKey(target: unknown): KeyMatcher {
  const id = queryKeyId(target);
  return (key) => queryKeyId(key) === id;
}
