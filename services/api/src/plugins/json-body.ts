import { isUtf8 } from 'node:buffer';
import fp from 'fastify-plugin';
import { badRequest } from '../errors';
import { hasNul } from './nul-guard';

/**
 * Fastify's JSON parser (with its prototype-poisoning protection), except that an empty body is
 * accepted as "no body": clients commonly send `Content-Type: application/json` on a DELETE.
 * Bytes that are not UTF-8 are refused rather than silently turned into U+FFFD, and so is
 * U+0000 (see nul-guard.ts).
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const bytes = body as Buffer;
      if (bytes.length === 0) return done(null, undefined);
      if (!isUtf8(bytes)) return done(badRequest('Request body is not valid UTF-8 text'), undefined);
      parseJson(request, bytes.toString('utf8'), (err, parsed) => {
        if (err) return done(err, undefined);
        if (hasNul(parsed)) return done(badRequest('Text must not contain NUL characters (\\u0000)'), undefined);
        done(null, parsed);
      });
    });
  },
  { name: 'meridian-json-body' },
);
