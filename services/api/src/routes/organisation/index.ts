import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrganisationSummary } from '@meridian/contract';
import { organisationRepository } from '../../repositories/organisation';
import { errorResponses } from '../route-options';
import { exchangeRateRoutes } from './exchange-rates';
import { organisationExportRoutes } from './export';
import { organisationImportRoutes } from './import';

export const organisationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organisation/summary',
    {
      config: { role: 'readonly' },
      schema: {
        tags: ['organisation'],
        operationId: 'getOrganisationSummary',
        summary: "Record counts of the caller's organisation",
        response: { 200: OrganisationSummary, ...errorResponses() },
      },
    },
    async (request) => organisationRepository(request.scope).summary(),
  );

  await app.register(exchangeRateRoutes);
  await app.register(organisationExportRoutes);
  await app.register(organisationImportRoutes);
};
