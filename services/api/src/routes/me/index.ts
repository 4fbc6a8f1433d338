import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_RECORD_ACCESS, MeAnswer, type RecordAccess } from '@meridian/contract';
import { organisationSettingsRepository } from '../../repositories/organisation-settings';
import { errorResponses } from '../route-options';
import { preferencesRoutes } from './preferences';

/** The caller as the API sees them: their token, organisation and role, and the organisation's record access rule. */
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
    async (request) => {
      // Until the settings carry record_access the default applies (the `?? DEFAULT_RECORD_ACCESS` stays harmless after).
      const settings = (await organisationSettingsRepository(request.scope).get()) as { record_access?: RecordAccess };
      return { user: request.user, access: { role: request.user.role, record_access: settings.record_access ?? DEFAULT_RECORD_ACCESS } };
    },
  );

  await app.register(preferencesRoutes);
};
