import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MeAnswer } from '@meridian/contract';
import { errorResponses } from '../route-options';
import { preferencesRoutes } from './preferences';

/** The caller as the API sees them: lets a client check its token and organisation. */
export const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['session'],
        operationId: 'getCurrentUser',
        summary: 'The authenticated user',
        response: { 200: MeAnswer, ...errorResponses() },
      },
    },
    async (request) => ({ user: request.user }),
  );

  await app.register(preferencesRoutes);
};
