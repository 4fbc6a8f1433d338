import type { FastifyInstance } from 'fastify';
import { errorMessage } from '@meridian/contract';
import { refusal } from '../plugins/errors';
import { refreshFailures } from '../auth/refresh-failures';
import { rotateRefreshToken } from '../auth/tokens';

export const TOO_MANY_REFRESHES = errorMessage('too_many_refreshes');

export async function refreshRoutes(app: FastifyInstance): Promise<void> {
  const ctx = { db: app.db, signer: app.signer, clock: app.settings.clock };
  const failures = refreshFailures(app.settings.refreshFailuresPerMinute, app.settings.clock);

  app.post('/refresh', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const wait = failures.retryAfter(request.ip);
    if (wait > 0) return reply.code(429).header('retry-after', String(wait)).send(refusal('too_many_refreshes'));
    const token = (request.body as { refreshToken?: unknown } | undefined)?.refreshToken;
    // A missing or malformed token is just another failed refresh for the client.
    const result = typeof token === 'string' && token.length > 0 && token.length <= 256 ? await rotateRefreshToken(ctx, token) : undefined;
    if (!result) {
      failures.failed(request.ip);
      return reply.code(401).send(refusal('refresh_failed'));
    }
    return { success: true, data: { tokens: result.tokens, user: result.user } };
  });
}
