import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  Activity,
  ActivityChange,
  ActivityCounts,
  ActivityCountsQuery,
  ActivityCreate,
  ActivityPage,
  ActivityParams,
  ActivityQuery,
  canEditActivity,
  isTimeZone,
  NoContent,
  RestoreAnswer,
  RestoreBody,
} from '@meridian/contract';
import { seenOwner } from '../../db/record-access';
import { badRequest, forbidden, notFound } from '../../errors';
import { activitiesRepository, type ActivityWithFacts } from '../../repositories/activities';
import { actorOf } from '../audit-actor';
import { bodyFieldError } from '../field-error';
import { errorResponses } from '../route-options';
import { changedActivityValues, newActivityValues, reopenedReminder } from './activity-input';
import { activityTypesRoutes } from './types';

const tags = ['activities'];

// The same answer for a missing, deleted, hidden or other organisation's id.
const activityNotFound = () => notFound('activity_not_found');

/** The caller's activities: record access is a condition of every query. */
const repositoryOf = (request: FastifyRequest) => activitiesRepository(request.scope, seenOwner(request.recordRule));

function zoneOf(tz: string): string {
  if (!isTimeZone(tz)) throw badRequest('timezone_invalid', { field: 'tz' });
  return tz;
}

/** The activity, if the caller may change it: 404 when they cannot see it, 403 when they only see it. */
async function editable(request: FastifyRequest, id: string): Promise<ActivityWithFacts> {
  const found = await repositoryOf(request).withFacts(id);
  if (!found) throw activityNotFound();
  const { viewer, access } = request.recordRule;
  if (!canEditActivity(viewer, access, found.facts)) throw forbidden('record_forbidden');
  return found;
}

const activityFieldError = bodyFieldError('Invalid activity');

/** Activities (docs/ARCHITECTURE.md §5 "Activities"): My work, a record's activities, and their changes. */
export const activitiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(activityTypesRoutes);

  app.get(
    '/activities',
    {
      // Sections move with the clock: the cached answer is also keyed by the minute.
      config: { role: 'readonly', cacheAnswer: 'minute' },
      schema: {
        tags,
        operationId: 'listActivities',
        summary: 'Activities the caller sees, filtered (AND), in due order (done ones: newest done first), paged',
        description:
          'Sections and the from/to days are counted in `tz`. Open sections are ordered by due time; done by when done, newest first. ' +
          'Activities of a deleted contact are hidden with it.',
        querystring: ActivityQuery,
        response: { 200: ActivityPage, ...errorResponses() },
      },
    },
    async (request) => {
      const { offset, limit, ...filter } = request.query;
      const tz = zoneOf(filter.tz);
      const { activities, total } = await repositoryOf(request).list({ ...filter, tz, now: new Date() }, offset, limit);
      return { activities, total, offset, limit, hasMore: offset + activities.length < total };
    },
  );

  app.get(
    '/activities/counts',
    {
      config: { role: 'readonly', cacheAnswer: 'minute' },
      schema: {
        tags,
        operationId: 'countActivities',
        summary: "One member's overdue, today, upcoming and done activities (My work's counts), days counted in `tz`",
        querystring: ActivityCountsQuery,
        response: { 200: ActivityCounts, ...errorResponses() },
      },
    },
    async (request) => repositoryOf(request).counts(request.query.assignee_id, new Date(), zoneOf(request.query.tz)),
  );

  app.get(
    '/activities/:id',
    {
      config: { role: 'readonly' },
      schema: { tags, operationId: 'getActivity', summary: 'One activity', params: ActivityParams, response: { 200: Activity, ...errorResponses(404) } },
    },
    async (request) => {
      const activity = await repositoryOf(request).find(request.params.id);
      if (!activity) throw activityNotFound();
      return activity;
    },
  );

  app.post(
    '/activities',
    {
      config: { role: 'member' },
      schemaErrorFormatter: activityFieldError,
      schema: {
        tags,
        operationId: 'createActivity',
        summary: 'Create an activity (assigned to the caller unless assignee_id says otherwise; done: true logs one that happened)',
        body: ActivityCreate,
        response: { 201: Activity, ...errorResponses(403, 413) },
      },
    },
    async (request, reply) => {
      const values = await newActivityValues(request, request.body);
      const activity = await repositoryOf(request).create(values, request.body.done ?? false, actorOf(request));
      return reply.code(201).send(activity);
    },
  );

  app.put(
    '/activities/:id',
    {
      config: { role: 'member' },
      schemaErrorFormatter: activityFieldError,
      schema: {
        tags,
        operationId: 'updateActivity',
        summary: 'Change an activity; fields left out keep their value',
        params: ActivityParams,
        body: ActivityChange,
        response: { 200: Activity, ...errorResponses(403, 404, 413) },
      },
    },
    async (request) => {
      const current = await editable(request, request.params.id);
      const values = await changedActivityValues(request, request.body, current);
      if (Object.keys(values).length === 0) return current.activity;
      const activity = await repositoryOf(request).update(current.activity, values, actorOf(request));
      if (!activity) throw activityNotFound();
      return activity;
    },
  );

  for (const [action, done] of [
    ['complete', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/activities/:id/${action}`,
      {
        config: { role: 'member' },
        schema: {
          tags,
          operationId: done ? 'completeActivity' : 'reopenActivity',
          summary: done ? 'Mark an activity done (one done already stays as it is)' : 'Mark a done activity open again (an open one stays as it is)',
          params: ActivityParams,
          response: { 200: Activity, ...errorResponses(403, 404) },
        },
      },
      async (request) => {
        const current = await editable(request, request.params.id);
        const activity = await repositoryOf(request).setDone(current.activity, done, actorOf(request), done ? undefined : reopenedReminder(current));
        if (!activity) throw activityNotFound();
        return activity;
      },
    );
  }

  app.delete(
    '/activities/:id',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'deleteActivity',
        summary: 'Soft-delete an activity (restorable)',
        params: ActivityParams,
        response: { 204: NoContent('Deleted'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const current = await editable(request, request.params.id);
      if (!(await repositoryOf(request).softDelete(current.activity, actorOf(request)))) throw activityNotFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/activities/restore',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'restoreActivities',
        summary: 'Restore soft-deleted activities (the undo of a delete)',
        body: RestoreBody(1000),
        response: { 200: RestoreAnswer, ...errorResponses(413) },
      },
    },
    // Only activities the caller may change come back; others count as not restored.
    async (request) => {
      const repo = repositoryOf(request);
      const { viewer, access } = request.recordRule;
      const mine = (await repo.deleted(request.body.ids)).filter((d) => canEditActivity(viewer, access, d.facts));
      return {
        restored: await repo.restore(
          mine.map((d) => d.activity),
          actorOf(request),
        ),
      };
    },
  );
};
