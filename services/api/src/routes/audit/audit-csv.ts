// The audit log as CSV: one line per changed field (an event without field changes is one line
// with those columns empty), quoted and guarded against formulas as every export of the API
// (import/export-csv.ts csvField), with its byte order mark and CRLF line ends.
import type { AuditEvent } from '@meridian/contract';
import { csvField, UTF8_BOM } from '../../import/export-csv';

export const AUDIT_CSV_COLUMNS = ['at', 'actor', 'action', 'record type', 'record', 'field', 'from', 'to', 'details'] as const;

/** `created: 950; failed: 10`: the event's details as people read them. */
function detailsText(details: AuditEvent['details']): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${value}`)
    .join('; ');
}

function lines(event: AuditEvent): string {
  const common = [event.at, event.actor?.name ?? null, event.action, event.record_type, event.record_name];
  const details = detailsText(event.details);
  const changes = event.changes.length ? event.changes : [{ field: null, from: null, to: null }];
  return changes.map((c) => `${[...common, c.field, c.from, c.to, details].map(csvField).join(',')}\r\n`).join('');
}

export async function* auditCsv(batches: AsyncIterable<AuditEvent[]>): AsyncGenerator<string> {
  yield `${UTF8_BOM}${AUDIT_CSV_COLUMNS.join(',')}\r\n`;
  for await (const batch of batches) yield batch.map(lines).join('');
}
