import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginDelays } from '../auth/login-delays';
import { allowedOrigin } from '../origins';
import { pageTheme } from '../pages/layout';
import { loginPage, messagePage } from '../pages/login';
import { newNonce, sendPage } from './html';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Try again in a minute.';
const WINDOW_MS = 60_000;

export const tooManyFailures = (seconds: number) => `Too many failed sign-ins. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

function field(request: FastifyRequest, name: string): string {
  const value = (request.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

// Two limits, neither of which lets anyone lock a user out from another address:
// - every attempt counts against the client address (LOGIN_ATTEMPTS_PER_MINUTE), so spraying
//   passwords across accounts from one address does not get far;
// - failures slow down only the (email, address) pair that made them (auth/login-delays.ts).
export function loginLimits(app: FastifyInstance) {
  const { settings } = app;
  const byIp = app.createRateLimit({
    max: settings.loginAttemptsPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `login-ip:${request.ip}`,
  });
  const delays = loginDelays({
    freeFailures: settings.loginFailuresBeforeDelay,
    maxDelayMs: settings.loginMaxDelaySeconds * 1000,
    clock: settings.clock,
  });

  function refuse(request: FastifyRequest, reply: FastifyReply, retryAfter: number, message: string) {
    reply.header('retry-after', String(retryAfter));
    if (wantsJson(request)) return reply.code(429).send({ error: message });
    const nonce = newNonce();
    const returnUrl = field(request, 'return_url');
    const returnOrigin = allowedOrigin(returnUrl, settings.allowedOrigins);
    const theme = pageTheme(field(request, 'theme'));
    const html = returnOrigin
      ? loginPage({
          nonce,
          returnUrl,
          returnOrigin,
          popup: field(request, 'popup') === '1',
          email: field(request, 'email').trim(),
          error: message,
          theme,
        })
      : messagePage(nonce, message, theme);
    return sendPage(reply, 429, html, { nonce, frameAncestors: [], formAction: ["'self'"] });
  }

  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const perAddress = await byIp(request);
      if (!perAddress.isAllowed && perAddress.isExceeded) return refuse(request, reply, perAddress.ttlInSeconds, TOO_MANY_ATTEMPTS);
      const wait = delays.wait(field(request, 'email'), request.ip);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        return refuse(request, reply, seconds, tooManyFailures(seconds));
      }
    },
    failed: (request: FastifyRequest, email: string) => delays.failed(email, request.ip),
    succeeded: (request: FastifyRequest, email: string) => delays.succeeded(email, request.ip),
  };
}
