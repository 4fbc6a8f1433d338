import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactParams, NoContent, Note, NoteBody, NoteListAnswer, NoteParams } from '@meridian/contract';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import { requireEditable, requireVisible } from '../../http/record-guard';
import { notesRepository } from '../../repositories/notes';
import { actorOf } from '../audit-actor';
import { errorResponses } from '../route-options';
import { noteText } from './contact-input';

const tags = ['notes'];

/**
 * The notes of a live contact the caller sees (anything else is a 404); to change them, one they
 * may change (403 record_forbidden when they only see it).
 */
async function notesOf(request: FastifyRequest, contactId: string, use: 'read' | 'change' = 'read') {
  await (use === 'read' ? requireVisible : requireEditable)(request, 'contacts', contactId);
  return notesRepository(request.scope);
}

export const noteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/contacts/:id/notes',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'listNotes',
        summary: "A contact's notes, newest first",
        params: ContactParams,
        response: { 200: NoteListAnswer, ...errorResponses(404) },
      },
    },
    async (request) => ({ notes: await (await notesOf(request, request.params.id)).list(request.params.id) }),
  );

  app.post(
    '/contacts/:id/notes',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'createNote',
        summary: 'Add a note',
        params: ContactParams,
        body: NoteBody,
        response: { 201: Note, ...errorResponses(403, 404, 413) },
      },
    },
    async (request, reply) => {
      const body = noteText(request.body);
      const note = await (await notesOf(request, request.params.id, 'change')).create(request.params.id, body, actorOf(request));
      return reply.code(201).send(note);
    },
  );

  app.put(
    '/contacts/:id/notes/:noteId',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'updateNote',
        summary: 'Edit a note',
        params: NoteParams,
        body: NoteBody,
        response: { 200: Note, ...errorResponses(403, 404, 413) },
      },
    },
    async (request) => {
      const body = noteText(request.body);
      const { id, noteId } = request.params;
      const note = await (await notesOf(request, id, 'change')).update(id, noteId, body, actorOf(request));
      if (!note) throw notFound('note_not_found');
      return note;
    },
  );

  app.delete(
    '/contacts/:id/notes/:noteId',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'deleteNote',
        summary: 'Delete a note',
        params: NoteParams,
        response: { 204: NoContent('Deleted'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const { id, noteId } = request.params;
      if (!(await (await notesOf(request, id, 'change')).remove(id, noteId, actorOf(request)))) throw notFound('note_not_found');
      return reply.code(204).send(null);
    },
  );
};
