import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CompanyAnswer,
  CompanyCreateBody,
  CompanyListAnswer,
  CompanyListQuery,
  CompanyParams,
  CompanyRestoreBody,
  CompanyUpdateBody,
  NoContent,
  RestoreAnswer,
} from '@meridian/contract';
import { badRequest, notFound } from '../../errors';
import { editScope, guardEdit, ownerToWrite } from '../../http/record-guard';
import { membersRepository } from '../../repositories/members';
import { companiesRepository } from '../../repositories/companies';
import { actorOf } from '../audit-actor';
import { errorResponses } from '../route-options';
import { companyUpdateInput, newCompanyInput } from './company-input';

// The same answer for a missing, deleted, malformed or other organisation's id: none of them
// may reveal that a company exists elsewhere.
const companyNotFound = () => notFound('company_not_found');

const tags = ['companies'];

/** An owner must be a member of the caller's organisation (null: nobody). */
async function checkOwner(request: FastifyRequest, ownerId: string | null | undefined): Promise<void> {
  if (ownerId && (await membersRepository(request.scope).name(ownerId)) === undefined) throw badRequest('owner_not_member', { field: 'owner_id' });
}

/** Companies (docs/PRODUCT.md §7), soft-deleted for the undo window (ARCHITECTURE §5). */
export const companiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/companies',
    {
      config: { role: 'readonly', cacheAnswer: true },
      schema: {
        tags,
        operationId: 'listCompanies',
        summary: 'Companies of the organisation, searched, limited to one owner, sorted and paged',
        querystring: CompanyListQuery,
        response: { 200: CompanyListAnswer, ...errorResponses() },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { companies, total } = await companiesRepository(request.scope).list(request.query);
      return { companies, pagination: { total, pages: Math.ceil(total / limit), page, limit } };
    },
  );

  app.get(
    '/companies/:id',
    {
      config: { role: 'readonly' },
      schema: { tags, operationId: 'getCompany', summary: 'One company', params: CompanyParams, response: { 200: CompanyAnswer, ...errorResponses(404) } },
    },
    async (request) => {
      const company = await companiesRepository(request.scope).find(request.params.id);
      if (!company) throw companyNotFound();
      return { company };
    },
  );

  app.post(
    '/companies',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'createCompany',
        summary: 'Create a company (owned by the caller unless owner_id says otherwise)',
        body: CompanyCreateBody,
        response: { 201: CompanyAnswer, ...errorResponses(403, 413) },
      },
    },
    async (request, reply) => {
      const input = newCompanyInput(request.body);
      await checkOwner(request, request.body.owner_id);
      const owner_id = ownerToWrite(request, request.body.owner_id, 'create');
      const company = await companiesRepository(request.scope).create({ ...input, owner_id }, actorOf(request));
      return reply.code(201).send({ company });
    },
  );

  app.put(
    '/companies/:id',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'updateCompany',
        summary: 'Update a company; fields left out keep their value, null or "" clears one',
        params: CompanyParams,
        body: CompanyUpdateBody,
        response: { 200: CompanyAnswer, ...errorResponses(403, 404, 413) },
      },
    },
    async (request) => {
      const input = companyUpdateInput(request.body);
      await guardEdit(request, 'companies', request.params.id);
      await checkOwner(request, request.body.owner_id);
      const owner_id = ownerToWrite(request, request.body.owner_id, 'update');
      const company = await companiesRepository(request.scope).update(
        request.params.id,
        { ...input, ...(owner_id !== undefined && { owner_id }) },
        actorOf(request),
      );
      if (!company) throw companyNotFound();
      return { company };
    },
  );

  app.delete(
    '/companies/:id',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'deleteCompany',
        summary: 'Soft-delete a company (restorable); its contacts stay, without the company',
        params: CompanyParams,
        response: { 204: NoContent('Deleted'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      await guardEdit(request, 'companies', request.params.id);
      if (!(await companiesRepository(request.scope).softDelete(request.params.id, actorOf(request)))) throw companyNotFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/companies/restore',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'restoreCompanies',
        summary: 'Restore soft-deleted companies (the undo of a delete)',
        body: CompanyRestoreBody,
        response: { 200: RestoreAnswer, ...errorResponses(413) },
      },
    },
    // Only companies the caller may change come back; others count as not restored.
    async (request) => ({ restored: await companiesRepository(editScope(request)).restore(request.body.ids, actorOf(request)) }),
  );
};
