import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BulkDeleteAnswer, BulkDeleteBody, BulkDeleteParams, ContactRestoreAnswer } from '@meridian/contract';
import { notFound } from '../../errors';
import { contactBulkDeleteRepository } from '../../repositories/contact-bulk-delete';
import { editScope } from '../../http/record-guard';
import { actorOf } from '../audit-actor';
import { filterClock } from '../../http/filter-clock';
import { errorResponses } from '../route-options';

const tags = ['contacts'];

/**
 * "Select all N matching" on the contacts page: delete what the list's filters match, then Undo.
 * Both touch only the contacts the caller may change (record access: http/record-guard.ts).
 */
export const bulkDeleteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/contacts/bulk-delete',
    {
      config: { role: 'admin' },
      schema: {
        tags,
        operationId: 'bulkDeleteContacts',
        summary: 'Delete every live contact matching the list filters (docs/PRODUCT.md §7 Filters), except some ids; undoable for 10 minutes',
        body: BulkDeleteBody,
        response: { 200: BulkDeleteAnswer, ...errorResponses(413) },
      },
    },
    async (request) => {
      const { except_ids: exceptIds, ...filter } = request.body;
      const clock = await filterClock(request, filter);
      const result = await contactBulkDeleteRepository(editScope(request), clock).deleteMatching(filter, exceptIds ?? [], actorOf(request));
      return { deleted: result.deleted, batch_id: result.batchId, undo_until: result.undoUntil };
    },
  );

  app.post(
    '/contacts/bulk-delete/:batchId/undo',
    {
      config: { role: 'admin' },
      schema: {
        tags,
        operationId: 'undoBulkDelete',
        summary:
          'Undo a bulk delete: its contacts come back with the same ids, notes, files and pipeline place, except those whose email a live contact has now (listed in the answer)',
        params: BulkDeleteParams,
        response: { 200: ContactRestoreAnswer, ...errorResponses(404) },
      },
    },
    async (request) => {
      const answer = await contactBulkDeleteRepository(editScope(request)).undo(request.params.batchId, actorOf(request), request.scope.ownerOnly);
      if (answer === undefined) throw notFound('undo_expired');
      return answer;
    },
  );
};
