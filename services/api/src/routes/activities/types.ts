import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActivityType, ActivityTypeCreate, ActivityTypeParams, ActivityTypesAnswer, NoContent } from '@meridian/contract';
import { badRequest, notFound } from '../../errors';
import { activityTypesRepository } from '../../repositories/activity-types';
import { actorOf } from '../audit-actor';
import { bodyFieldError } from '../field-error';
import { errorResponses } from '../route-options';

const tags = ['activities'];

/** Activity types: the built-in ones and the organisation's own (admins add and remove those). */
export const activityTypesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/activity-types',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'listActivityTypes',
        summary: "The built-in activity types, then the organisation's own by name",
        response: { 200: ActivityTypesAnswer, ...errorResponses() },
      },
    },
    async (request) => ({ types: await activityTypesRepository(request.scope).list() }),
  );

  app.post(
    '/activity-types',
    {
      config: { role: 'admin' },
      schemaErrorFormatter: bodyFieldError('Invalid activity type'),
      schema: {
        tags,
        operationId: 'createActivityType',
        summary: "Add one of the organisation's own activity types (names are unique in any case)",
        body: ActivityTypeCreate,
        response: { 201: ActivityType, ...errorResponses(403, 409, 413) },
      },
    },
    async (request, reply) => {
      const name = request.body.name.trim();
      if (!name) throw badRequest('validation_failed', { field: 'name', params: { field: 'name' }, message: 'name must not be blank' });
      return reply.code(201).send(await activityTypesRepository(request.scope).create(name, actorOf(request)));
    },
  );

  app.delete(
    '/activity-types/:key',
    {
      config: { role: 'admin' },
      schema: {
        tags,
        operationId: 'deleteActivityType',
        summary: "Remove one of the organisation's own activity types; its activities become tasks",
        params: ActivityTypeParams,
        response: { 204: NoContent('Removed'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await activityTypesRepository(request.scope).remove(request.params.key, actorOf(request)))) throw notFound('activity_type_not_found');
      return reply.code(204).send(null);
    },
  );
};
