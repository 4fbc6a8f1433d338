// U+0000 is refused wherever a request carries text: PostgreSQL text cannot hold it (a query
// with one fails, which would surface as a 500), while SQLite would store it; so are lone
// surrogates (text-check.ts). Bodies are checked by the JSON parser (json-body.ts); this covers
// path parameters and query strings (`/contacts/%00`).
import fp from 'fastify-plugin';
import { badRequest } from '../errors';
import { textProblem } from './text-check';

/** The first field holding a number that is not finite, one level deep. */
function infiniteField(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return Object.entries(value).find(([, v]) => typeof v === 'number' && !Number.isFinite(v))?.[0];
}

export const nulGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const problem = textProblem(request.params) ?? textProblem(request.query);
      if (problem === 'nul') throw badRequest('The URL must not contain NUL characters (%00)');
      if (problem) throw badRequest('The URL must not contain unpaired UTF-16 surrogates');
    });
    // Ajv turns the text "1e400" into Infinity for an integer field and then skips minimum and
    // maximum for it (they only test finite numbers): `?page=1e400` reached SQL as Infinity (a 500).
    app.addHook('preHandler', async (request) => {
      const field = infiniteField(request.query) ?? infiniteField(request.params) ?? infiniteField(request.body);
      if (field !== undefined) throw badRequest(`${field} must be a finite number`);
    });
  },
  { name: 'meridian-nul-guard' },
);
