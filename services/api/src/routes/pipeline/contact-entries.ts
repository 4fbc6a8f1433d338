import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddAnswer,
  AddBody,
  AlreadyInPipelineAnswer,
  EntryQuery,
  HistoryAnswer,
  HistoryQuery,
  MoveAnswer,
  MoveBody,
  PipelineContactParams,
  PipelineStatusAnswer,
  RemoveAnswer,
} from '@meridian/contract';
import type { FastifyRequest } from 'fastify';
import { guardEdit } from '../../http/record-guard';
import { pipelineEntriesRepository, type Change } from '../../repositories/pipeline-entries';
import { actorOf } from '../audit-actor';
import { errorResponses } from '../route-options';

const tags = ['pipeline'];

/** Recorded as `changed_by`: the token's name, else its email (the caller is the default owner of an added deal). */
function change(request: FastifyRequest, notes?: string): Change {
  return { actor: request.user.name || request.user.email || null, notes, actorId: request.user.id };
}

/** A contact's place in the pipeline. Every `:contactId` here is a contact id. */
export const pipelineContactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pipeline/:contactId/status',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'getPipelineStatus',
        summary: "A contact's pipeline stage (in `pipeline_id`, else its primary entry's), and every entry it has",
        params: PipelineContactParams,
        querystring: EntryQuery,
        response: { 200: PipelineStatusAnswer, ...errorResponses(404) },
      },
    },
    async (request) => pipelineEntriesRepository(request.scope).status(request.params.contactId, request.query.pipeline_id),
  );

  app.post(
    '/pipeline/:contactId/add',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'addToPipeline',
        summary: 'Put a contact in a stage (default: first stage of the default pipeline); a contact can be in several pipelines, once in each',
        description:
          "A contact already in the stage's pipeline is left where it is: 409 with a warning for people (`error`) and, as fields, its current stage there.",
        params: PipelineContactParams,
        body: AddBody,
        response: { 201: AddAnswer, 409: AlreadyInPipelineAnswer, ...errorResponses(403, 404, 413) },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      await guardEdit(request, 'contacts', request.params.contactId);
      const outcome = await pipelineEntriesRepository(request.scope).add(request.params.contactId, body.stageId, change(request, body.notes), body.deal);
      if (!outcome.added) return reply.code(409).send({ error: outcome.message, code: 'already_in_pipeline', params: outcome.params, ...outcome.status });
      return reply.code(201).send({ success: true, ...outcome.status });
    },
  );

  app.put(
    '/pipeline/:contactId/move',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'moveDealStage',
        summary:
          "Move a contact's entry in the stage's pipeline to the stage; a contact with no entry there but exactly one elsewhere has that one moved across",
        params: PipelineContactParams,
        body: MoveBody,
        response: { 200: MoveAnswer, ...errorResponses(403, 404, 413) },
      },
    },
    async (request) => {
      const { stageId, notes } = request.body;
      await guardEdit(request, 'contacts', request.params.contactId);
      const { moved, status } = await pipelineEntriesRepository(request.scope).move(request.params.contactId, stageId, change(request, notes));
      return { success: true, moved, ...status };
    },
  );

  app.delete(
    '/pipeline/:contactId/remove',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'removeFromPipeline',
        summary:
          "Take a contact out of a pipeline (`pipeline_id`, else its primary entry's; not recorded in history); answers the deal it held, for an Undo to put back",
        params: PipelineContactParams,
        querystring: EntryQuery,
        response: { 200: RemoveAnswer, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      await guardEdit(request, 'contacts', request.params.contactId);
      const deal = await pipelineEntriesRepository(request.scope).remove(request.params.contactId, actorOf(request), request.query.pipeline_id);
      return deal ? { success: true, removed: true, deal } : { success: true, removed: false };
    },
  );

  app.get(
    '/pipeline/:contactId/history',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'listPipelineHistory',
        summary: "A contact's stage moves and deal changes, newest first (in every pipeline, or in `pipeline_id`)",
        params: PipelineContactParams,
        querystring: HistoryQuery,
        response: { 200: HistoryAnswer, ...errorResponses(404) },
      },
    },
    async (request) => ({
      history: await pipelineEntriesRepository(request.scope).history(request.params.contactId, request.query.limit, request.query.pipeline_id),
    }),
  );
};
