import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endSession } from '../auth/sessions';
import { refusal } from '../plugins/errors';
import { revokeTokenFamily } from '../auth/tokens';
import { readSessionCookie, clearSessionCookie } from './session-cookie';

function refreshTokenOf(request: FastifyRequest): string | undefined {
  let body = request.body;
  // navigator.sendBeacon posts text/plain.
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  const token = (body as { refreshToken?: unknown } | null | undefined)?.refreshToken;
  return typeof token === 'string' && token.length > 0 && token.length <= 256 ? token : undefined;
}

export async function logoutRoutes(app: FastifyInstance): Promise<void> {
  const { settings } = app;
  const ctx = { db: app.db, signer: app.signer, clock: settings.clock };

  app.post('/logout', async (request, reply) => {
    // CORS stops other sites reading the answer, not sending the request: refuse it outright
    // so a page that is not one of ours cannot sign the visitor out.
    const origin = request.headers.origin;
    if (origin && origin !== settings.publicOrigin && !settings.allowedOrigins.includes(origin)) {
      return reply.code(403).send(refusal('origin_not_allowed'));
    }
    const cookie = readSessionCookie(request);
    if (cookie) await endSession(ctx, cookie);
    const token = refreshTokenOf(request);
    if (token) await revokeTokenFamily(ctx, token);
    clearSessionCookie(reply, settings);
    reply.header('cache-control', 'no-store');
    return { success: true };
  });
}
