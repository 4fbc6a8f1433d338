import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { importUpdatesOwner } from '../../http/record-guard';
import {
  ExportQuery,
  ImportExecuteAnswer,
  ImportExecuteBody,
  ImportPreviewAnswer,
  ImportPreviewBody,
  ImportProgress,
  ImportProgressParams,
  MAX_IMPORT_BYTES,
} from '@meridian/contract';
import { csvFile, sendJsonText } from '../../http/raw-answers';
import { ImportRejected, rejectionAnswer } from '../../import/import-rejected';
import { contactsCsv } from '../../import/export-csv';
import { checkRequestedOptions } from '../../import/job-options';
import { ROW_RULES_TEXT } from '../../import/row-rules';
import { TEMPLATE_CSV } from '../../import/template';
import { EXPORT_BATCH, exportBatches } from '../../repositories/contact-export';
import { checkContactFilter } from '../../repositories/contact-filter';
import { filterClock } from '../../http/filter-clock';
import { errorResponses } from '../route-options';
import { jsonFieldBytes } from '../../plugins/json-body';

const tags = ['import-export'];

const attachment = (filename: string) => `attachment; filename="${filename}"`;

// CSV import and export (docs/PRODUCT.md §7 Import/export).
export const importExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/import-export/preview',
    {
      // 1001 lines of a wide export can pass Fastify's 1 MB default.
      bodyLimit: 20 * 1024 * 1024,
      config: { role: 'admin', jsonBytesField: 'csvData' },
      schema: {
        tags,
        operationId: 'previewImport',
        summary: 'Headers, sample rows, row count and a suggested column mapping of a CSV',
        body: ImportPreviewBody,
        response: { 200: ImportPreviewAnswer, ...errorResponses(413) },
      },
    },
    async (request, reply) => {
      // Parsed on a preview thread: a 17 MB header must not stall everyone else's requests. A large
      // body's text arrives as bytes from the thread that parsed the JSON and moves on uncopied.
      const csv = jsonFieldBytes(request, request.body.csvData);
      return sendJsonText(reply, await app.imports.previewCsv(csv, request.body.delimiter || undefined));
    },
  );

  app.post(
    '/import-export/execute',
    {
      bodyLimit: MAX_IMPORT_BYTES,
      config: { role: 'admin', bodyTooLarge: 'import_too_large', jsonBytesField: 'csvData' },
      schema: {
        tags,
        operationId: 'executeImport',
        summary: 'Import contacts from a CSV file (all rows that pass the checks, in one transaction); answered when the import job ends',
        description:
          'Rows failing a check are listed in errors and skipped; the others are stored together or not at all. ' +
          'Emails must be new to the organisation and to the file (case-insensitive). The import runs as a job (see /imports); ' +
          `a client that disconnects cancels it. ${ROW_RULES_TEXT}`,
        body: ImportExecuteBody,
        response: { 200: ImportExecuteAnswer, ...errorResponses(413) },
      },
    },
    async (request) => {
      const { body } = request;
      let options;
      try {
        options = checkRequestedOptions({
          columnMapping: body.columnMapping,
          delimiter: body.delimiter,
          createCompanies: body.createCompanies,
          encoding: 'utf-8',
        });
      } catch (error) {
        if (error instanceof ImportRejected) throw rejectionAnswer(error);
        throw error;
      }
      const bytes = jsonFieldBytes(request, body.csvData);
      body.csvData = ''; // keep no second copy of up to 100 MB while the import runs
      const id = await app.imports.upload(
        {
          orgSlug: request.user.orgSlug,
          user: request.user,
          updatesOnlyOwnedBy: importUpdatesOwner(request),
          fileName: 'import.csv',
          options,
          expectedSize: bytes.length,
          legacy: { clientRef: body.importId },
        },
        slices(bytes),
        () => false,
      );
      // A client that disconnects (time-out, closed tab) cancels the import: nothing is stored.
      const gone = () => void app.imports.stop(request.user.orgSlug, id);
      request.raw.socket?.once('close', gone);
      try {
        return { success: true, data: await app.imports.result(request.user.orgSlug, id) };
      } finally {
        request.raw.socket?.off('close', gone);
      }
    },
  );

  app.get(
    '/import-export/progress/:importId',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'getImportProgress',
        summary: "Progress of one of your organisation's imports (while it runs and for 5 minutes after)",
        params: ImportProgressParams,
        response: { 200: ImportProgress, ...errorResponses(404) },
      },
    },
    async (request) => app.imports.progress(request.user.orgSlug, request.params.importId),
  );

  app.get(
    '/import-export/export',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'exportContacts',
        summary: 'Live contacts as CSV (first,last,email,phone,company,tags), streamed: all, or those GET /contacts lists for the same filters',
        description:
          'The list filters (docs/PRODUCT.md §7 Filters) narrow the file exactly as they narrow GET /contacts (the contacts page exports what it lists); ' +
          'without them every live contact is exported. UTF-8 with a byte order mark, so spreadsheets read accents right.',
        querystring: ExportQuery,
        response: { 200: csvFile, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const filter = request.query;
      // Refused before the first byte: a stream cannot turn into a 400 once it has begun.
      checkContactFilter(filter);
      const clock = await filterClock(request, filter);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachment(`contacts-${day}.csv`))
        .send(Readable.from(contactsCsv(exportBatches(request.scope, filter, EXPORT_BATCH, clock))));
    },
  );

  app.get(
    '/import-export/template',
    {
      config: { role: 'readonly' },
      schema: { tags, operationId: 'getImportTemplate', summary: 'The CSV template (contacts_template.csv)', response: { 200: csvFile, ...errorResponses() } },
    },
    async (_request, reply) =>
      reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', attachment('contacts_template.csv')).send(TEMPLATE_CSV),
  );
};

/** The file's bytes in the pieces the upload path stores. */
async function* slices(bytes: Buffer): AsyncGenerator<Buffer> {
  const step = 1024 * 1024;
  for (let at = 0; at < bytes.length; at += step) yield bytes.subarray(at, at + step);
}
