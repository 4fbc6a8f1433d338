// Answers that are not the contract's JSON serialised by Fastify: CSV files, and JSON a preview
// thread has already serialised (to the contract's ImportPreviewAnswer / ImportFilePreviewAnswer).
import type { FastifyReply } from 'fastify';

/** A CSV file (the export, the template, an error report), documented as text/csv. */
export const csvFile = {
  description: 'A CSV file',
  content: { 'text/csv': { schema: { type: 'string' } } },
} as const;

/** Sends JSON text as it is: Fastify does not serialise a string again. */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** An iCalendar file (RFC 5545), as GET /calendar/:token answers. */
export const icsFile = {
  description: 'An iCalendar file (text/calendar)',
  content: { 'text/calendar': { schema: { type: 'string' } } },
} as const;
