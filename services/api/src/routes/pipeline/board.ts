import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Board,
  BoardQuery,
  PAGE_LIMIT_MAX,
  Pipeline,
  PipelineListAnswer,
  PipelineParams,
  PipelineStageParams,
  StageContactsAnswer,
  StageContactsQuery,
  StageListAnswer,
  StageParams,
  UpdateStageAnswer,
  UpdateStageBody,
} from '@meridian/contract';
import type { FastifySchemaValidationError } from 'fastify';
import { badRequest } from '../../errors';
import { pipelineRepository } from '../../repositories/pipeline';
import { errorResponses } from '../route-options';

const tags = ['pipeline'];

/**
 * A refused stage change names the body field that was wrong ('name' or 'color'), for the stage
 * editor to show the error at it. The message itself is still the errors plugin's (from Ajv's errors).
 */
function stageFieldError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const field = dataVar === 'body' ? errors[0]?.instancePath.split('/')[1] : undefined;
  return badRequest('Invalid stage change', field || undefined);
}

/** Pipelines, their stages and the board. */
export const pipelineBoardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pipeline',
    { schema: { tags, summary: "The organisation's pipelines, oldest first", response: { 200: PipelineListAnswer, ...errorResponses() } } },
    async (request) => ({ pipelines: await pipelineRepository(request.scope).list() }),
  );

  app.get(
    '/pipeline/:id',
    { schema: { tags, summary: 'One pipeline', params: PipelineParams, response: { 200: Pipeline, ...errorResponses(404) } } },
    async (request) => pipelineRepository(request.scope).get(request.params.id),
  );

  app.get(
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
        response: { 200: Board, ...errorResponses(400, 404) },
      },
    },
    async (request) => pipelineRepository(request.scope).board(request.params.id, Math.min(request.query.limit, PAGE_LIMIT_MAX)),
  );

  app.get(
    '/pipeline/:id/stages',
    { schema: { tags, summary: 'Stages of a pipeline, in board order', params: PipelineParams, response: { 200: StageListAnswer, ...errorResponses(404) } } },
    async (request) => ({ success: true, data: await pipelineRepository(request.scope).stages(request.params.id) }),
  );

  app.get(
    '/pipeline/:id/stages/:stageId/contacts',
    {
      config: { cacheAnswer: true },
      schema: {
        tags,
        summary: 'A page of one board column (same order as the board)',
        params: PipelineStageParams,
        querystring: StageContactsQuery,
        response: { 200: StageContactsAnswer, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id, stageId } = request.params;
      const limit = Math.min(request.query.limit, PAGE_LIMIT_MAX);
      return pipelineRepository(request.scope).stagePage(id, stageId, request.query.offset, limit);
    },
  );

  app.put(
    '/pipeline/stages/:stageId',
    {
      schemaErrorFormatter: stageFieldError,
      schema: {
        tags,
        summary: 'Rename or recolour a stage ({name} and/or {color})',
        params: StageParams,
        body: UpdateStageBody,
        response: { 200: UpdateStageAnswer, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { name, color } = request.body;
      // Unknown fields are stripped by validation, so `{position: 3}` arrives here as `{}`.
      if (name === undefined && color === undefined) throw badRequest('Send a stage name or color to change');
      if (name !== undefined && !name.trim()) throw badRequest('Stage name must not be blank', 'name');
      const stage = await pipelineRepository(request.scope).updateStage(request.params.stageId, { name, color });
      return { success: true, stage };
    },
  );
};
