import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_RECORD_ACCESS, MeAnswer } from '@meridian/contract';
import { errorResponses } from '../route-options';
import { preferencesRoutes } from './preferences';

/** The caller as the API sees them: lets a client check its token and organisation. */
export const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    {
      config: { role: 'readonly' },
      schema: {
        tags: ['session'],
        operationId: 'getCurrentUser',
        summary: 'The authenticated user',
        response: { 200: MeAnswer, ...errorResponses() },
      },
    },
    // record_access comes from the organisation's settings once they hold it.
    async (request) => ({ user: request.user, access: { role: request.user.role, record_access: DEFAULT_RECORD_ACCESS } }),
  );

  await app.register(preferencesRoutes);
};
