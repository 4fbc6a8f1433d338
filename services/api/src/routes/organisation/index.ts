import type { FastifyPluginAsync } from 'fastify';
import { organisationRepository } from '../../repositories/organisation';
import { errorResponses } from '../../schemas/common';

const count = { type: 'integer', minimum: 0 } as const;

export const organisationRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/organisation/summary',
    {
      schema: {
        tags: ['organisation'],
        summary: "Record counts of the caller's organisation",
        response: {
          200: {
            type: 'object',
            properties: { contacts: count, companies: count, pipelines: count },
            required: ['contacts', 'companies', 'pipelines'],
          },
          ...errorResponses(),
        },
      },
    },
    async (request) => organisationRepository(request.scope).summary(),
  );
};
