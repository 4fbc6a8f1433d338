// Route options every route uses: the documented error answers and the public-route flag. The
// request and answer shapes themselves are @meridian/contract's.
import { ErrorAnswer } from '@meridian/contract';

export { ErrorAnswer };

export const errorRef = { $ref: 'ErrorResponse#' } as const;

/**
 * The error answers a route documents, e.g. `...errorResponses(404, 413)`. Always 400 (any URL
 * may carry a refused character, plugins/nul-guard.ts, and any schema refuses bad input), 401
 * and 429; a route with a JSON body adds 413 (the body limit), a lookup by id 404, a conflict 409.
 */
export function errorResponses(...statuses: number[]): Record<number, typeof errorRef> {
  const out: Record<number, typeof errorRef> = { 400: errorRef, 401: errorRef, 429: errorRef };
  for (const s of statuses) out[s] = errorRef;
  return out;
}

/** Route options for endpoints reachable without a token. */
export const publicRoute = { config: { public: true, rateLimit: false } } as const;
