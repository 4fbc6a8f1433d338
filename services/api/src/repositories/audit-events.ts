// Reads of the audit trail (its writer is audit-log.ts): the organisation's log filtered by actor,
// record type, action and dates, and a contact's or a company's timeline. Newest first, paged by
// keyset on (at, id): a page starts strictly after the last event of the one before, so paging
// stays an index walk however deep, and events written meanwhile never shift a page.
import { sql } from 'kysely';
import type { AuditAction, AuditChange, AuditEvent, AuditRecordType } from '@meridian/contract';
import type { Selectable } from 'kysely';
import type { AuditEventsTable } from '../db/schema';
import type { TenantScope } from '../db/tenant-scope';

/** Every filter optional, combined with AND; `fromAt` inclusive, `beforeAt` exclusive (ISO timestamps). */
export interface AuditFilter {
  actorId?: string;
  recordType?: AuditRecordType;
  action?: AuditAction;
  fromAt?: string;
  beforeAt?: string;
  /** A timeline: the record's events, and those of the records merged into it (merge_links). */
  contactId?: string | readonly string[];
  companyId?: string | readonly string[];
}

/** Where the previous page ended. */
export interface AuditCursor {
  at: string;
  id: string;
}

export interface AuditRows {
  events: AuditEvent[];
  /** The last event's position when more follow, else null. */
  next: AuditCursor | null;
}

const COLUMNS = [
  'id',
  'at',
  'actor_id',
  'actor_name',
  'action',
  'record_type',
  'record_id',
  'record_name',
  'contact_id',
  'company_id',
  'changes',
  'details',
] as const;

type Row = Pick<Selectable<AuditEventsTable>, (typeof COLUMNS)[number]>;

/** JSON text of the writer, read back; anything else reads as empty rather than failing a page. */
function parsed<T>(text: string, empty: T): T {
  try {
    return (JSON.parse(text) as T) ?? empty;
  } catch {
    return empty;
  }
}

function eventOf(row: Row): AuditEvent {
  return {
    id: row.id,
    at: row.at,
    actor: row.actor_id ? { id: row.actor_id, name: row.actor_name ?? row.actor_id } : null,
    action: row.action as AuditAction,
    record_type: row.record_type as AuditRecordType,
    record_id: row.record_id,
    record_name: row.record_name,
    contact_id: row.contact_id,
    company_id: row.company_id,
    changes: parsed<AuditChange[]>(row.changes, []),
    details: parsed<Record<string, string | number>>(row.details, {}),
  };
}

/**
 * The filter of each record of a timeline (one, or with the records merged into it): each is
 * read on its own, a walk of its record's timeline index, and the pages merged. One query over
 * the list would read and sort all of their events, or walk the organisation's whole log.
 */
function timelines(filter: AuditFilter): AuditFilter[] {
  if (Array.isArray(filter.contactId)) return filter.contactId.map((contactId: string) => ({ ...filter, contactId }));
  if (Array.isArray(filter.companyId)) return filter.companyId.map((companyId: string) => ({ ...filter, companyId }));
  return [filter];
}

const newestFirst = (a: Row, b: Row) => (a.at === b.at ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.at < b.at ? 1 : -1);

export function auditEventsRepository(scope: TenantScope) {
  function matching(filter: AuditFilter, after: AuditCursor | undefined) {
    let query = scope.selectFrom('audit_events').select(COLUMNS);
    if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
    if (filter.recordType !== undefined) query = query.where('record_type', '=', filter.recordType);
    if (filter.action !== undefined) query = query.where('action', '=', filter.action);
    if (typeof filter.contactId === 'string') query = query.where('contact_id', '=', filter.contactId);
    if (typeof filter.companyId === 'string') query = query.where('company_id', '=', filter.companyId);
    if (filter.fromAt !== undefined) query = query.where('at', '>=', filter.fromAt);
    if (filter.beforeAt !== undefined) query = query.where('at', '<', filter.beforeAt);
    // A row value: both databases walk the index from that point.
    if (after) query = query.where(sql<boolean>`(at, id) < (${after.at}, ${after.id})`);
    return query.orderBy('at', 'desc').orderBy('id', 'desc');
  }

  /** Up to `limit` events after `after`, newest first. */
  async function page(filter: AuditFilter, limit: number, after?: AuditCursor): Promise<AuditRows> {
    const rows = (
      await Promise.all(
        timelines(filter).map((one) =>
          matching(one, after)
            .limit(limit + 1)
            .execute(),
        ),
      )
    )
      .flat()
      .sort(newestFirst)
      .slice(0, limit + 1);
    const more = rows.length > limit;
    const events = rows.slice(0, limit).map(eventOf);
    const last = events.at(-1);
    return { events, next: more && last ? { at: last.at, id: last.id } : null };
  }

  return {
    page,

    /** Every matching event, newest first, a batch at a time (the CSV export streams them). */
    async *batches(filter: AuditFilter, size = 1_000): AsyncGenerator<AuditEvent[]> {
      let after: AuditCursor | undefined;
      for (;;) {
        const { events, next } = await page(filter, size, after);
        if (events.length) yield events;
        if (!next) return;
        after = next;
      }
    },
  };
}
