// JSON schemas of the import job routes (request validation + the OpenAPI document).
import { CONTACT_FIELDS } from '../import/column-mapping';
import { CSV_ENCODINGS } from '../import/csv-encoding';
import { count, previewResponse, rowErrors, stringList } from './import-export';

/** How much of a file's start the preview reads. */
export const PREVIEW_BYTES = 4 * 1024 * 1024;

const nullableText = { type: ['string', 'null'] } as const;
const encoding = { type: 'string', enum: [...CSV_ENCODINGS] } as const;

export const readQuery = {
  type: 'object',
  properties: {
    encoding,
    delimiter: { type: 'string', enum: ['', ',', ';', '\t', '|'] },
    headerRow: { type: 'integer', minimum: 1, maximum: 1000 },
    complete: { type: 'boolean', default: false, description: 'The body is the whole file (otherwise its last, maybe cut, line is left out)' },
  },
  additionalProperties: false,
} as const;

const sheetPreview = previewResponse.properties.data;

/** The SPEC preview's answer, plus how the file is read and its first lines. */
export const filePreviewResponse = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    data: {
      type: 'object',
      properties: {
        ...sheetPreview.properties,
        encoding,
        headerRow: { type: 'integer' },
        lines: { type: 'array', items: { type: 'object', properties: { row: { type: 'integer' }, cells: stringList }, required: ['row', 'cells'] } },
      },
      required: [...sheetPreview.required, 'encoding', 'headerRow', 'lines'],
    },
  },
  required: ['success', 'data'],
} as const;

export const jobParams = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 100 } },
  required: ['id'],
} as const;

export const listQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
  additionalProperties: false,
} as const;

export const importJob = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    fileName: { type: 'string' },
    fileSize: count,
    createdBy: {
      type: 'object',
      properties: { id: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
      required: ['id', 'name', 'email'],
    },
    createdAt: { type: 'string' },
    startedAt: nullableText,
    finishedAt: nullableText,
    status: { type: 'string', enum: ['queued', 'running', 'done', 'failed', 'cancelled'] },
    phase: { type: ['string', 'null'], enum: ['waiting', 'reading', 'writing', 'finishing', null] },
    processed: count,
    total: count,
    queuePosition: count,
    imported: count,
    updated: count,
    unchanged: count,
    failed: count,
    companiesCreated: count,
    durationMs: { type: ['integer', 'null'] },
    errors: { ...rowErrors, description: 'The first errors (at most 10); the whole list is GET /imports/{id}/errors' },
    error: { ...nullableText, description: 'Why a failed import failed' },
    options: {
      type: 'object',
      properties: {
        columnMapping: {
          type: 'array',
          description: 'Which column fed which field, in the order sent',
          items: {
            type: 'object',
            properties: { column: { type: 'string' }, target: { type: 'string', enum: [...CONTACT_FIELDS, 'skip'] } },
            required: ['column', 'target'],
          },
        },
        delimiter: { type: 'string' },
        encoding,
        headerRow: { type: 'integer' },
        createCompanies: { type: 'boolean' },
        existing: { type: 'string', enum: ['skip', 'update'] },
      },
      required: ['columnMapping', 'delimiter', 'encoding', 'headerRow', 'createCompanies', 'existing'],
    },
  },
  required: [
    'id', 'fileName', 'fileSize', 'createdBy', 'createdAt', 'startedAt', 'finishedAt', 'status', 'phase', 'processed', 'total',
    'queuePosition', 'imported', 'updated', 'unchanged', 'failed', 'companiesCreated', 'durationMs', 'errors', 'error', 'options',
  ],
} as const;

export const jobListResponse = {
  type: 'object',
  properties: {
    imports: { type: 'array', items: importJob },
    pagination: { type: 'object', properties: { page: count, limit: count, total: count }, required: ['page', 'limit', 'total'] },
  },
  required: ['imports', 'pagination'],
} as const;
