import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage } from '@meridian/contract';
import { loginDelays } from '../auth/login-delays';
import { pageLanguage } from '../i18n';
import { refusal } from '../plugins/errors';
import { allowedOrigin } from '../origins';
import { pageTheme } from '../pages/layout';
import { loginPage, messagePage } from '../pages/login';
import { newNonce, sendPage } from './html';

const WINDOW_MS = 60_000;

export const tooManyFailures = (seconds: number) => errorMessage('too_many_failed_sign_ins', { seconds });

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
// The invitation form is limited the same way, its link's token standing for the email.
export interface LimitTarget {
  /** Names the per-address counter ('login', 'invite'). */
  name: string;
  /** Whose password is being tried (the login's email field by default). */
  subject: (request: FastifyRequest) => string;
}

const LOGIN: LimitTarget = { name: 'login', subject: (request) => field(request, 'email') };

export function loginLimits(app: FastifyInstance, target: LimitTarget = LOGIN) {
  const { settings } = app;
  const byIp = app.createRateLimit({
    max: settings.loginAttemptsPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${target.name}-ip:${request.ip}`,
  });
  const delays = loginDelays({
    freeFailures: settings.loginFailuresBeforeDelay,
    maxDelayMs: settings.loginMaxDelaySeconds * 1000,
    clock: settings.clock,
  });

  function refuse(request: FastifyRequest, reply: FastifyReply, retryAfter: number, code: 'too_many_sign_in_attempts' | 'too_many_failed_sign_ins') {
    reply.header('retry-after', String(retryAfter));
    const params = code === 'too_many_failed_sign_ins' ? { seconds: retryAfter } : undefined;
    if (wantsJson(request)) return reply.code(429).send(refusal(code, params));
    const language = pageLanguage(field(request, 'lang'), request.headers['accept-language']);
    const message = code === 'too_many_failed_sign_ins' ? language.t('signin.error.tooManyFailures', params) : language.t('signin.error.tooManyAttempts');
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
          language,
        })
      : messagePage(nonce, message, language, theme);
    return sendPage(reply, 429, html, { nonce, frameAncestors: [], formAction: ["'self'"] });
  }

  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const perAddress = await byIp(request);
      if (!perAddress.isAllowed && perAddress.isExceeded) return refuse(request, reply, perAddress.ttlInSeconds, 'too_many_sign_in_attempts');
      const wait = delays.wait(target.subject(request), request.ip);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        return refuse(request, reply, seconds, 'too_many_failed_sign_ins');
      }
    },
    failed: (request: FastifyRequest, email: string) => delays.failed(email, request.ip),
    succeeded: (request: FastifyRequest, email: string) => delays.succeeded(email, request.ip),
  };
}
