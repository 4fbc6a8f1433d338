// Import jobs (ARCHITECTURE §9 deviation 9): preview a file's start, upload a file to import
// (streamed, answered 202 once stored), the organisation's history, one job, its error report,
// cancel. The SPEC §7 routes in ../import-export stay for API clients and run as jobs too.
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IMPORT_PAGE_SIZE,
  IMPORT_TOO_LARGE,
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
import { HttpError, badRequest, conflict, notFound } from '../../errors';
import { checkRequestedOptions, type RequestedOptions } from '../../import/job-options';
import { ImportRejected } from '../../import/import-rejected';
import { errorReportCsv } from '../../import/error-report';
import { storeUpload } from '../../import/store-upload';
import { ENDED, type JobRow } from '../../jobs/import-jobs';
import { TEXT_PROBLEM_MESSAGES, textProblem } from '../../plugins/text-check';
import { errorResponses } from '../route-options';
import { failAtLimit } from '../file-limit';
import { safeFilename } from '../contacts/upload';
import { jobView } from './job-view';
import { csvFile, sendJsonText } from '../import-export/raw-answers';

const tags = ['imports'];
const CANCEL_WAIT_MS = 10_000;
const MAX_OPTIONS_BYTES = 1024 * 1024;
/** What an upload of the largest file may add to it: the options field, boundaries and part headers. */
const MULTIPART_ALLOWANCE = MAX_OPTIONS_BYTES + 64 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
        if (problem) throw badRequest(TEXT_PROBLEM_MESSAGES[problem]);
        options = checkRequestedOptions(value);
      } catch (error) {
        if (error instanceof SyntaxError) throw badRequest('options must be JSON text');
        if (error instanceof ImportRejected) throw badRequest(error.message);
        throw error;
      }
      continue;
    }
    if (!options) {
      part.file.resume();
      throw badRequest('Send the options field before the file');
    }
    failAtLimit(part, () => new HttpError(413, IMPORT_TOO_LARGE));
    id = await storeUpload(
      imports,
      {
        orgSlug: request.user.orgSlug,
        user: request.user,
        fileName: safeFilename(part.filename) || 'import.csv',
        options,
        expectedSize: Number(request.headers['content-length']) || undefined,
      },
      part.file,
      () => part.file.truncated,
    );
  }
  if (!id) throw badRequest('No file uploaded: send multipart/form-data with an options field, then the file in a part named "file"');
  return id;
}

function uploadError(error: unknown): unknown {
  const e = error as { code?: string; statusCode?: number; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, IMPORT_TOO_LARGE);
  if (error instanceof HttpError || (typeof e.statusCode === 'number' && e.statusCode < 500)) return error;
  // The multipart parser's own errors ("Unexpected end of form", no boundary) carry no status.
  if (/form|boundary|multipart/i.test(e.message ?? '')) return badRequest('The upload could not be read (malformed multipart body)');
  return error;
}

export const importsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The preview's body is the file's first bytes as they are.
  app.addContentTypeParser(['application/octet-stream', 'text/csv'], { parseAs: 'buffer', bodyLimit: PREVIEW_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  const view = async (row: JobRow) => jobView(row, await app.imports.jobs.queuePosition(row));
  const find = async (request: { user: { orgSlug: string }; params: ImportJobParams }) => {
    const row = await app.imports.jobs.get(request.user.orgSlug, request.params.id);
    if (!row) throw notFound('Import not found');
    return row;
  };

  app.post(
    '/imports/preview',
    {
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
      const { complete = false, ...options } = request.query;
      const head = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await app.imports.previews.run({ kind: 'preview', head, complete, options: { ...options, delimiter: options.delimiter || undefined } });
      if (!answer.ok) throw badRequest(answer.message);
      if (!('body' in answer)) throw new Error('The preview thread answered a preview with a check');
      return sendJsonText(reply, answer.body);
    },
  );

  app.post(
    '/imports',
    {
      schema: {
        tags,
        operationId: 'createImport',
        summary: 'Upload a CSV file to import (multipart: an `options` field, then the `file`); answered once stored, while the import runs',
        description:
          'options (JSON): columnMapping (CSV column -> first | last | email | phone | company | tags | skip), delimiter, encoding, headerRow ' +
          "(absent: detected), createCompanies (default true), existing ('skip' default, or 'update'). The file is streamed and stored; " +
          `at most ${MAX_IMPORT_BYTES} bytes. One import runs per organisation at a time; others wait in the queue.`,
        consumes: ['multipart/form-data'],
        response: { 202: ImportJob, ...errorResponses(400, 413) },
      },
      // A length announced past the largest file (and what a form adds to it) is refused before any
      // of the body is read; the connection then closes (plugins/errors.ts).
      onRequest: async (request) => {
        if (Number(request.headers['content-length']) > app.imports.maxFileBytes + MULTIPART_ALLOWANCE) throw new HttpError(413, IMPORT_TOO_LARGE);
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
      let id: string;
      try {
        id = await upload(request);
      } catch (error) {
        throw uploadError(error);
      }
      const row = await app.imports.jobs.get(request.user.orgSlug, id);
      return reply.code(202).send(await view(row!));
    },
  );

  app.get(
    '/imports',
    {
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
      const { rows, total } = await app.imports.jobs.list(request.user.orgSlug, page, limit);
      return { imports: await Promise.all(rows.map(view)), pagination: { page, limit, total } };
    },
  );

  app.get(
    '/imports/:id',
    {
      schema: {
        tags,
        operationId: 'getImport',
        summary: 'One import: status, phase, progress, counts, the first errors',
        params: ImportJobParams,
        response: { 200: ImportJob, ...errorResponses(404) },
      },
    },
    async (request) => view(await find(request)),
  );

  app.get(
    '/imports/:id/errors',
    {
      schema: {
        tags,
        operationId: 'downloadImportErrors',
        summary: "An import's error report as CSV (row,error): every row that was not imported",
        params: ImportJobParams,
        response: { 200: csvFile, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const found = await app.imports.jobs.errorReport(request.user.orgSlug, request.params.id);
      if (!found) throw notFound('Import not found');
      // Unzipped as it is sent, at the pace the client reads: a report of a million rows is tens of
      // megabytes of text, which unzipped at once held the event loop for seconds per download.
      const csv = found.report ? Readable.from([found.report]).pipe(createGunzip()) : errorReportCsv(JSON.parse(found.firstErrors));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="import-errors-${request.params.id}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/imports/:id/cancel',
    {
      schema: {
        tags,
        operationId: 'cancelImport',
        summary: 'Cancel a queued or running import: nothing of it is saved',
        params: ImportJobParams,
        response: { 200: ImportJob, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      let row = await find(request);
      if (ENDED.includes(row.status)) throw conflict('This import has already ended');
      await app.imports.jobs.requestCancel(request.user.orgSlug, row.id);
      app.imports.runner.cancelHere(row.id);
      // A running import stops when its runner (maybe another instance) next renews its lease.
      const deadline = Date.now() + CANCEL_WAIT_MS;
      while (!ENDED.includes((row = await find(request)).status) && Date.now() < deadline) await sleep(100);
      return view(row);
    },
  );
};
