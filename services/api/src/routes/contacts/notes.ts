import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import { contactsRepository } from '../../repositories/contacts';
import { notesRepository } from '../../repositories/notes';
import { errorResponses } from '../../schemas/common';
import { contactIdParams } from '../../schemas/contacts';
import { noteBody, noteListResponse, noteParams, noteSchema, noteText, type NoteBody } from '../../schemas/notes';

type NoteParams = { id: string; noteId: string };

const tags = ['notes'];

/** The notes of a live contact of the caller's organisation; anything else is a 404. */
async function notesOf(request: FastifyRequest, contactId: string) {
  if (!(await contactsRepository(request.scope).exists(contactId))) throw notFound('Contact not found');
  return notesRepository(request.scope);
}

export const noteRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/contacts/:id/notes',
    { schema: { tags, summary: "A contact's notes, newest first", params: contactIdParams, response: { 200: noteListResponse, ...errorResponses(404) } } },
    async (request) => ({ notes: await (await notesOf(request, request.params.id)).list(request.params.id) }),
  );

  app.post<{ Params: { id: string }; Body: NoteBody }>(
    '/contacts/:id/notes',
    {
      schema: { tags, summary: 'Add a note', params: contactIdParams, body: noteBody, response: { 201: noteSchema, ...errorResponses(400, 404) } },
    },
    async (request, reply) => {
      const body = noteText(request.body);
      const note = await (await notesOf(request, request.params.id)).create(request.params.id, body);
      return reply.code(201).send(note);
    },
  );

  app.put<{ Params: NoteParams; Body: NoteBody }>(
    '/contacts/:id/notes/:noteId',
    {
      schema: { tags, summary: 'Edit a note', params: noteParams, body: noteBody, response: { 200: noteSchema, ...errorResponses(400, 404) } },
    },
    async (request) => {
      const body = noteText(request.body);
      const { id, noteId } = request.params;
      const note = await (await notesOf(request, id)).update(id, noteId, body);
      if (!note) throw notFound('Note not found');
      return note;
    },
  );

  app.delete<{ Params: NoteParams }>(
    '/contacts/:id/notes/:noteId',
    {
      schema: {
        tags,
        summary: 'Delete a note',
        params: noteParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { id, noteId } = request.params;
      if (!(await (await notesOf(request, id)).remove(id, noteId))) throw notFound('Note not found');
      return reply.code(204).send();
    },
  );
};
