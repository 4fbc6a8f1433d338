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
import { badRequest } from '../../errors';
import { pipelineRepository } from '../../repositories/pipeline';
import { bodyFieldError } from '../field-error';
import { actorOf } from '../audit-actor';
import { errorResponses } from '../route-options';

const tags = ['pipeline'];

/** A refused stage change names the body field that was wrong ('name', 'color', 'probability' or 'outcome'). */
const stageFieldError = bodyFieldError('Invalid stage change');

/** Pipelines, their stages and the board. */
export const pipelineBoardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pipeline',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'listPipelines',
        summary: "The organisation's pipelines, oldest first",
        response: { 200: PipelineListAnswer, ...errorResponses() },
      },
    },
    async (request) => ({ pipelines: await pipelineRepository(request.scope).list() }),
  );

  app.get(
    '/pipeline/:id',
    {
      config: { role: 'readonly' },
      schema: { tags, operationId: 'getPipeline', summary: 'One pipeline', params: PipelineParams, response: { 200: Pipeline, ...errorResponses(404) } },
    },
    async (request) => pipelineRepository(request.scope).get(request.params.id),
  );

  app.get(
    '/pipeline/:id/board',
    {
      config: { role: 'readonly', cacheAnswer: true },
      schema: {
        tags,
        operationId: 'getBoard',
        summary: 'The board: every stage with its full count, its totals and its first `limit` contacts; the board totals',
        description:
          'Contacts are ordered newest arrival in the stage first. A stage has more when `contacts.length < count`; ' +
          'fetch them with `GET /pipeline/{id}/stages/{stageId}/contacts?offset=…`. Soft-deleted contacts are not counted. ' +
          "With `owner_id`, only that member's deals; with `activity=none`, only cards whose contact has no open activity: cards, counts and totals. " +
          "Each card carries its contact's next open activity (earliest due). Totals are exact sums of each currency, never mixed.",
        params: PipelineParams,
        querystring: BoardQuery,
        response: { 200: Board, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { limit, owner_id, activity } = request.query;
      return pipelineRepository(request.scope).board(request.params.id, Math.min(limit, PAGE_LIMIT_MAX), {
        ownerId: owner_id,
        noActivity: activity === 'none',
      });
    },
  );

  app.get(
    '/pipeline/:id/stages',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'listStages',
        summary: 'Stages of a pipeline, in board order',
        params: PipelineParams,
        response: { 200: StageListAnswer, ...errorResponses(404) },
      },
    },
    async (request) => ({ success: true, data: await pipelineRepository(request.scope).stages(request.params.id) }),
  );

  app.get(
    '/pipeline/:id/stages/:stageId/contacts',
    {
      config: { role: 'readonly', cacheAnswer: true },
      schema: {
        tags,
        operationId: 'listStageContacts',
        summary: 'A page of one board column (same order as the board)',
        params: PipelineStageParams,
        querystring: StageContactsQuery,
        response: { 200: StageContactsAnswer, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { id, stageId } = request.params;
      const limit = Math.min(request.query.limit, PAGE_LIMIT_MAX);
      const filter = { ownerId: request.query.owner_id, noActivity: request.query.activity === 'none' };
      return pipelineRepository(request.scope).stagePage(id, stageId, request.query.offset, limit, filter);
    },
  );

  app.put(
    '/pipeline/stages/:stageId',
    {
      config: { role: 'admin' },
      schemaErrorFormatter: stageFieldError,
      schema: {
        tags,
        operationId: 'updateStage',
        summary: 'Rename or recolour a stage, or set its win probability or outcome ({name}, {color}, {probability} and/or {outcome})',
        params: StageParams,
        body: UpdateStageBody,
        response: { 200: UpdateStageAnswer, ...errorResponses(404, 413) },
      },
    },
    async (request) => {
      const { name, color, probability, outcome } = request.body;
      // Unknown fields are stripped by validation, so `{position: 3}` arrives here as `{}`.
      if (name === undefined && color === undefined && probability === undefined && outcome === undefined) throw badRequest('stage_change_empty');
      if (name !== undefined && !name.trim()) throw badRequest('stage_name_blank', { field: 'name' });
      const stage = await pipelineRepository(request.scope).updateStage(request.params.stageId, { name, color, probability, outcome }, actorOf(request));
      return { success: true, stage };
    },
  );
};
