import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { pipelineEntriesRepository, type Change } from '../../repositories/pipeline-entries';
import {
  AddBody,
  AddResponse,
  ContactParams,
  HistoryQuery,
  HistoryResponse,
  MoveBody,
  MoveResponse,
  RemoveResponse,
  StatusResponse,
} from '../../schemas/pipeline';

const tags = ['pipeline'];

/** Recorded as `changed_by`: the token's name, else its email. */
function change(request: FastifyRequest, notes?: string): Change {
  return { actor: request.user.name || request.user.email || null, notes };
}

/** A contact's place in the pipeline. Every `:contactId` here is a contact id. */
export const pipelineContactRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: ContactParams }>(
    '/pipeline/:contactId/status',
    { schema: { tags, summary: "A contact's pipeline stage", params: ContactParams, response: StatusResponse } },
    async (request) => pipelineEntriesRepository(request.scope).status(request.params.contactId),
  );

  app.post<{ Params: ContactParams; Body: AddBody | null | undefined }>(
    '/pipeline/:contactId/add',
    {
      schema: {
        tags,
        summary: 'Put a contact in a stage (default: first stage of the default pipeline)',
        description: 'A contact already in a pipeline is left where it is: 409 with the warning text and its current stage.',
        params: ContactParams,
        body: AddBody,
        response: AddResponse,
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const outcome = await pipelineEntriesRepository(request.scope).add(request.params.contactId, body.stageId, change(request, body.notes));
      if (!outcome.added) return reply.code(409).send({ error: outcome.message, ...outcome.status });
      return reply.code(201).send({ success: true, ...outcome.status });
    },
  );

  app.put<{ Params: ContactParams; Body: MoveBody }>(
    '/pipeline/:contactId/move',
    {
      schema: {
        tags,
        summary: 'Move a contact to a stage (of any pipeline of the organisation)',
        params: ContactParams,
        body: MoveBody,
        response: MoveResponse,
      },
    },
    async (request) => {
      const { stageId, notes } = request.body;
      const { moved, status } = await pipelineEntriesRepository(request.scope).move(request.params.contactId, stageId, change(request, notes));
      return { success: true, moved, ...status };
    },
  );

  app.delete<{ Params: ContactParams }>(
    '/pipeline/:contactId/remove',
    { schema: { tags, summary: 'Take a contact out of its pipeline (not recorded in history)', params: ContactParams, response: RemoveResponse } },
    async (request) => ({ success: true, removed: await pipelineEntriesRepository(request.scope).remove(request.params.contactId) }),
  );

  app.get<{ Params: ContactParams; Querystring: HistoryQuery }>(
    '/pipeline/:contactId/history',
    {
      schema: {
        tags,
        summary: "A contact's stage changes, newest first",
        params: ContactParams,
        querystring: HistoryQuery,
        response: HistoryResponse,
      },
    },
    async (request) => ({ history: await pipelineEntriesRepository(request.scope).history(request.params.contactId, request.query.limit) }),
  );
};
