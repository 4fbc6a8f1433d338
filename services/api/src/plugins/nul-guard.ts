// U+0000 is refused wherever a request carries text: PostgreSQL text cannot hold it (a query
// with one fails, which would surface as a 500), while SQLite would store it; so are lone
// surrogates (text-check.ts). Bodies are checked by the JSON parser (json-body.ts); this covers
// path parameters and query strings (`/contacts/%00`).
import fp from 'fastify-plugin';
import { badRequest } from '../errors';
import { textProblem } from '../http/text-check';

/**
 * Parsed JSON, a query string or path parameters: arrays, and objects of the Object or no
 * prototype (the query parser's objects have a prototype of their own, itself without one). A
 * Buffer (a raw upload's bytes) or a stream is not: enumerating a 4 MB Buffer's indexes takes
 * seconds on the event loop, and bytes hold no numbers.
 */
function isParsedData(value: unknown): value is object {
  if (!value || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/** The first field holding a number that is not finite, one level deep. */
function infiniteField(value: unknown): string | undefined {
  if (!isParsedData(value)) return undefined;
  return Object.entries(value).find(([, v]) => typeof v === 'number' && !Number.isFinite(v))?.[0];
}

export const nulGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const problem = textProblem(request.params) ?? textProblem(request.query);
      if (problem === 'nul') throw badRequest('url_nul');
      if (problem) throw badRequest('url_surrogate');
    });
    // Ajv turns the text "1e400" into Infinity for an integer field and then skips minimum and
    // maximum for it (they only test finite numbers): `?page=1e400` reached SQL as Infinity (a 500).
    app.addHook('preHandler', async (request) => {
      const field = infiniteField(request.query) ?? infiniteField(request.params) ?? infiniteField(request.body);
      if (field !== undefined) throw badRequest('number_not_finite', { params: { field } });
    });
  },
  { name: 'meridian-nul-guard' },
);
