import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthAnswer } from '@meridian/contract';
import { pingDatabase } from '../../db/connection';
import { publicRoute } from '../route-options';

/** Liveness (the process answers) and readiness (it can reach its database). No token needed. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/healthz', { ...publicRoute, schema: { tags: ['health'], security: [], response: { 200: HealthAnswer } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { ...publicRoute, schema: { tags: ['health'], security: [], response: { 200: HealthAnswer, 503: { $ref: 'ErrorResponse#' } } } },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.code(503).send({ error: 'Database unavailable' });
      }
    },
  );
};
