import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AttachmentListAnswer, AttachmentParams, ContactParams, MAX_FILES_PER_UPLOAD, NoContent } from '@meridian/contract';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import { attachmentsRepository } from '../../repositories/attachments';
import { requireEditable, requireVisible } from '../../http/record-guard';
import { whileBusy } from '../../plugins/busy-retry';
import { actorOf } from '../audit-actor';
import { errorResponses } from '../route-options';
import { attachmentDisposition } from './content-disposition';
import { readUploadedFiles } from '../../http/uploads';

const fileResponse = {
  description: 'The file as uploaded, with Content-Disposition: attachment',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
} as const;

const tags = ['attachments'];

/**
 * The files of a live contact the caller sees (anything else is a 404); to change them, one they
 * may change (403 record_forbidden when they only see it).
 */
async function attachmentsOf(request: FastifyRequest, contactId: string, use: 'read' | 'change' = 'read') {
  await (use === 'read' ? requireVisible : requireEditable)(request, 'contacts', contactId);
  return attachmentsRepository(request.scope);
}

export const attachmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/contacts/:id/attachments',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'listAttachments',
        summary: "A contact's files (without their bytes), newest first",
        params: ContactParams,
        response: { 200: AttachmentListAnswer, ...errorResponses(404) },
      },
    },
    async (request) => ({ attachments: await (await attachmentsOf(request, request.params.id)).list(request.params.id) }),
  );

  app.post(
    '/contacts/:id/attachments',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'uploadAttachments',
        summary: 'Upload files',
        description:
          `multipart/form-data with one to ${MAX_FILES_PER_UPLOAD} parts named \`file\`. A file over the size limit ` +
          '(25 MB by default) is a 413 and nothing of the request is stored.',
        consumes: ['multipart/form-data'],
        params: ContactParams,
        response: { 201: AttachmentListAnswer, ...errorResponses(403, 404, 413) },
      },
    },
    async (request, reply) => {
      // The contact first: no point reading 25 MB for a contact that is not there.
      const repo = await attachmentsOf(request, request.params.id, 'change');
      const files = await readUploadedFiles(request);
      // The body is read: the write alone is tried again while an import's batch holds SQLite's lock.
      const attachments = await whileBusy(() => repo.createMany(request.params.id, files, actorOf(request)), { reply });
      return reply.code(201).send({ attachments });
    },
  );

  app.get(
    '/contacts/:id/attachments/:attachmentId/download',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'downloadAttachment',
        summary: 'Download a file',
        params: AttachmentParams,
        response: { 200: fileResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file = await (await attachmentsOf(request, id)).file(id, attachmentId);
      if (!file) throw notFound('attachment_not_found');
      return reply
        .header('content-type', file.mime_type)
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('content-length', file.data.length)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );

  app.delete(
    '/contacts/:id/attachments/:attachmentId',
    {
      config: { role: 'member' },
      schema: {
        tags,
        operationId: 'deleteAttachment',
        summary: 'Delete a file',
        params: AttachmentParams,
        response: { 204: NoContent('Deleted'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      if (!(await (await attachmentsOf(request, id, 'change')).remove(id, attachmentId, actorOf(request)))) throw notFound('attachment_not_found');
      return reply.code(204).send(null);
    },
  );
};
