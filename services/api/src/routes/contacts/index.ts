import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Contact,
  ContactBody,
  ContactListAnswer,
  ContactListQuery,
  ContactParams,
  ContactRestoreAnswer,
  ContactRestoreBody,
  NoContent,
} from '@meridian/contract';
import { badRequest, notFound } from '../../errors';
import { contactsRepository } from '../../repositories/contacts';
import { editScope, guardEdit, ownerToWrite, requireEditable } from '../../http/record-guard';
import { actorOf } from '../audit-actor';
import { errorResponses } from '../route-options';
import { contactInput } from './contact-input';
import { attachmentRoutes } from './attachments';
import { bulkDeleteRoutes } from './bulk-delete';
import { bulkEditRoutes } from './bulk-edit';
import { noteRoutes } from './notes';
import { findWithStage } from './with-stages';
import { dependsOnClock, filterClock } from '../../http/filter-clock';

type ContactsRepository = ReturnType<typeof contactsRepository>;
const tags = ['contacts'];

/** The linked company's name; a company_id of another organisation, or a deleted one, is refused. */
async function linkedCompanyName(repo: ContactsRepository, input: ContactBody): Promise<string | undefined> {
  if (!input.company_id) return undefined;
  const name = await repo.companyName(input.company_id);
  if (name === undefined) throw badRequest('company_id_unknown');
  return name;
}

/** An owner must be a member of the caller's organisation (null: nobody). */
async function checkOwner(repo: ContactsRepository, input: ContactBody): Promise<void> {
  if (input.owner_id && !(await repo.isMember(input.owner_id))) throw badRequest('owner_not_member', { field: 'owner_id' });
}

// Contacts, notes and attachments (docs/PRODUCT.md §7).
export const contactsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/contacts',
    {
      config: { role: 'readonly', cacheAnswer: true, cacheSkip: dependsOnClock },
      schema: {
        tags,
        operationId: 'listContacts',
        summary: 'Live contacts, a page at a time, narrowed by the list filters (docs/PRODUCT.md §7 Filters)',
        querystring: ContactListQuery,
        response: { 200: ContactListAnswer, ...errorResponses() },
      },
    },
    async (request) => {
      const { query } = request;
      const clock = await filterClock(request, query);
      const { contacts, totalCount, totalCountCapped } = await contactsRepository(request.scope, clock).page(query);
      const pages = Math.ceil(totalCount / query.limit);
      return { contacts, pagination: { totalCount, ...(totalCountCapped && { totalCountCapped }), page: query.page, limit: query.limit, pages } };
    },
  );

  app.get(
    '/contacts/:id',
    {
      config: { role: 'readonly' },
      schema: { tags, operationId: 'getContact', summary: 'One contact', params: ContactParams, response: { 200: Contact, ...errorResponses(404) } },
    },
    async (request) => {
      const contact = await findWithStage(request.scope, request.params.id);
      if (!contact) throw notFound('contact_not_found');
      return contact;
    },
  );

  app.post(
    '/contacts',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'createContact',
        summary: 'Create a contact (owned by the caller unless owner_id says otherwise); 409 when a live contact of the organisation has the email',
        body: ContactBody,
        response: { 201: Contact, ...errorResponses(403, 409, 413) },
      },
    },
    async (request, reply) => {
      const sent = contactInput(request.body);
      const repo = contactsRepository(request.scope);
      await checkOwner(repo, sent);
      const input = { ...sent, owner_id: ownerToWrite(request, sent.owner_id, 'create') };
      const id = await repo.create(input, await linkedCompanyName(repo, input), request.user.id, actorOf(request));
      const contact = await findWithStage(request.scope, id);
      if (!contact) throw notFound('contact_not_found'); // deleted by someone else at that instant
      return reply.code(201).send(contact);
    },
  );

  app.put(
    '/contacts/:id',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'updateContact',
        summary: 'Update a contact (optional fields left out keep their value; null clears them); 409 when another live contact has the new email',
        params: ContactParams,
        body: ContactBody,
        response: { 200: Contact, ...errorResponses(403, 404, 409, 413) },
      },
    },
    async (request) => {
      const sent = contactInput(request.body);
      const repo = contactsRepository(request.scope);
      await requireEditable(request, 'contacts', request.params.id);
      await checkOwner(repo, sent);
      const input = { ...sent, owner_id: ownerToWrite(request, sent.owner_id, 'update') };
      const updated = await repo.update(request.params.id, input, await linkedCompanyName(repo, input), actorOf(request));
      const contact = updated ? await findWithStage(request.scope, request.params.id) : undefined;
      if (!contact) throw notFound('contact_not_found');
      return contact;
    },
  );

  app.delete(
    '/contacts/:id',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'deleteContact',
        summary: 'Delete a contact (soft: POST /contacts/restore brings it back with its notes and files)',
        params: ContactParams,
        response: { 204: NoContent('Deleted'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      await guardEdit(request, 'contacts', request.params.id);
      if (!(await contactsRepository(request.scope).softDelete(request.params.id, actorOf(request)))) throw notFound('contact_not_found');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/contacts/restore',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'restoreContacts',
        summary:
          'Undo deletes: restore deleted contacts with their notes, files and pipeline place, except those whose email a live contact has now (listed in the answer)',
        body: ContactRestoreBody,
        response: { 200: ContactRestoreAnswer, ...errorResponses(413) },
      },
    },
    // Only contacts the caller may change come back; others count as neither restored nor refused.
    async (request) => contactsRepository(editScope(request)).restore(request.body.ids, actorOf(request), request.scope.ownerOnly),
  );

  await app.register(noteRoutes);
  await app.register(attachmentRoutes);
  await app.register(bulkDeleteRoutes);
  await app.register(bulkEditRoutes);
};
