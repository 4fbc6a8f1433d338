// Schemas shared by every route. Registered once on the root instance (app.ts).
export const ErrorResponse = {
  $id: 'ErrorResponse',
  type: 'object',
  description: 'Every non-2xx answer',
  properties: { error: { type: 'string' } },
  required: ['error'],
} as const;

const errorRef = { $ref: 'ErrorResponse#' } as const;

/** The error answers a route documents, e.g. `...errorResponses(400, 404)`; 401 and 429 always. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorRef> {
  const out: Record<number, typeof errorRef> = { 401: errorRef, 429: errorRef };
  for (const s of statuses) out[s] = errorRef;
  return out;
}

/** The largest page number any list accepts (larger ones are a 400, not a query the database cannot run). */
export const MAX_PAGE = 1_000_000;
/** The largest row offset any list accepts (MAX_PAGE pages of the largest page size). */
export const MAX_OFFSET = 500_000_000;

/** Route options for endpoints reachable without a token. */
export const publicRoute = { config: { public: true, rateLimit: false } } as const;
