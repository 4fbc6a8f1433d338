import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../settings';

export function registerSecurity(app: FastifyInstance, settings: Settings): void {
  // Defaults suited to the JSON endpoints; the HTML pages replace CSP, framing and opener
  // headers per response (see routes/html.ts).
  app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    // With no-referrer, browsers send `Origin: null` on form posts, which breaks the login
    // form's origin check.
    referrerPolicy: { policy: 'same-origin' },
    hsts: settings.issuer.startsWith('https:'),
  });
  app.register(cors, {
    origin: settings.allowedOrigins,
    credentials: true,
    methods: ['GET', 'POST'],
    maxAge: 600,
  });
  app.register(cookie);
  app.register(formbody, { bodyLimit: 16 * 1024 });
  // Only routes that ask for it are limited (the login form).
  app.register(rateLimit, { global: false });

  // Clients may POST /logout with a JSON content type and no body; treat that as `{}`
  // instead of Fastify's default 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Invalid JSON body'), { statusCode: 400, refusalCode: 'json_invalid' }), undefined);
    }
  });
}
