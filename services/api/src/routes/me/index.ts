import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../schemas/common';

const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    orgSlug: { type: 'string' },
  },
  required: ['id', 'name', 'email', 'orgSlug'],
} as const;

/** The caller as the API sees them: lets a client check its token and organisation. */
export const meRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['session'],
        summary: 'The authenticated user',
        response: { 200: { type: 'object', properties: { user: userSchema }, required: ['user'] }, ...errorResponses() },
      },
    },
    async (request) => ({ user: request.user }),
  );
};
