import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors';
import { companiesRepository } from '../../repositories/companies';
import {
  createCompanySchema,
  deleteCompanySchema,
  getCompanySchema,
  listCompaniesSchema,
  restoreCompaniesSchema,
  updateCompanySchema,
  type CompanyListQuery,
} from '../../schemas/companies';
import { companyUpdateInput, newCompanyInput, type CompanyBody } from './company-input';

// The same answer for a missing, deleted, malformed or other organisation's id: none of them
// may reveal that a company exists elsewhere.
const companyNotFound = () => notFound('Company not found');

type IdParams = { Params: { id: string } };

/** Companies (SPEC §7), soft-deleted for the undo window (ARCHITECTURE §5). */
export const companiesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: CompanyListQuery }>('/companies', { config: { cacheAnswer: true }, schema: listCompaniesSchema }, async (request) => {
    const { page, limit } = request.query;
    const { companies, total } = await companiesRepository(request.scope).list(request.query);
    return { companies, pagination: { total, pages: Math.ceil(total / limit), page, limit } };
  });

  app.get<IdParams>('/companies/:id', { schema: getCompanySchema }, async (request) => {
    const company = await companiesRepository(request.scope).find(request.params.id);
    if (!company) throw companyNotFound();
    return { company };
  });

  app.post<{ Body: CompanyBody }>('/companies', { schema: createCompanySchema }, async (request, reply) => {
    const company = await companiesRepository(request.scope).create(newCompanyInput(request.body));
    return reply.code(201).send({ company });
  });

  app.put<IdParams & { Body: CompanyBody }>('/companies/:id', { schema: updateCompanySchema }, async (request) => {
    const company = await companiesRepository(request.scope).update(request.params.id, companyUpdateInput(request.body));
    if (!company) throw companyNotFound();
    return { company };
  });

  app.delete<IdParams>('/companies/:id', { schema: deleteCompanySchema }, async (request, reply) => {
    if (!(await companiesRepository(request.scope).softDelete(request.params.id))) throw companyNotFound();
    return reply.code(204).send();
  });

  app.post<{ Body: { ids: string[] } }>('/companies/restore', { schema: restoreCompaniesSchema }, async (request) => ({
    restored: await companiesRepository(request.scope).restore(request.body.ids),
  }));
};
