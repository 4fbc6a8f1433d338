// The Trash and erasing a person (docs/ARCHITECTURE.md §5 "Trash and erasure", docs/PRODUCT.md
// §Trash): every role lists what it sees of the Trash; a member or above restores what they may
// change; an admin purges an item now or erases a contact, live or deleted, for good.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactParams, NoContent, TrashListAnswer, TrashListQuery, TrashParams } from '@meridian/contract';
import { notFound } from '../../errors';
import { eraseContact } from '../../repositories/erase-contact';
import { trashRepository } from '../../repositories/trash';
import { purgeTrashItem, restoreTrashItem } from '../../repositories/trash-items';
import { actorOf } from '../audit-actor';
import { errorResponses } from '../route-options';

const tags = ['trash'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const trashRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/trash',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'listTrash',
        summary: 'Deleted contacts, companies, notes and files the caller sees, newest deletion first, with the days before each is purged',
        querystring: TrashListQuery,
        response: { 200: TrashListAnswer, ...errorResponses() },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, totalCount } = await trashRepository(request.scope).page(page, limit, app.trashDays);
      return { items, pagination: { totalCount, page, limit, pages: Math.ceil(totalCount / limit) }, trash_days: app.trashDays };
    },
  );

  app.post(
    '/trash/:type/:id/restore',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'restoreTrashItem',
        summary:
          'Restore a deleted record with everything attached (409 email_taken when a live contact has its email now, parent_in_trash for a note or file whose contact is deleted)',
        params: TrashParams,
        response: { 204: NoContent('Restored'), ...errorResponses(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      await restoreTrashItem(request.scope, request.recordRule, type, id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/trash/:type/:id',
    {
      config: { role: 'admin' },
      schema: {
        tags,
        operationId: 'purgeTrashItem',
        summary: 'Delete a record of the Trash permanently now (a contact is erased with everything that holds its data)',
        params: TrashParams,
        response: { 204: NoContent('Purged'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      await purgeTrashItem(request.scope, type, id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/contacts/:id/erase',
    {
      config: { role: 'admin' },
      schema: {
        tags,
        operationId: 'eraseContact',
        summary:
          'Erase a contact (live or deleted) permanently: its notes, files, deals, history, activities and search entries in one transaction; the audit trail keeps the erasure without personal data',
        params: ContactParams,
        response: { 204: NoContent('Erased'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!UUID.test(id) || !(await eraseContact(request.scope, id, actorOf(request)))) throw notFound('contact_not_found');
      return reply.code(204).send(null);
    },
  );
};
