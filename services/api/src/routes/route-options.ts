// Route options every route uses: the documented error answers and the public-route flag. The
// request and answer shapes themselves are @meridian/contract's.
import { ErrorAnswer } from '@meridian/contract';

export { ErrorAnswer };

const errorRef = { $ref: 'ErrorResponse#' } as const;

/** The error answers a route documents, e.g. `...errorResponses(400, 404)`; 401 and 429 always. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorRef> {
  const out: Record<number, typeof errorRef> = { 401: errorRef, 429: errorRef };
  for (const s of statuses) out[s] = errorRef;
  return out;
}

/** Route options for endpoints reachable without a token. */
export const publicRoute = { config: { public: true, rateLimit: false } } as const;
