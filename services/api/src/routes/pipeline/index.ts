import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pipelineRepository } from '../../repositories/pipeline';
import { pipelineBoardRoutes } from './board';
import { pipelineContactRoutes } from './contact-entries';
import { pipelineDealRoutes } from './deals';
import { pipelineShapeRoutes } from './shapes';

/**
 * Pipelines, stages, the board, moves and history (docs/PRODUCT.md §7 Pipeline).
 * `/pipeline/:id…` carries a pipeline id, `/pipeline/:contactId/…` a contact id and
 * `/pipeline/stages/:stageId` a stage id (a static segment, so it wins over `/pipeline/:id`).
 */
export const pipelineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // "Created on first use": any pipeline call of an organisation without a pipeline creates the
  // default one. Runs after validation, so rejected requests create nothing.
  app.addHook('preHandler', async (request) => {
    await pipelineRepository(request.scope).ensureDefaultPipeline();
  });
  await app.register(pipelineBoardRoutes);
  await app.register(pipelineContactRoutes);
  await app.register(pipelineDealRoutes);
  await app.register(pipelineShapeRoutes);
};
