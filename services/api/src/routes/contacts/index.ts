import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../../errors';
import { contactsRepository } from '../../repositories/contacts';
import { errorResponses } from '../../schemas/common';
import {
  contactBody,
  contactIdParams,
  contactInput,
  contactListQuery,
  contactListResponse,
  contactSchema,
  restoreBody,
  restoreResponse,
  type ContactInput,
  type ContactListQuery,
} from '../../schemas/contacts';
import { attachmentRoutes } from './attachments';
import { bulkDeleteRoutes } from './bulk-delete';
import { noteRoutes } from './notes';
import { findWithStage, withStages } from './with-stages';

type ContactsRepository = ReturnType<typeof contactsRepository>;
type IdParams = { id: string };

const tags = ['contacts'];
const deleted = { type: 'null', description: 'Deleted' } as const;

/** The linked company's name; a company_id of another organisation, or a deleted one, is refused. */
async function linkedCompanyName(repo: ContactsRepository, input: ContactInput): Promise<string | undefined> {
  if (!input.company_id) return undefined;
  const name = await repo.companyName(input.company_id);
  if (name === undefined) throw badRequest('company_id does not match a company of your organisation');
  return name;
}

// Contacts, notes and attachments (SPEC §7).
export const contactsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ContactListQuery }>(
    '/contacts',
    {
      config: { cacheAnswer: true },
      schema: {
        tags,
        summary: 'Live contacts, a page at a time, optionally searched or limited to one company',
        querystring: contactListQuery,
        response: { 200: contactListResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { query } = request;
      const page = await contactsRepository(request.scope).page(query);
      const { totalCount } = page;
      const contacts = await withStages(request.scope, page.contacts);
      return { contacts, pagination: { totalCount, page: query.page, limit: query.limit, pages: Math.ceil(totalCount / query.limit) } };
    },
  );

  app.get<{ Params: IdParams }>(
    '/contacts/:id',
    { schema: { tags, summary: 'One contact', params: contactIdParams, response: { 200: contactSchema, ...errorResponses(404) } } },
    async (request) => {
      const contact = await findWithStage(request.scope, request.params.id);
      if (!contact) throw notFound('Contact not found');
      return contact;
    },
  );

  app.post<{ Body: ContactInput }>(
    '/contacts',
    { schema: { tags, summary: 'Create a contact', body: contactBody, response: { 201: contactSchema, ...errorResponses(400) } } },
    async (request, reply) => {
      const input = contactInput(request.body);
      const repo = contactsRepository(request.scope);
      const id = await repo.create(input, await linkedCompanyName(repo, input));
      return reply.code(201).send(await findWithStage(request.scope, id));
    },
  );

  app.put<{ Params: IdParams; Body: ContactInput }>(
    '/contacts/:id',
    {
      schema: {
        tags,
        summary: 'Update a contact (optional fields left out keep their value; null clears them)',
        params: contactIdParams,
        body: contactBody,
        response: { 200: contactSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const input = contactInput(request.body);
      const repo = contactsRepository(request.scope);
      if (!(await repo.exists(request.params.id))) throw notFound('Contact not found');
      const updated = await repo.update(request.params.id, input, await linkedCompanyName(repo, input));
      const contact = updated ? await findWithStage(request.scope, request.params.id) : undefined;
      if (!contact) throw notFound('Contact not found');
      return contact;
    },
  );

  app.delete<{ Params: IdParams }>(
    '/contacts/:id',
    {
      schema: {
        tags,
        summary: 'Delete a contact (soft: POST /contacts/restore brings it back with its notes and files)',
        params: contactIdParams,
        response: { 204: deleted, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      if (!(await contactsRepository(request.scope).softDelete(request.params.id))) throw notFound('Contact not found');
      return reply.code(204).send();
    },
  );

  app.post<{ Body: { ids: string[] } }>(
    '/contacts/restore',
    {
      schema: {
        tags,
        summary: 'Undo deletes: restore deleted contacts with their notes, files and pipeline place',
        body: restoreBody,
        response: { 200: restoreResponse, ...errorResponses(400) },
      },
    },
    async (request) => ({ restored: await contactsRepository(request.scope).restore(request.body.ids) }),
  );

  await app.register(noteRoutes);
  await app.register(attachmentRoutes);
  await app.register(bulkDeleteRoutes);
};
