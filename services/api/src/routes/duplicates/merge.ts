import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  COMPANY_MERGE_FIELDS,
  CONTACT_MERGE_FIELDS,
  CompanyMergeAnswer,
  CompanyMergeBody,
  ContactMergeAnswer,
  ContactMergeBody,
  MergeParams,
  MergeUndoAnswer,
} from '@meridian/contract';
import { badRequest, notFound } from '../../errors';
import { companiesRepository } from '../../repositories/companies';
import { companyMergeRepository } from '../../repositories/company-merge';
import { contactMergeRepository } from '../../repositories/contact-merge';
import type { MergeRequest } from '../../repositories/merge-records';
import { actorOf } from '../audit-actor';
import { findWithStage } from '../contacts/with-stages';
import { errorResponses } from '../route-options';

/** What JSON Schema cannot say: the primary is not one of ids, and a chosen value comes from a record of the merge. */
function checkRequest<F extends string>(body: MergeRequest<F>): void {
  if (body.ids.includes(body.primary_id)) throw badRequest('merge_primary_in_ids', { field: 'ids' });
  for (const [field, id] of Object.entries(body.values ?? {})) {
    if (id !== body.primary_id && !body.ids.includes(id as string)) throw badRequest('merge_value_source', { field: `values.${field}`, params: { field } });
  }
}

const BODY_FIELDS = ['primary_id', 'ids', 'values'];

/**
 * Ajv would drop an unknown field (removeAdditional): a misspelt field of `values` would merge
 * with the default rule instead of the value chosen. A client that sends one hears about it.
 */
function exactBody(fields: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return; // the schema refuses it
    const unknown = Object.keys(body).find((key) => !BODY_FIELDS.includes(key));
    if (unknown !== undefined) throw badRequest('field_unknown', { field: unknown, params: { field: unknown } });
    const values = (body as { values?: unknown }).values;
    if (values === null || typeof values !== 'object' || Array.isArray(values)) return; // the schema refuses it
    const field = Object.keys(values).find((key) => !fields.includes(key));
    if (field !== undefined) throw badRequest('field_unknown', { field: `values.${field}`, params: { field: `values.${field}` } });
  };
}

const repositories = (request: FastifyRequest) => ({
  contacts: contactMergeRepository(request.scope, request.recordRule, actorOf(request)),
  companies: companyMergeRepository(request.scope, request.recordRule, actorOf(request)),
});

/**
 * Merging duplicates (docs/ARCHITECTURE.md §5 "Duplicates and merge"): 2 to MERGE_MAX records
 * into the primary, in one transaction, and its undo. The caller must be allowed to change every
 * record involved (record access: 403 record_forbidden); a record they cannot see, of another
 * organisation or deleted is 404 merge_record_not_found.
 */
export const mergeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/contacts/merge',
    {
      config: { role: 'member' },
      preValidation: exactBody(CONTACT_MERGE_FIELDS),
      schema: {
        tags: ['contacts'],
        operationId: 'mergeContacts',
        summary:
          "Merge contacts into the primary: values chosen per field (default: the primary's, filled from the others), tags united, notes, files, activities, deal and history moved; the others deleted, undoable",
        body: ContactMergeBody,
        response: { 200: ContactMergeAnswer, ...errorResponses(403, 404, 409, 413) },
      },
    },
    async (request) => {
      checkRequest(request.body);
      const result = await repositories(request).contacts.merge(request.body);
      const contact = await findWithStage(request.scope, request.body.primary_id);
      if (!contact) throw notFound('merge_record_not_found'); // deleted by someone else at that instant
      return { contact, merged: result.merged, batch_id: result.batchId, undo_until: result.undoUntil };
    },
  );

  app.post(
    '/contacts/merge/:batchId/undo',
    {
      config: { role: 'member' },
      schema: {
        tags: ['contacts'],
        operationId: 'undoContactMerge',
        summary:
          "Undo a contact merge: the merged contacts come back with everything that moved, the primary gets its values back (410 once the undo's time is up)",
        params: MergeParams,
        response: { 200: MergeUndoAnswer, ...errorResponses(403, 409, 410) },
      },
    },
    async (request) => {
      const { restored, primaryId } = await repositories(request).contacts.undo(request.params.batchId);
      return { restored, primary_id: primaryId };
    },
  );

  app.post(
    '/companies/merge',
    {
      config: { role: 'member' },
      preValidation: exactBody(COMPANY_MERGE_FIELDS),
      schema: {
        tags: ['companies'],
        operationId: 'mergeCompanies',
        summary:
          "Merge companies into the primary: values chosen per field (default: the primary's, filled from the others), contacts, activities and history moved; the others deleted, undoable",
        body: CompanyMergeBody,
        response: { 200: CompanyMergeAnswer, ...errorResponses(403, 404, 413) },
      },
    },
    async (request) => {
      checkRequest(request.body);
      const result = await repositories(request).companies.merge(request.body);
      const company = await companiesRepository(request.scope).find(request.body.primary_id);
      if (!company) throw notFound('merge_record_not_found');
      return { company, merged: result.merged, batch_id: result.batchId, undo_until: result.undoUntil };
    },
  );

  app.post(
    '/companies/merge/:batchId/undo',
    {
      config: { role: 'member' },
      schema: {
        tags: ['companies'],
        operationId: 'undoCompanyMerge',
        summary:
          "Undo a company merge: the merged companies come back with their contacts, activities and history, the primary gets its values back (410 once the undo's time is up)",
        params: MergeParams,
        response: { 200: MergeUndoAnswer, ...errorResponses(403, 410) },
      },
    },
    async (request) => {
      const { restored, primaryId } = await repositories(request).companies.undo(request.params.batchId);
      return { restored, primary_id: primaryId };
    },
  );
};
