// JSON schemas of the import/export routes (request validation + the OpenAPI document).
import { CONTACT_FIELDS } from '../import/column-mapping';
import { ContactListQuery } from '@meridian/contract';

/** SPEC §9: the largest file the wizard uploads, as the whole request body. */
export const MAX_IMPORT_BYTES = 104_857_600;
export const IMPORT_TOO_LARGE = 'The file is larger than the 100 MB limit';

export const stringList = { type: 'array', items: { type: 'string' } } as const;
const delimiter = { type: 'string', maxLength: 1, description: "',' ';' tab or '|'; empty or absent: detected" } as const;
export const count = { type: 'integer', minimum: 0 } as const;
/** Rows not imported: the spreadsheet row and why. */
export const rowErrors = {
  type: 'array',
  items: { type: 'object', properties: { row: { type: 'integer' }, error: { type: 'string' } }, required: ['row', 'error'] },
} as const;

export const previewBody = {
  type: 'object',
  properties: {
    csvData: { type: 'string', description: 'The CSV text (the wizard sends its first 1001 lines)' },
    delimiter,
  },
  required: ['csvData'],
} as const;

export const previewResponse = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    data: {
      type: 'object',
      properties: {
        headers: stringList,
        sampleRows: { type: 'array', items: stringList },
        totalRows: { type: 'integer' },
        suggestedMapping: { type: 'object', additionalProperties: { type: 'string' } },
        delimiter: { type: 'string' },
      },
      required: ['headers', 'sampleRows', 'totalRows', 'suggestedMapping', 'delimiter'],
    },
  },
  required: ['success', 'data'],
} as const;

export const executeBody = {
  type: 'object',
  properties: {
    // No maxLength: the body limit bounds it, and counting 100 MB of characters costs time.
    csvData: { type: 'string', description: 'The whole CSV file as text' },
    columnMapping: {
      type: 'object',
      description: 'CSV header -> contact field; headers left out or mapped to skip are ignored',
      additionalProperties: { type: 'string', enum: [...CONTACT_FIELDS, 'skip'] },
    },
    delimiter,
    createCompanies: { type: 'boolean', default: true, description: "Create companies that don't exist yet (matched by name, case-insensitively)" },
    importId: { type: 'string', minLength: 1, maxLength: 100, description: 'Chosen by the client, to poll GET /import-export/progress/{importId}' },
  },
  required: ['csvData', 'columnMapping'],
} as const;

export const executeResponse = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    data: {
      type: 'object',
      properties: {
        success: { type: 'boolean' },
        imported: count,
        failed: count,
        companiesCreated: count,
        errors: { ...rowErrors, description: 'Every row that was not imported, in row order (spreadsheet rows: the header is row 1)' },
      },
      required: ['success', 'imported', 'failed', 'companiesCreated', 'errors'],
    },
  },
  required: ['success', 'data'],
} as const;

export const progressParams = {
  type: 'object',
  properties: { importId: { type: 'string', maxLength: 100 } },
  required: ['importId'],
} as const;

export const progressResponse = {
  type: 'object',
  description: 'parsing counts characters of the file; validating counts its rows; writing counts the rows being inserted',
  properties: {
    importId: { type: 'string' },
    phase: { type: 'string', enum: ['parsing', 'validating', 'writing', 'finishing', 'done'] },
    processed: count,
    total: count,
  },
  required: ['importId', 'phase', 'processed', 'total'],
} as const;

/** GET /contacts' own search and company filter, so the file holds what the contacts page lists. */
export const exportQuery = {
  type: 'object',
  properties: {
    search: ContactListQuery.properties.search,
    company_id: ContactListQuery.properties.company_id,
  },
} as const;

export type ExportQuery = Pick<ContactListQuery, 'search' | 'company_id'>;
