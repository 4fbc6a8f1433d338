// Record access (docs/ARCHITECTURE.md §5 "Record access"): the organisation's rule (RECORD_ACCESS
// of the contract) applied to the caller. The contract's canSeeRecord and canEditRecord decide;
// this turns their answer into the one predicate queries add: `owner_id = <viewer>` on contacts
// and companies (deals, notes and files follow their contact). TenantScope adds it to every
// query it starts from contacts or companies; queries reaching contacts through a join
// (the board, its totals, the deals export) add it with `ownedBy`.
import { canEditRecord, canSeeRecord, hasRole, type RecordAccess, type Viewer } from '@meridian/contract';
import type { Expression, SqlBool } from 'kysely';
import { sql } from 'kysely';

/** The caller and their organisation's rule, read once per request (plugins/record-access.ts). */
export interface RecordRule {
  viewer: Viewer;
  access: RecordAccess;
}

/** The member whose records alone the viewer sees, or undefined when they see every record. */
export function seenOwner({ viewer, access }: RecordRule): string | undefined {
  return canSeeRecord(viewer, access, null) ? undefined : viewer.id;
}

/**
 * Whose records the viewer may change: undefined for every record they see, the viewer's own id
 * when only those, null when none (a read-only role).
 */
export function editedOwner({ viewer, access }: RecordRule): string | undefined | null {
  if (!hasRole(viewer.role, 'member')) return null;
  return canEditRecord(viewer, access, null) ? undefined : viewer.id;
}

/** True when the viewer may change a record owned by `ownerId` (they can see it already). */
export function mayEdit(rule: RecordRule, ownerId: string | null): boolean {
  return canEditRecord(rule.viewer, rule.access, ownerId);
}

/** `table.owner_id = ownerId`: the one owner predicate. */
export function ownedBy(table: 'contacts' | 'companies', ownerId: unknown): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${table}.owner_id`)} = ${ownerId}`;
}
