// Import jobs (ARCHITECTURE §9 deviation 9): preview a file's start, upload a file to import
// (streamed, answered 202 once stored), the organisation's history, one job, its error report,
// cancel. The docs/PRODUCT.md §7 routes in ../import-export stay for API clients and run as jobs too.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { importUpdatesOwner } from '../../http/record-guard';
import {
  IMPORT_PAGE_SIZE,
  ImportFilePreviewAnswer,
  ImportJob,
  ImportJobList,
  ImportJobParams,
  ImportListQuery,
  ImportReadQuery,
  MAX_IMPORT_BYTES,
  PREVIEW_BYTES,
} from '@meridian/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest, payloadTooLarge } from '../../errors';
import { csvFile, sendJsonText } from '../../http/raw-answers';
import { failAtLimit, safeFilename } from '../../http/uploads';
import { checkRequestedOptions, type RequestedOptions } from '../../import/job-options';
import { ImportRejected, rejectionAnswer } from '../../import/import-rejected';
import { ROW_RULES_TEXT } from '../../import/row-rules';
import { textProblem, textProblemRefusal } from '../../http/text-check';
import { errorResponses } from '../route-options';

const tags = ['imports'];
const MAX_OPTIONS_BYTES = 1024 * 1024;
/** What an upload of the largest file may add to it: the options field, boundaries and part headers. */
const MULTIPART_ALLOWANCE = MAX_OPTIONS_BYTES + 64 * 1024;

/** The options field, then the file: both read as they stream in. */
async function upload(request: FastifyRequest): Promise<string> {
  const { imports } = request.server;
  let options: RequestedOptions | undefined;
  let id: string | undefined;
  const parts = request.parts({ limits: { fileSize: imports.maxFileBytes, fieldSize: MAX_OPTIONS_BYTES, files: 1 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname !== 'options') continue;
      try {
        // A part sent as application/json arrives parsed already; from a browser's FormData, as text.
        const value: unknown = typeof part.value === 'string' ? JSON.parse(part.value) : part.value;
        // The text rules of every JSON body (no NUL, no lone surrogate, bounded depth).
        const problem = textProblem(value);
        if (problem) throw textProblemRefusal(problem);
        options = checkRequestedOptions(value);
      } catch (error) {
        if (error instanceof SyntaxError) throw badRequest('import_options_not_json');
        if (error instanceof ImportRejected) throw rejectionAnswer(error);
        throw error;
      }
      continue;
    }
    if (!options) {
      part.file.resume();
      throw badRequest('import_options_first');
    }
    failAtLimit(part, () => payloadTooLarge('import_too_large'));
    id = await imports.upload(
      {
        orgSlug: request.user.orgSlug,
        user: request.user,
        updatesOnlyOwnedBy: importUpdatesOwner(request),
        fileName: safeFilename(part.filename) || 'import.csv',
        options,
        expectedSize: Number(request.headers['content-length']) || undefined,
      },
      part.file,
      () => part.file.truncated,
    );
  }
  if (!id) throw badRequest('import_no_file');
  return id;
}

function uploadError(error: unknown): unknown {
  const e = error as { code?: string; statusCode?: number; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge('import_too_large');
  if (error instanceof HttpError || (typeof e.statusCode === 'number' && e.statusCode < 500)) return error;
  // The multipart parser's own errors ("Unexpected end of form", no boundary) carry no status.
  if (/form|boundary|multipart/i.test(e.message ?? '')) return badRequest('multipart_malformed');
  return error;
}

export const importsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The preview's body is the file's first bytes as they are.
  app.addContentTypeParser(['application/octet-stream', 'text/csv'], { parseAs: 'buffer', bodyLimit: PREVIEW_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/imports/preview',
    {
      config: { role: 'admin' },
      bodyLimit: PREVIEW_BYTES,
      schema: {
        tags,
        operationId: 'previewImportFile',
        summary: "Reads a file's first bytes as the import will: encoding, delimiter and header row (detected or as asked), sample rows, suggested mapping",
        description: `Send at most ${PREVIEW_BYTES} bytes of the file's start as application/octet-stream.`,
        querystring: ImportReadQuery,
        response: { 200: ImportFilePreviewAnswer, ...errorResponses(400, 413, 415) },
      },
    },
    async (request, reply) => {
      const head = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return sendJsonText(reply, await app.imports.preview(head, request.query));
    },
  );

  app.post(
    '/imports',
    {
      config: { role: 'admin' },
      schema: {
        tags,
        operationId: 'createImport',
        summary: 'Upload a CSV file to import (multipart: an `options` field, then the `file`); answered once stored, while the import runs',
        description:
          'options (JSON): columnMapping (CSV column -> first | last | email | phone | company | tags | skip), delimiter, encoding, headerRow ' +
          "(absent: detected), createCompanies (default true), existing ('skip' default, or 'update'). The file is streamed and stored; " +
          `at most ${MAX_IMPORT_BYTES} bytes. One import runs per organisation at a time; others wait in the queue. ${ROW_RULES_TEXT}`,
        consumes: ['multipart/form-data'],
        response: { 202: ImportJob, ...errorResponses(400, 413) },
      },
      // A length announced past the largest file (and what a form adds to it) is refused before any
      // of the body is read; the connection then closes (plugins/errors.ts).
      onRequest: async (request) => {
        if (Number(request.headers['content-length']) > app.imports.maxFileBytes + MULTIPART_ALLOWANCE) throw payloadTooLarge('import_too_large');
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('multipart_required');
      let id: string;
      try {
        id = await upload(request);
      } catch (error) {
        throw uploadError(error);
      }
      return reply.code(202).send(await app.imports.get(request.user.orgSlug, id));
    },
  );

  app.get(
    '/imports',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'listImports',
        summary: "Your organisation's imports, newest first",
        querystring: ImportListQuery,
        response: { 200: ImportJobList, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { page = 1, limit = IMPORT_PAGE_SIZE } = request.query;
      return app.imports.list(request.user.orgSlug, page, limit);
    },
  );

  app.get(
    '/imports/:id',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'getImport',
        summary: 'One import: status, phase, progress, counts, the first errors',
        params: ImportJobParams,
        response: { 200: ImportJob, ...errorResponses(404) },
      },
    },
    async (request) => app.imports.get(request.user.orgSlug, request.params.id),
  );

  app.get(
    '/imports/:id/errors',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'downloadImportErrors',
        summary: "An import's error report as CSV: every row that was not imported (row, error, then its cells under the file's header)",
        description:
          "Written in the file's own delimiter (a ';' file gives a ';' report) with a UTF-8 byte order mark, so a spreadsheet opens it in " +
          'columns with its accents intact; it can be fixed and imported again.',
        params: ImportJobParams,
        response: { 200: csvFile, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const csv = await app.imports.errorReport(request.user.orgSlug, request.params.id);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="import-errors-${request.params.id}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/imports/:id/cancel',
    {
      config: { role: 'admin' },
      schema: {
        tags,
        operationId: 'cancelImport',
        summary: 'Cancel a queued or running import: nothing of it is saved',
        params: ImportJobParams,
        response: { 200: ImportJob, ...errorResponses(404, 409) },
      },
    },
    async (request) => app.imports.cancel(request.user.orgSlug, request.params.id),
  );
};
