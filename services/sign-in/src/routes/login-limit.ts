import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowedOrigin } from '../origins';
import { loginPage, messagePage } from '../pages/login';
import { newNonce, sendPage } from './html';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Try again in a minute.';
const WINDOW_MS = 60_000;

function field(request: FastifyRequest, name: string): string {
  const value = (request.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

// Every attempt counts against both the client address and the email typed, so neither
// spraying one password across accounts nor hammering one account gets far. Two separate
// counters: @fastify/rate-limit's route hook only runs once per request.
export function loginRateLimit(app: FastifyInstance) {
  const byIp = app.createRateLimit({
    max: app.settings.loginAttemptsPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `login-ip:${request.ip}`,
  });
  const byEmail = app.createRateLimit({
    max: app.settings.loginAttemptsPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `login-email:${field(request, 'email').trim().toLowerCase()}`,
  });

  return async function limitLogin(request: FastifyRequest, reply: FastifyReply) {
    const results = [await byIp(request), await byEmail(request)];
    const exceeded = results.filter((r) => !r.isAllowed && r.isExceeded);
    if (exceeded.length === 0) return;
    const retryAfter = Math.max(...exceeded.map((r) => (r.isAllowed ? 0 : r.ttlInSeconds)));
    reply.header('retry-after', String(retryAfter));
    if (wantsJson(request)) return reply.code(429).send({ error: TOO_MANY_ATTEMPTS });

    const nonce = newNonce();
    const returnUrl = field(request, 'return_url');
    const returnOrigin = allowedOrigin(returnUrl, app.settings.allowedOrigins);
    const html = returnOrigin
      ? loginPage({
          nonce,
          returnUrl,
          returnOrigin,
          popup: field(request, 'popup') === '1',
          email: field(request, 'email').trim(),
          error: TOO_MANY_ATTEMPTS,
        })
      : messagePage(nonce, TOO_MANY_ATTEMPTS);
    return sendPage(reply, 429, html, { nonce, frameAncestors: [], formAction: ["'self'"] });
  };
}
