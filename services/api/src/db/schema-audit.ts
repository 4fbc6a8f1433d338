// The audit trail's table (migration 0017), beside schema.ts's: the same column conventions.
import type { ColumnType } from 'kysely';

type Immutable<T> = ColumnType<T, T, never>;
type Id = Immutable<string>;
type OrgSlug = Immutable<string>;
type CreatedAt = Immutable<string>;

/**
 * One change, as the audit trail records it (migration 0017; audit/audit-log.ts writes it). Rows
 * are only inserted; `changes` is JSON of AuditChange[] and `details` JSON of an object.
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
  record_id: Immutable<string | null>;
  record_name: Immutable<string | null>;
  /** The contact and company the event belongs to: their timelines read by these. */
  contact_id: Immutable<string | null>;
  company_id: Immutable<string | null>;
  changes: Immutable<string>;
  details: Immutable<string>;
}
