import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors';
import { contactBulkDeleteRepository } from '../../repositories/contact-bulk-delete';
import { errorResponses } from '../../schemas/common';
import { batchIdParams, bulkDeleteBody, bulkDeleteResponse, undoResponse, type BulkDeleteBody } from '../../schemas/contact-bulk-delete';

const tags = ['contacts'];

/** "Select all N matching" on the contacts page: delete what the list's filters match, then Undo. */
export const bulkDeleteRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: BulkDeleteBody }>(
    '/contacts/bulk-delete',
    {
      schema: {
        tags,
        summary: 'Delete every live contact matching the list filters (search, company_id), except some ids; undoable for 10 minutes',
        body: bulkDeleteBody,
        response: { 200: bulkDeleteResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { except_ids: exceptIds, ...filter } = request.body;
      const result = await contactBulkDeleteRepository(request.scope).deleteMatching(filter, exceptIds);
      return { deleted: result.deleted, batch_id: result.batchId, undo_until: result.undoUntil };
    },
  );

  app.post<{ Params: { batchId: string } }>(
    '/contacts/bulk-delete/:batchId/undo',
    {
      schema: {
        tags,
        summary: 'Undo a bulk delete: its contacts come back with the same ids, notes, files and pipeline place',
        params: batchIdParams,
        response: { 200: undoResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const restored = await contactBulkDeleteRepository(request.scope).undo(request.params.batchId);
      if (restored === undefined) throw notFound('This delete can no longer be undone');
      return { restored };
    },
  );
};
