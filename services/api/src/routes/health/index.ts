import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorMessage, HealthAnswer } from '@meridian/contract';
import { pingDatabase } from '../../db/connection';
import { errorRef, publicRoute } from '../route-options';

const tags = ['health'];

/** Liveness (the process answers) and readiness (it can reach its database). No token needed. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthz',
    {
      ...publicRoute,
      schema: { tags, operationId: 'checkLiveness', summary: 'Liveness: the process answers', security: [], response: { 200: HealthAnswer, 400: errorRef } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      ...publicRoute,
      schema: {
        tags,
        operationId: 'checkReadiness',
        summary: 'Readiness: the process can reach its database (503 when it cannot)',
        security: [],
        response: { 200: HealthAnswer, 400: errorRef, 503: errorRef },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.code(503).send({ error: errorMessage('database_unavailable'), code: 'database_unavailable' });
      }
    },
  );
};
