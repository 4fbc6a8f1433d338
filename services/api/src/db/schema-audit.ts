// The audit trail's table (migration 0017), beside schema.ts's: the same column conventions.
import type { ColumnType } from 'kysely';

type Immutable<T> = ColumnType<T, T, never>;
type Id = Immutable<string>;
type OrgSlug = Immutable<string>;
type CreatedAt = Immutable<string>;

/**
 * One change, as the audit trail records it (migration 0017; audit/audit-log.ts writes it). Rows
 * are only inserted; `changes` is JSON of AuditChange[] and `details` JSON of an object. The one
 * update is an erasure's (repositories/erase-contact.ts): it blanks the personal values of the
 * erased contact's events, so those columns alone are updatable.
 */
export interface AuditEventsTable {
  id: Id;
  org_slug: OrgSlug;
  at: CreatedAt;
  /** Null for the system; the name is kept as it was then. */
  actor_id: Immutable<string | null>;
  actor_name: Immutable<string | null>;
  action: Immutable<string>;
  record_type: Immutable<string>;
  record_id: string | null;
  record_name: string | null;
  /** The contact and company the event belongs to: their timelines read by these. */
  contact_id: string | null;
  company_id: Immutable<string | null>;
  changes: string;
  details: string;
}
