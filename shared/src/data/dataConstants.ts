/** docs/PRODUCT.md §9 query and mutation settings. */

/** Data younger than this is not refetched when a screen mounts. */
export const QUERY_FRESH_MS = 5 * 60_000;
/** Cache entries no screen has used for this long are evicted. */
export const QUERY_KEEP_MS = 10 * 60_000;
/** Query retries after the first failure (never for HTTP 4xx). */
export const QUERY_RETRIES = 3;
/** Mutation retries after the first failure (never for HTTP 4xx). */
export const MUTATION_RETRIES = 1;
/** Retry n (0-based) waits min(1000 · 2ⁿ, 30000) ms: 1 s, 2 s, 4 s … */
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
