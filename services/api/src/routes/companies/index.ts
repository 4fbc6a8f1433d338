import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
import { notFound } from '../../errors';
import { companiesRepository } from '../../repositories/companies';
import { actorOf } from '../audit-actor';
import { errorResponses } from '../route-options';
import { companyUpdateInput, newCompanyInput } from './company-input';

// The same answer for a missing, deleted, malformed or other organisation's id: none of them
// may reveal that a company exists elsewhere.
const companyNotFound = () => notFound('company_not_found');

const tags = ['companies'];

/** Companies (docs/PRODUCT.md §7), soft-deleted for the undo window (ARCHITECTURE §5). */
export const companiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/companies',
    {
      config: { cacheAnswer: true },
      schema: {
        tags,
        operationId: 'listCompanies',
        summary: 'Companies of the organisation, searched, sorted and paged',
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
    { schema: { tags, operationId: 'getCompany', summary: 'One company', params: CompanyParams, response: { 200: CompanyAnswer, ...errorResponses(404) } } },
    async (request) => {
      const company = await companiesRepository(request.scope).find(request.params.id);
      if (!company) throw companyNotFound();
      return { company };
    },
  );

  app.post(
    '/companies',
    {
      schema: {
        tags,
        operationId: 'createCompany',
        summary: 'Create a company',
        body: CompanyCreateBody,
        response: { 201: CompanyAnswer, ...errorResponses(413) },
      },
    },
    async (request, reply) => {
      const company = await companiesRepository(request.scope).create(newCompanyInput(request.body), actorOf(request));
      return reply.code(201).send({ company });
    },
  );

  app.put(
    '/companies/:id',
    {
      schema: {
        tags,
        operationId: 'updateCompany',
        summary: 'Update a company; fields left out keep their value, null or "" clears one',
        params: CompanyParams,
        body: CompanyUpdateBody,
        response: { 200: CompanyAnswer, ...errorResponses(404, 413) },
      },
    },
    async (request) => {
      const company = await companiesRepository(request.scope).update(request.params.id, companyUpdateInput(request.body), actorOf(request));
      if (!company) throw companyNotFound();
      return { company };
    },
  );

  app.delete(
    '/companies/:id',
    {
      schema: {
        tags,
        operationId: 'deleteCompany',
        summary: 'Soft-delete a company (restorable); its contacts stay, without the company',
        params: CompanyParams,
        response: { 204: NoContent('Deleted'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      if (!(await companiesRepository(request.scope).softDelete(request.params.id, actorOf(request)))) throw companyNotFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/companies/restore',
    {
      schema: {
        tags,
        operationId: 'restoreCompanies',
        summary: 'Restore soft-deleted companies (the undo of a delete)',
        body: CompanyRestoreBody,
        response: { 200: RestoreAnswer, ...errorResponses(413) },
      },
    },
    async (request) => ({ restored: await companiesRepository(request.scope).restore(request.body.ids, actorOf(request)) }),
  );
};
