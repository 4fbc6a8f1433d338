import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DealAnswer, DealBody, DealReadAnswer, DealsExportQuery, EntryQuery, PipelineContactParams, PipelineParams } from '@meridian/contract';
import { dealsCsv } from '../../import/deals-csv';
import { DEAL_EXPORT_BATCH, dealExportBatches } from '../../repositories/deal-export';
import { checkContactFilter } from '../../repositories/contact-filter';
import { filterClock } from '../../http/filter-clock';
import { guardEdit } from '../../http/record-guard';
import { dealsRepository } from '../../repositories/deals';
import { attachmentDisposition } from '../contacts/content-disposition';
import { bodyFieldError } from '../field-error';
import { csvFile } from '../../http/raw-answers';
import { actorOf } from '../audit-actor';
import { errorResponses } from '../route-options';

const tags = ['pipeline'];

/** A contact's deal, and the deals CSV of a pipeline. */
export const pipelineDealRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pipeline/:contactId/deal',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'getDeal',
        summary:
          "A contact's deal (in `pipeline_id`, else its primary entry's), and the organisation's default currency; 404 when the contact has no such entry",
        params: PipelineContactParams,
        querystring: EntryQuery,
        response: { 200: DealReadAnswer, ...errorResponses(404) },
      },
    },
    async (request) => dealsRepository(request.scope).read(request.params.contactId, request.query.pipeline_id),
  );

  app.put(
    '/pipeline/:contactId/deal',
    {
      config: { role: 'member' },
      schemaErrorFormatter: bodyFieldError('Invalid deal change'),
      schema: {
        tags,
        operationId: 'updateDeal',
        summary:
          "Change a contact's deal (in `pipeline_id`, else its primary entry's): only the fields sent change, null clears one; each change is recorded in its history",
        description:
          "A value is decimal text in the currency's minor digits; without a currency it keeps the deal's, else the organisation's default. " +
          'A currency alone re-expresses the value in it. A refusal answers `{ error, field }`.',
        params: PipelineContactParams,
        querystring: EntryQuery,
        body: DealBody,
        response: { 200: DealAnswer, ...errorResponses(403, 404, 413) },
      },
    },
    async (request) => {
      const actor = request.user.name || request.user.email || null;
      await guardEdit(request, 'contacts', request.params.contactId);
      return dealsRepository(request.scope).update(request.params.contactId, request.body, actor, actorOf(request), request.query.pipeline_id);
    },
  );

  app.get(
    '/pipeline/:id/deals.csv',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'exportDeals',
        summary:
          "Every card of the pipeline as CSV, by stage then newest first, streamed; owner_id: the deal's owner; the contact list's filters narrow it to their contacts",
        params: PipelineParams,
        querystring: DealsExportQuery,
        response: { 200: csvFile, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { owner_id: ownerId, contact_owner_id: contactOwnerId, ...filter } = request.query;
      const contacts = { ...filter, ...(contactOwnerId !== undefined && { owner_id: contactOwnerId }) };
      checkContactFilter(contacts);
      const clock = await filterClock(request, contacts);
      const batches = await dealExportBatches(request.scope, request.params.id, ownerId, DEAL_EXPORT_BATCH, { filter: contacts, clock });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentDisposition('deals.csv'))
        .send(Readable.from(dealsCsv(batches)));
    },
  );
};
