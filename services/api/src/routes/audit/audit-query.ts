// The audit trail's query text as the repository's filter and cursor. Dates are calendar days in
// UTC, inclusive; the cursor is the (at, id) where the previous page ended, opaque to clients.
// Anything that is not what this API wrote is refused (400, the field named), never passed on.
import type { AuditQuery } from '@meridian/contract';
import { badRequest } from '../../errors';
import type { AuditCursor, AuditFilter } from '../../repositories/audit-events';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: AuditCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(text: string | undefined): AuditCursor | undefined {
  if (text === undefined) return undefined;
  const [at, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length || !at || !id || !TIMESTAMP.test(at) || !ID.test(id) || Number.isNaN(Date.parse(at))) {
    throw badRequest('validation_failed', { field: 'cursor', params: { field: 'cursor' } });
  }
  return { at, id };
}

/** The first instant of a calendar day (a day that does not exist, such as 2026-02-31, is refused). */
function dayStart(day: string, field: 'from' | 'to'): Date {
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) {
    throw badRequest('validation_failed', { field, params: { field } });
  }
  return start;
}

export function auditFilter(query: Omit<AuditQuery, 'cursor' | 'limit'>): AuditFilter {
  const filter: AuditFilter = { actorId: query.actor, recordType: query.record_type, action: query.action };
  if (query.from) filter.fromAt = dayStart(query.from, 'from').toISOString();
  if (query.to) filter.beforeAt = new Date(dayStart(query.to, 'to').getTime() + 86_400_000).toISOString();
  return filter;
}
