// Security headers, CORS for the configured front-end origins, and the request rate limit.
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../errors';
import { authenticatedUser } from './auth';

export interface SecurityOptions {
  corsOrigins: string[];
  /** Requests per minute per user (per IP before authentication). */
  rateLimitMax: number;
}

export const securityPlugin = fp<SecurityOptions>(
  async (app, opts) => {
    // Built once: @fastify/helmet builds the whole middleware again for every request (parsing
    // the CSP each time, ~8% of the CPU of a cached list answer), though these options never change.
    const securityHeaders = helmet({
      // The API (and /docs) is plain HTTP in development; upgrading its own script requests to
      // https would break the docs page there. TLS is the proxy's job in production.
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    });
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
    // Registered before auth: its onRequest hook answers preflights, which carry no token, and
    // adds the CORS headers a browser needs to read a 401 as well as a 200.
    await app.register(cors, {
      origin: opts.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Service-Id'],
      exposedHeaders: ['Content-Disposition', 'X-Request-Id'],
      credentials: false, // bearer tokens only; the API sets no cookies
      maxAge: 600,
    });
  },
  { name: 'meridian-security' },
);

/** Registered after auth so the limit follows the user, not a shared office IP. */
export const rateLimitPlugin = fp<SecurityOptions>(
  async (app, opts) => {
    await app.register(rateLimit, {
      max: opts.rateLimitMax,
      timeWindow: 60_000,
      hook: 'preHandler',
      keyGenerator: (request) => {
        const user = authenticatedUser(request);
        return user ? `user:${user.id}` : `ip:${request.ip}`;
      },
      errorResponseBuilder: (_request, ctx) =>
        new HttpError(ctx.statusCode, 'too_many_requests', { params: { seconds: Math.max(1, Math.ceil(ctx.ttl / 1000)) } }),
    });
  },
  { name: 'meridian-rate-limit', dependencies: ['meridian-auth'] },
);
