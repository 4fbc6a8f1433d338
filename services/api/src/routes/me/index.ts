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
    // record_access: the organisation's rule, as this request's queries apply it (plugins/record-access.ts).
    async (request) => ({ user: request.user, access: { role: request.user.role, record_access: request.recordRule.access } }),
  );

  await app.register(preferencesRoutes);
};
