import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotificationPage, NotificationQuery, NotificationsRead, NotificationsReadAnswer } from '@meridian/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors';
import { notificationsRepository } from '../../repositories/notifications';
import { bodyFieldError } from '../field-error';
import { errorResponses } from '../route-options';

const tags = ['notifications'];

/** Ajv would drop a field the chosen form does not have: `{ ids, all }` or a stray field is a client's bug, said so. */
async function oneForm(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return; // the schema refuses it
  const keys = Object.keys(body);
  const unknown = keys.find((key) => key !== 'ids' && key !== 'all');
  if (unknown !== undefined) throw badRequest('field_unknown', { field: unknown, params: { field: unknown } });
  if (keys.length > 1) throw badRequest('validation_failed', { field: 'all', params: { field: 'all' }, message: 'Send ids or all, not both' });
}

/**
 * The caller's own notification centre (every role: each member has their own). Never cached: the
 * answer is one member's. Ids of another member's or organisation's notifications in a read body
 * are ignored, not refused: they match none of the caller's, so nothing of theirs is marked and
 * nothing tells the caller whether such an id exists.
 */
export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = (request: FastifyRequest) => notificationsRepository(request.scope, request.user.id);

  app.get(
    '/notifications',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'listNotifications',
        summary: "The caller's own notifications, newest first (those created after `after` only, when given), and how many are unread",
        querystring: NotificationQuery,
        response: { 200: NotificationPage, ...errorResponses() },
      },
    },
    async (request) => repository(request).list(request.query),
  );

  app.post(
    '/notifications/read',
    {
      config: { role: 'readonly' },
      bodyLimit: 16 * 1024,
      preValidation: oneForm,
      schemaErrorFormatter: bodyFieldError('Invalid notifications'),
      schema: {
        tags,
        operationId: 'readNotifications',
        summary: "Mark the caller's own notifications read: these ids (others' are ignored), or all of them",
        body: NotificationsRead,
        response: { 200: NotificationsReadAnswer, ...errorResponses(413) },
      },
    },
    async (request) => ({ unread: await repository(request).markRead(request.body) }),
  );
};
