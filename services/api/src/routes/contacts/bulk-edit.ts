import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { BulkEdit, BulkEditBody, BulkEditParams, filterTags, type BulkEditChange } from '@meridian/contract';
import { badRequest, conflict, gone, notFound } from '../../errors';
import { filterClock } from '../../http/filter-clock';
import { editScope, ownerToWrite } from '../../http/record-guard';
import type { EditTarget } from '../../repositories/bulk-edit-moves';
import { checkContactFilter } from '../../repositories/contact-filter';
import type { EditPlan } from '../../repositories/bulk-edit-values';
import { answerOf, bulkEditsRepository } from '../../repositories/bulk-edits';
import { contactsRepository } from '../../repositories/contacts';
import { pipelineRepository } from '../../repositories/pipeline';
import { actorOf } from '../audit-actor';
import { errorResponses } from '../route-options';

const tags = ['contacts'];

/** Exactly one of ids and filter; except_ids only beside a filter. */
async function targetOf(request: FastifyRequest, body: BulkEditBody): Promise<EditTarget> {
  if (body.ids && !body.filter && !body.except_ids) return { ids: body.ids };
  if (!body.filter || body.ids) throw badRequest('bulk_edit_target');
  checkContactFilter(body.filter); // reversed ranges, too many tags: refused before anything runs
  return { filter: body.filter, exceptIds: body.except_ids ?? [], clock: await filterClock(request, body.filter) };
}

/** The change, checked as the contact form checks each field, with what it names looked up. */
async function planOf(request: FastifyRequest, change: BulkEditChange): Promise<Omit<EditPlan, 'id'>> {
  const contacts = contactsRepository(request.scope);
  switch (change.action) {
    case 'set_owner': {
      // A member who changes only their own contacts may give them to no one else (as the form).
      const owner = ownerToWrite(request, change.owner_id || null, 'update') ?? null;
      if (owner && !(await contacts.isMember(owner))) throw badRequest('owner_not_member', { field: 'owner_id' });
      return { change: { action: 'set_owner', owner_id: owner } };
    }
    case 'add_tags':
    case 'remove_tags':
      if (!filterTags(change.tags).length) throw badRequest('field_required', { field: 'tags', params: { field: 'tags' } });
      return { change };
    case 'set_company': {
      if (!change.company_id) return { change: { action: 'set_company', company_id: null }, company: null };
      const name = await contacts.companyName(change.company_id);
      if (name === undefined) throw badRequest('company_id_unknown', { field: 'company_id' });
      return { change, company: { id: change.company_id, name } };
    }
    case 'set_stage': {
      const stage = await pipelineRepository(request.scope).findStage(change.stage_id);
      if (!stage) throw notFound('stage_not_found');
      return { change, stage };
    }
  }
}

/**
 * Bulk edit of contacts (docs/PRODUCT.md §7 "Bulk edit"): the selection or every contact the
 * list's filters match, only those the caller may change (record access: http/record-guard.ts).
 */
export const bulkEditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/contacts/bulk-edit',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'bulkEditContacts',
        summary:
          'Change the owner, add or remove tags, set the company or the pipeline stage of the selected contacts (ids) or of every contact the list filters match (filter, less except_ids); up to 10,000 at once (200), more as a job (202) with progress; undoable',
        body: BulkEditBody,
        response: { 200: BulkEdit, 202: BulkEdit, ...errorResponses(403, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      const target = await targetOf(request, request.body);
      const scope = editScope(request);
      const plan = await planOf(request, request.body.change);
      const edit = await app.bulkEdits.edit(scope, plan, target, actorOf(request));
      return reply.code(edit.status === 'running' ? 202 : 200).send(edit);
    },
  );

  app.get(
    '/contacts/bulk-edits/:id',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'getBulkEdit',
        summary: "A bulk edit's progress and outcome (running, done, failed, undoing, undone)",
        params: BulkEditParams,
        response: { 200: BulkEdit, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const row = await bulkEditsRepository(request.scope).find(request.params.id);
      if (!row) throw notFound('bulk_edit_not_found');
      return answerOf(row);
    },
  );

  app.post(
    '/contacts/bulk-edits/:id/undo',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'undoBulkEdit',
        summary:
          'Undo a done bulk edit until its undo_until: the contacts it changed get their values back, except those changed again since; more than 10,000 run as a job (202, status undoing)',
        params: BulkEditParams,
        response: { 200: BulkEdit, 202: BulkEdit, ...errorResponses(403, 404, 409, 410) },
      },
    },
    async (request, reply) => {
      const outcome = await app.bulkEdits.undo(editScope(request), request.params.id, actorOf(request));
      if (outcome === 'not_found') throw notFound('bulk_edit_not_found');
      if (outcome === 'expired') throw gone('bulk_edit_undo_expired');
      if (outcome === 'ended') throw conflict('bulk_edit_undo_expired');
      if (outcome === 'running') throw conflict('bulk_edit_running');
      return reply.code(outcome.status === 'undoing' ? 202 : 200).send(outcome);
    },
  );
};
