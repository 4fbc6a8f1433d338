import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatePipelineBody,
  CreateStageBody,
  DeletePipelineAnswer,
  DeletePipelineQuery,
  DeleteStageAnswer,
  DeleteStageQuery,
  PipelineListItem,
  PipelineParams,
  ReorderStagesBody,
  Stage,
  StageListAnswer,
  StageParams,
  UpdatePipelineBody,
} from '@meridian/contract';
import { badRequest } from '../../errors';
import { pipelineShapesRepository } from '../../repositories/pipeline-shapes';
import { stageShapesRepository } from '../../repositories/stage-shapes';
import { actorOf } from '../audit-actor';
import { bodyFieldError } from '../field-error';
import { errorResponses } from '../route-options';

const tags = ['pipeline'];
const admin = { role: 'admin' } as const;

/** Shaping pipelines and their stages (admins): create, rename, choose the default, delete; add, delete, reorder stages. */
export const pipelineShapeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/pipeline',
    {
      config: admin,
      schemaErrorFormatter: bodyFieldError('Invalid pipeline'),
      schema: {
        tags,
        operationId: 'createPipeline',
        summary: 'Create a pipeline with the six default stages',
        body: CreatePipelineBody,
        response: { 201: PipelineListItem, ...errorResponses(403, 409, 413) },
      },
    },
    async (request, reply) => {
      const pipeline = await pipelineShapesRepository(request.scope).create(request.body.name, actorOf(request));
      return reply.code(201).send(pipeline);
    },
  );

  app.patch(
    '/pipeline/:id',
    {
      config: admin,
      schemaErrorFormatter: bodyFieldError('Invalid pipeline change'),
      schema: {
        tags,
        operationId: 'updatePipeline',
        summary: 'Rename a pipeline and/or make it the default one ({name} and/or {isDefault: true})',
        params: PipelineParams,
        body: UpdatePipelineBody,
        response: { 200: PipelineListItem, ...errorResponses(403, 404, 409, 413) },
      },
    },
    async (request) => {
      const { name, isDefault } = request.body;
      if (name === undefined && isDefault === undefined) throw badRequest('pipeline_change_empty');
      return pipelineShapesRepository(request.scope).update(request.params.id, { name, isDefault }, actorOf(request));
    },
  );

  app.delete(
    '/pipeline/:id',
    {
      config: admin,
      schema: {
        tags,
        operationId: 'deletePipeline',
        summary: "Delete a pipeline; its cards move to `move_to`'s first stage (required while it holds deals)",
        description:
          'A card whose contact already is in the target pipeline is dropped instead of moved (`merged`); its history stays. ' +
          'The only pipeline cannot be deleted (409 pipeline_last); one holding deals without `move_to` is 409 pipeline_has_deals.',
        params: PipelineParams,
        querystring: DeletePipelineQuery,
        response: { 200: DeletePipelineAnswer, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => pipelineShapesRepository(request.scope).remove(request.params.id, request.query.move_to, actorOf(request)),
  );

  app.post(
    '/pipeline/:id/stages',
    {
      config: admin,
      schemaErrorFormatter: bodyFieldError('Invalid stage'),
      schema: {
        tags,
        operationId: 'createStage',
        summary: 'Add a stage to a pipeline (by default after its last open stage, before Won and Lost)',
        params: PipelineParams,
        body: CreateStageBody,
        response: { 201: Stage, ...errorResponses(403, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      const stage = await stageShapesRepository(request.scope).add(request.params.id, request.body, actorOf(request));
      return reply.code(201).send(stage);
    },
  );

  app.delete(
    '/pipeline/stages/:stageId',
    {
      config: admin,
      schema: {
        tags,
        operationId: 'deleteStage',
        summary: 'Delete a stage; its cards move to `move_to` (another stage of the same pipeline, required while it holds cards)',
        params: StageParams,
        querystring: DeleteStageQuery,
        response: { 200: DeleteStageAnswer, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => stageShapesRepository(request.scope).remove(request.params.stageId, request.query.move_to, actorOf(request)),
  );

  app.put(
    '/pipeline/:id/stages/order',
    {
      config: admin,
      schemaErrorFormatter: bodyFieldError('Invalid stage order'),
      schema: {
        tags,
        operationId: 'reorderStages',
        summary: "Put a pipeline's stages in a new board order (every stage id, each once)",
        params: PipelineParams,
        body: ReorderStagesBody,
        response: { 200: StageListAnswer, ...errorResponses(403, 404, 413) },
      },
    },
    async (request) => ({
      success: true,
      data: await stageShapesRepository(request.scope).reorder(request.params.id, request.body.stageIds, actorOf(request)),
    }),
  );
};
