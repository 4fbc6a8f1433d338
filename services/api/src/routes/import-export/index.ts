import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../../errors';
import { ImportRejected } from '../../import/csv-records';
import { contactsCsv } from '../../import/export-csv';
import type { ImportRequest } from '../../import/import-runner';
import { previewCsv, PreviewError, TEMPLATE_CSV } from '../../import/preview';
import { exportBatches } from '../../repositories/contact-export';
import { errorResponses } from '../../schemas/common';
import {
  executeBody,
  executeResponse,
  IMPORT_TOO_LARGE,
  MAX_IMPORT_BYTES,
  previewBody,
  previewResponse,
  progressParams,
  progressResponse,
} from '../../schemas/import-export';

const tags = ['import-export'];

const attachment = (filename: string) => `attachment; filename="${filename}"`;

// CSV import and export (SPEC §7 Import/export).
export const importExportRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { csvData: string; delimiter?: string } }>(
    '/import-export/preview',
    {
      // 1001 lines of a wide export can pass Fastify's 1 MB default.
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Headers, sample rows, row count and a suggested column mapping of a CSV',
        body: previewBody,
        response: { 200: previewResponse, ...errorResponses(400, 413) },
      },
    },
    async (request) => {
      try {
        return { success: true, data: previewCsv(request.body.csvData, request.body.delimiter) };
      } catch (error) {
        if (error instanceof PreviewError) throw badRequest(error.message);
        throw error;
      }
    },
  );

  app.post<{ Body: ImportRequest }>(
    '/import-export/execute',
    {
      bodyLimit: MAX_IMPORT_BYTES,
      config: { bodyTooLargeMessage: IMPORT_TOO_LARGE },
      schema: {
        tags,
        summary: 'Import contacts from a CSV file (all rows that pass the checks, in one transaction)',
        description:
          'Rows failing a check are listed in errors and skipped; the others are stored together or not at all. ' +
          'Emails must be new to the organisation and to the file (case-insensitive).',
        body: executeBody,
        response: { 200: executeResponse, ...errorResponses(400, 413) },
      },
    },
    async (request, reply) => {
      // A client that disconnects (time-out, closed tab) cancels the import: nothing is stored.
      const cancelled = new AbortController();
      reply.raw.on('close', () => reply.raw.writableFinished || cancelled.abort());
      try {
        const running = request.server.imports.run(request.scope.orgSlug, request.body, cancelled.signal);
        // The worker got its own copy of the text when it started: keep no second one (up to
        // 100 MB) on this thread for as long as the import runs.
        request.body.csvData = '';
        const body = await running;
        // Serialised by the worker already: sent as is.
        return reply.type('application/json; charset=utf-8').send(body);
      } catch (error) {
        if (error instanceof ImportRejected) throw badRequest(error.message);
        throw error;
      }
    },
  );

  app.get<{ Params: { importId: string } }>(
    '/import-export/progress/:importId',
    {
      schema: {
        tags,
        summary: "Progress of one of your organisation's imports (while it runs and for 5 minutes after)",
        params: progressParams,
        response: { 200: progressResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const progress = request.server.imports.progress.get(request.scope.orgSlug, request.params.importId);
      if (!progress) throw notFound('Import not found');
      return progress;
    },
  );

  app.get(
    '/import-export/export',
    {
      schema: {
        tags,
        summary: 'Every live contact as CSV (first,last,email,phone,company,tags), streamed',
        response: { 200: { type: 'string', description: 'text/csv' }, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachment(`contacts-${day}.csv`))
        .send(Readable.from(contactsCsv(exportBatches(request.scope))));
    },
  );

  app.get(
    '/import-export/template',
    { schema: { tags, summary: 'The CSV template (contacts_template.csv)', response: { ...errorResponses() } } },
    async (_request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachment('contacts_template.csv'))
        .send(TEMPLATE_CSV),
  );
};
