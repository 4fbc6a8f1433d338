import fp from 'fastify-plugin';

/**
 * Fastify's JSON parser (with its prototype-poisoning protection), except that an empty body is
 * accepted as "no body": clients commonly send `Content-Type: application/json` on a DELETE.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body.length === 0) return done(null, undefined);
      parseJson(request, body.toString(), done);
    });
  },
  { name: 'meridian-json-body' },
);
