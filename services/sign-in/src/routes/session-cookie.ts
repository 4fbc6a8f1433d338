import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_SECONDS } from '../auth/sessions';
import type { Settings } from '../settings';

function options(settings: Settings): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: settings.cookieSameSite,
    path: '/',
    secure: settings.cookieSecure,
  };
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value && value.length <= 256 ? value : undefined;
}

export function setSessionCookie(reply: FastifyReply, settings: Settings, value: string): void {
  reply.setCookie(SESSION_COOKIE, value, { ...options(settings), maxAge: SESSION_SECONDS });
}

export function clearSessionCookie(reply: FastifyReply, settings: Settings): void {
  reply.clearCookie(SESSION_COOKIE, options(settings));
}
