// U+0000 is refused wherever a request carries text: PostgreSQL text cannot hold it (a query
// with one fails, which would surface as a 500), while SQLite would store it. Bodies are checked
// by the JSON parser (json-body.ts); this covers path parameters and query strings (`/contacts/%00`).
import fp from 'fastify-plugin';
import { badRequest } from '../errors';

/** True when any string (value or key) in a parsed value holds U+0000. */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v));
  return false;
}

export const nulGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (hasNul(request.params) || hasNul(request.query)) throw badRequest('The URL must not contain NUL characters (%00)');
    });
  },
  { name: 'meridian-nul-guard' },
);
