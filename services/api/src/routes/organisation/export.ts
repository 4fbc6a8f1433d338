import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ExportLinkAnswer, ExportTokenParams } from '@meridian/contract';
import { notFound } from '../../errors';
import type { TenantScope } from '../../db/tenant-scope';
import { organisationArchive } from '../../org-export/export-zip';
import { errorRef, errorResponses } from '../route-options';

const tags = ['organisation'];

/** A zip file, documented as application/zip. */
const zipFile = { description: 'A zip archive', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } } as const;

const DESCRIPTION =
  'One zip: a CSV per kind of record (UTF-8 with a byte order mark; contacts, companies, notes, attachments, pipelines, stages, deals, ' +
  "history, activities, activity types, saved views, members, settings, exchange rates, audit trail), each file's bytes under " +
  'attachments/<id>/<name>, and manifest.json (format, version, counts, time). Deleted records are left out. Streamed as it is read.';

function sendArchive(request: FastifyRequest, reply: FastifyReply, scope: TenantScope) {
  const { stream, fileName } = organisationArchive(scope, (error) => request.log.error({ err: error }, 'organisation export failed mid-way'));
  return reply
    .header('Content-Type', 'application/zip')
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .send(stream);
}

/**
 * An organisation's full export (owners): the archive itself for a client that sends the token,
 * and, for a browser's download (which cannot), a one-use link valid 60 s and its public route.
 * Anything that is not a live link's secret, however odd, is the same 404.
 */
export const organisationExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organisation/export',
    {
      config: { role: 'owner' },
      schema: {
        tags,
        operationId: 'exportOrganisation',
        summary: "The caller's whole organisation as one zip archive, streamed",
        description: DESCRIPTION,
        response: { 200: zipFile, ...errorResponses() },
      },
    },
    async (request, reply) => sendArchive(request, reply, request.scope),
  );

  app.post(
    '/organisation/export/links',
    {
      config: { role: 'owner' },
      schema: {
        tags,
        operationId: 'createExportLink',
        summary: "A one-use link to download the organisation's export, valid 60 seconds (a browser's download sends no token)",
        response: { 201: ExportLinkAnswer, ...errorResponses() },
      },
    },
    async (request, reply) => reply.code(201).send(await app.orgExports.createLink(request.user.orgSlug, request.user.id)),
  );

  app.get(
    '/organisation/export/download/:token',
    {
      config: { public: true },
      attachValidation: true,
      schema: {
        tags,
        operationId: 'downloadOrganisationExport',
        summary: "The organisation's export through a one-use link (the URL is the secret)",
        description: DESCRIPTION,
        security: [],
        params: ExportTokenParams,
        response: { 200: zipFile, 400: errorRef, 404: errorRef, 429: errorRef },
      },
    },
    async (request, reply) => {
      const link = request.validationError ? undefined : await app.orgExports.open(request.params.token);
      if (!link) throw notFound('export_link_not_found');
      return sendArchive(request, reply, link.scope);
    },
  );
};
