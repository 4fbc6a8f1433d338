// Saved views of the contact and company lists (docs/ARCHITECTURE.md §5 "Saved views"): the
// built-in "All" view, the views shared with the organisation and the caller's own, and the
// caller's default. Every role may keep private views and pick a default (their own settings, not
// the organisation's records); sharing needs member or above (view-access.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  ALL_VIEW_ID,
  NoContent,
  SavedView,
  ViewCreateBody,
  ViewDefaultBody,
  ViewListAnswer,
  ViewListQuery,
  ViewParams,
  VIEWS_PER_MEMBER_MAX,
  ViewUpdateBody,
  type ViewObject,
} from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { sendJsonText } from '../../http/raw-answers';
import { savedViewsRepository, type ViewRow } from '../../repositories/saved-views';
import { bodyFieldError } from '../field-error';
import { errorResponses } from '../route-options';
import { builtInView, canEdit, canSee, inListOrder, mayShare, viewAnswer } from './view-access';
import { keepSentFilters, viewSettings } from './view-settings';

const tags = ['views'];

/** A view is a few hundred bytes; its largest filter a few KB. */
const VIEW_BODY_LIMIT = 32 * 1024;

// The same answer for a missing view, another member's private one and another organisation's.
const viewNotFound = () => notFound('view_not_found');

const repositoryOf = (request: FastifyRequest) => savedViewsRepository(request.scope);

function trimmedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('field_required', { field: 'name', params: { field: 'name' } });
  return trimmed;
}

/** The stored view the caller may change: 409 for the built-in one, 404 unseen, 403 seen but not theirs to change. */
async function editableView(request: FastifyRequest, id: string): Promise<ViewRow> {
  if (id === ALL_VIEW_ID) throw conflict('view_builtin');
  const row = await repositoryOf(request).find(id);
  if (!row || !canSee(row, request.user)) throw viewNotFound();
  if (!canEdit(row, request.user)) throw forbidden('view_not_editable');
  return row;
}

const viewFieldError = bodyFieldError('Invalid view');

export const viewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/views',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'listViews',
        summary: "A list's views the caller sees: the built-in one, then shared and own views by name, and the caller's default",
        querystring: ViewListQuery,
        response: { 200: ViewListAnswer, ...errorResponses() },
      },
    },
    // Sent as JSON text: fast-json-stringify picks a branch of the settings' filter union by
    // validating each view against it (about 0.1 ms a view: 0.3 s for 2,000 shared views); every
    // field here is built by viewAnswer, from settings checked when they were saved.
    async (request, reply) => {
      const { object } = request.query;
      const repository = repositoryOf(request);
      const rows = (await repository.visible(object, request.user.id)).sort(inListOrder);
      const picked = await repository.defaultOf(request.user.id, object);
      // A default that is gone, or no longer shared with the caller, reads as the built-in view.
      const defaultViewId = picked !== undefined && rows.some((row) => row.id === picked) ? picked : ALL_VIEW_ID;
      const answer: ViewListAnswer = { views: [builtInView(object), ...rows.map((row) => viewAnswer(row, request.user))], default_view_id: defaultViewId };
      return sendJsonText(reply, JSON.stringify(answer));
    },
  );

  app.post(
    '/views',
    {
      config: { role: 'readonly' },
      bodyLimit: VIEW_BODY_LIMIT,
      preValidation: keepSentFilters,
      schemaErrorFormatter: viewFieldError,
      schema: {
        tags,
        operationId: 'createView',
        summary: 'Save a view of a list, private or shared with the organisation (sharing: member or above)',
        body: ViewCreateBody,
        response: { 201: SavedView, ...errorResponses(403, 409, 413) },
      },
    },
    async (request, reply) => {
      const { object, shared } = request.body;
      const name = trimmedName(request.body.name);
      if (shared && !mayShare(request.user)) throw forbidden('role_forbidden');
      const settings = viewSettings(request, object, request.body.settings);
      const row = await repositoryOf(request).create({ id: uuidv7(), object, name, shared, createdBy: request.user.id, settings }, VIEWS_PER_MEMBER_MAX);
      if (!row) throw conflict('views_too_many', { params: { max: VIEWS_PER_MEMBER_MAX } });
      return reply.code(201).send(viewAnswer(row, request.user));
    },
  );

  app.put(
    '/views/default',
    {
      config: { role: 'readonly' },
      bodyLimit: 1024,
      schemaErrorFormatter: viewFieldError,
      schema: {
        tags,
        operationId: 'setDefaultView',
        summary: "Pick the view the caller's list opens on ('all': the built-in view)",
        body: ViewDefaultBody,
        response: { 204: NoContent('Picked'), ...errorResponses(404, 413) },
      },
    },
    async (request, reply) => {
      const { object, view_id: viewId } = request.body;
      if (viewId !== ALL_VIEW_ID) {
        const row = await repositoryOf(request).find(viewId);
        if (!row || row.object !== object || !canSee(row, request.user)) throw viewNotFound();
      }
      await repositoryOf(request).setDefault(request.user.id, object, viewId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/views/:id',
    {
      config: { role: 'readonly' },
      bodyLimit: VIEW_BODY_LIMIT,
      preValidation: keepSentFilters,
      schemaErrorFormatter: viewFieldError,
      schema: {
        tags,
        operationId: 'updateView',
        summary: 'Rename a view, share or unshare it, or save its settings (only the fields sent)',
        params: ViewParams,
        body: ViewUpdateBody,
        response: { 200: SavedView, ...errorResponses(403, 404, 409, 413) },
      },
    },
    async (request) => {
      const row = await editableView(request, request.params.id);
      const { shared } = request.body;
      const name = request.body.name === undefined ? undefined : trimmedName(request.body.name);
      if (shared && !mayShare(request.user)) throw forbidden('role_forbidden');
      const settings = request.body.settings && viewSettings(request, row.object as ViewObject, request.body.settings);
      const saved = await repositoryOf(request).update(row.id, { name, shared, settings });
      if (!saved) throw viewNotFound();
      return viewAnswer(saved, request.user);
    },
  );

  app.delete(
    '/views/:id',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'deleteView',
        summary: "Delete a view (members whose default it was open the built-in view); the built-in view can't be",
        params: ViewParams,
        response: { 204: NoContent('Deleted'), ...errorResponses(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await editableView(request, request.params.id);
      await repositoryOf(request).remove(row.id);
      return reply.code(204).send(null);
    },
  );
};
