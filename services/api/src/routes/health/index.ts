import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '../../db/connection';
import { publicRoute } from '../../schemas/common';

const status = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['ok'] } },
  required: ['status'],
} as const;

/** Liveness (the process answers) and readiness (it can reach its database). No token needed. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { ...publicRoute, schema: { tags: ['health'], security: [], response: { 200: status } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { ...publicRoute, schema: { tags: ['health'], security: [], response: { 200: status, 503: { $ref: 'ErrorResponse#' } } } },
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
