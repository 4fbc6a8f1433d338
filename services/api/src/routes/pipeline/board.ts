import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../errors';
import { pipelineRepository } from '../../repositories/pipeline';
import {
  BoardQuery,
  BoardResponse,
  PageQuery,
  PAGE_LIMIT_MAX,
  PipelineListResponse,
  PipelineParams,
  PipelineResponse,
  PipelineStageParams,
  StageContactsResponse,
  StageParams,
  StagesResponse,
  UpdateStageBody,
  UpdateStageResponse,
} from '../../schemas/pipeline';

const tags = ['pipeline'];

/** Pipelines, their stages and the board. */
export const pipelineBoardRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/pipeline',
    { schema: { tags, summary: "The organisation's pipelines, oldest first", response: PipelineListResponse } },
    async (request) => ({ pipelines: await pipelineRepository(request.scope).list() }),
  );

  app.get<{ Params: PipelineParams }>(
    '/pipeline/:id',
    { schema: { tags, summary: 'One pipeline', params: PipelineParams, response: PipelineResponse } },
    async (request) => pipelineRepository(request.scope).get(request.params.id),
  );

  app.get<{ Params: PipelineParams; Querystring: BoardQuery }>(
    '/pipeline/:id/board',
    {
      config: { cacheAnswer: true },
      schema: {
        tags,
        summary: 'The board: every stage with its full count and its first `limit` contacts',
        description:
          'Contacts are ordered newest arrival in the stage first. A stage has more when `contacts.length < count`; ' +
          'fetch them with `GET /pipeline/{id}/stages/{stageId}/contacts?offset=…`. Soft-deleted contacts are not counted.',
        params: PipelineParams,
        querystring: BoardQuery,
        response: BoardResponse,
      },
    },
    async (request) => pipelineRepository(request.scope).board(request.params.id, Math.min(request.query.limit, PAGE_LIMIT_MAX)),
  );

  app.get<{ Params: PipelineParams }>(
    '/pipeline/:id/stages',
    { schema: { tags, summary: 'Stages of a pipeline, in board order', params: PipelineParams, response: StagesResponse } },
    async (request) => ({ success: true, data: await pipelineRepository(request.scope).stages(request.params.id) }),
  );

  app.get<{ Params: PipelineStageParams; Querystring: PageQuery }>(
    '/pipeline/:id/stages/:stageId/contacts',
    {
      config: { cacheAnswer: true },
      schema: {
        tags,
        summary: 'A page of one board column (same order as the board)',
        params: PipelineStageParams,
        querystring: PageQuery,
        response: StageContactsResponse,
      },
    },
    async (request) => {
      const { id, stageId } = request.params;
      const limit = Math.min(request.query.limit, PAGE_LIMIT_MAX);
      return pipelineRepository(request.scope).stagePage(id, stageId, request.query.offset, limit);
    },
  );

  app.put<{ Params: StageParams; Body: UpdateStageBody }>(
    '/pipeline/stages/:stageId',
    {
      schema: {
        tags,
        summary: "Rename or recolour a stage ({name} and/or {color})",
        params: StageParams,
        body: UpdateStageBody,
        response: UpdateStageResponse,
      },
    },
    async (request) => {
      const { name, color } = request.body;
      // Unknown fields are stripped by validation, so `{position: 3}` arrives here as `{}`.
      if (name === undefined && color === undefined) throw badRequest('Send a stage name or color to change');
      if (name !== undefined && !name.trim()) throw badRequest('Stage name must not be blank');
      const stage = await pipelineRepository(request.scope).updateStage(request.params.stageId, { name, color });
      return { success: true, stage };
    },
  );
};
