import { Readable } from 'node:stream';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditPage, AuditQuery, CompanyParams, ContactParams } from '@meridian/contract';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import { auditEventsRepository, type AuditFilter } from '../../repositories/audit-events';
import { mergedInto } from '../../repositories/merge-moves';
import { recordOwner } from '../../repositories/record-owner';
import { csvFile } from '../../http/raw-answers';
import { attachmentDisposition } from '../contacts/content-disposition';
import { errorResponses } from '../route-options';
import { auditCsv } from './audit-csv';
import { auditFilter, decodeCursor, encodeCursor } from './audit-query';

const tags = ['audit'];
const DEFAULT_LIMIT = 50;

/** A timeline's paging: the log's cursor and page size. */
const TimelineQuery = Type.Pick(AuditQuery, ['cursor', 'limit'], { additionalProperties: false });
const AuditCsvQuery = Type.Omit(AuditQuery, ['cursor', 'limit'], { additionalProperties: false });

/**
 * Whether the caller may read this contact's, or company's, timeline: exactly when they may open
 * the record itself (live, theirs to see under the record access rule; 404 otherwise, as its detail).
 */
export async function timelineContact(request: FastifyRequest, id: string): Promise<boolean> {
  return (await recordOwner(request.scope, 'contacts', id)) !== undefined;
}
export async function timelineCompany(request: FastifyRequest, id: string): Promise<boolean> {
  return (await recordOwner(request.scope, 'companies', id)) !== undefined;
}

/** One page of `filter`, newest first, as the contract answers it. */
async function auditPage(request: FastifyRequest, filter: AuditFilter, query: { cursor?: string; limit?: number }): Promise<AuditPage> {
  const after = decodeCursor(query.cursor);
  const { events, next } = await auditEventsRepository(request.scope).page(filter, query.limit ?? DEFAULT_LIMIT, after);
  return { events, next_cursor: next ? encodeCursor(next) : null };
}

/** The audit trail (docs/ARCHITECTURE.md §5 "Audit trail"): the organisation's log and each record's timeline. */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/audit',
    {
      config: { role: 'admin' },
      schema: {
        tags,
        operationId: 'listAuditEvents',
        summary: "The organisation's audit log, newest first, filtered by member, record type, action and dates (UTC days, inclusive), paged by cursor",
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errorResponses(403) },
      },
    },
    async (request) => auditPage(request, auditFilter(request.query), request.query),
  );

  app.get(
    '/audit.csv',
    {
      config: { role: 'admin' },
      schema: {
        tags,
        operationId: 'exportAuditEvents',
        summary: 'The audit log of the same filters as CSV, every page, one line per changed field, streamed',
        querystring: AuditCsvQuery,
        response: { 200: csvFile, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const batches = auditEventsRepository(request.scope).batches(auditFilter(request.query));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentDisposition('audit-log.csv'))
        .send(Readable.from(auditCsv(batches)));
    },
  );

  app.get(
    '/contacts/:id/timeline',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'getContactTimeline',
        summary: "A contact's full history, newest first: field edits, notes, files, stage and deal changes, and those of the contacts merged into it",
        params: ContactParams,
        querystring: TimelineQuery,
        response: { 200: AuditPage, ...errorResponses(404) },
      },
    },
    async (request) => {
      if (!(await timelineContact(request, request.params.id))) throw notFound('contact_not_found');
      const merged = await mergedInto(request.scope, 'contact', request.params.id);
      return auditPage(request, { contactId: [request.params.id, ...merged] }, request.query);
    },
  );

  app.get(
    '/companies/:id/timeline',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'getCompanyTimeline',
        summary: "A company's history and its contacts', and those of the companies merged into it, newest first",
        params: CompanyParams,
        querystring: TimelineQuery,
        response: { 200: AuditPage, ...errorResponses(404) },
      },
    },
    async (request) => {
      if (!(await timelineCompany(request, request.params.id))) throw notFound('company_not_found');
      const merged = await mergedInto(request.scope, 'company', request.params.id);
      return auditPage(request, { companyId: [request.params.id, ...merged] }, request.query);
    },
  );
};
