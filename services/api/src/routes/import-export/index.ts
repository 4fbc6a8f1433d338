import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../errors';
import { previewCsv, PreviewError, TEMPLATE_CSV } from '../../import/preview';
import { errorResponses } from '../../schemas/common';

const tags = ['import-export'];
const stringList = { type: 'array', items: { type: 'string' } } as const;

const previewBody = {
  type: 'object',
  properties: {
    csvData: { type: 'string', description: 'The CSV text (the wizard sends its first 1001 lines)' },
    delimiter: { type: 'string', maxLength: 1, description: "',' ';' tab or '|'; empty or absent: detected" },
  },
  required: ['csvData'],
} as const;

const previewResponse = {
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

  app.get(
    '/import-export/template',
    { schema: { tags, summary: 'The CSV template (contacts_template.csv)', response: { ...errorResponses() } } },
    async (_request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="contacts_template.csv"')
        .send(TEMPLATE_CSV),
  );
};
