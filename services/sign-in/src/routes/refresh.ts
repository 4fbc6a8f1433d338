import type { FastifyInstance } from 'fastify';
import { rotateRefreshToken } from '../auth/tokens';

export const REFRESH_FAILED = 'Token refresh failed';

export async function refreshRoutes(app: FastifyInstance): Promise<void> {
  const ctx = { db: app.db, signer: app.signer, clock: app.settings.clock };

  app.post('/refresh', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = (request.body as { refreshToken?: unknown } | undefined)?.refreshToken;
    // A missing or malformed token is just another failed refresh for the client.
    if (typeof token !== 'string' || token.length === 0 || token.length > 256) {
      return reply.code(401).send({ error: REFRESH_FAILED });
    }
    const result = await rotateRefreshToken(ctx, token);
    if (!result) return reply.code(401).send({ error: REFRESH_FAILED });
    return { success: true, data: { tokens: result.tokens, user: result.user } };
  });
}
