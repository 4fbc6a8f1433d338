import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isCurrencyCode, MemberListAnswer, OrganisationSettings, OrganisationSettingsChange } from '@meridian/contract';
import { badRequest } from '../../errors';
import { membersRepository } from '../../repositories/members';
import { organisationSettingsRepository } from '../../repositories/organisation-settings';
import { bodyFieldError } from '../field-error';
import { actorOf } from '../audit-actor';
import { errorResponses } from '../route-options';

/** Who can own contacts and deals, and the organisation's settings. */
export const membersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/members',
    {
      config: { role: 'readonly' },
      schema: {
        tags: ['organisation'],
        operationId: 'listMembers',
        summary: 'Users who have signed in to the organisation, by name: who can own contacts and deals',
        response: { 200: MemberListAnswer, ...errorResponses() },
      },
    },
    async (request) => ({ members: await membersRepository(request.scope).list() }),
  );

  app.get(
    '/organisation/settings',
    {
      config: { role: 'readonly' },
      schema: {
        tags: ['organisation'],
        operationId: 'getOrganisationSettings',
        summary: "The organisation's settings (default currency: USD until one is chosen; record access: everyone_edits until one is chosen)",
        response: { 200: OrganisationSettings, ...errorResponses() },
      },
    },
    async (request) => organisationSettingsRepository(request.scope).get(),
  );

  app.put(
    '/organisation/settings',
    {
      config: { role: 'admin' },
      schemaErrorFormatter: bodyFieldError('Invalid settings'),
      schema: {
        tags: ['organisation'],
        operationId: 'updateOrganisationSettings',
        summary: "Change the organisation's settings: those given (at least one), the others keep their value",
        body: OrganisationSettingsChange,
        response: { 200: OrganisationSettings, ...errorResponses(413) },
      },
    },
    async (request) => {
      const { default_currency, record_access } = request.body;
      if (default_currency !== undefined && !isCurrencyCode(default_currency)) throw badRequest('currency_invalid', { field: 'default_currency' });
      return organisationSettingsRepository(request.scope).put(
        {
          ...(default_currency !== undefined && { default_currency }),
          ...(record_access !== undefined && { record_access }),
        },
        actorOf(request),
      );
    },
  );
};
