// The team's plain rules and values (no schemas): roles, the record access rule, the audit
// trail's actions. The front end imports these; team.ts builds the wire schemas from them.

/** Strongest first. */
export const ROLES = ['owner', 'admin', 'member', 'readonly'] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { readonly: 0, member: 1, admin: 2, owner: 3 };

/** True when `role` may do what `needed` may (owner ⊇ admin ⊇ member ⊇ readonly). */
export function hasRole(role: Role, needed: Role): boolean {
  return RANK[role] >= RANK[needed];
}

/** A claim or stored value as a role; anything unknown is the weakest role, never a stronger one. */
export function asRole(value: unknown): Role {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : 'readonly';
}

/**
 * Who sees and edits contacts and companies (deals, notes and files follow their contact):
 * - everyone_edits: every member sees and edits every record (the default);
 * - everyone_reads: everyone sees every record; only its owner, admins and owners edit it;
 * - owners_only: a member or read-only user sees only the records they own; admins and owners see all.
 */
export const RECORD_ACCESS = ['everyone_edits', 'everyone_reads', 'owners_only'] as const;
export type RecordAccess = (typeof RECORD_ACCESS)[number];
export const DEFAULT_RECORD_ACCESS: RecordAccess = 'everyone_edits';

export interface Viewer {
  id: string;
  role: Role;
}

/** The one visibility rule, used by the API's queries and the front end alike. */
export function canSeeRecord(viewer: Viewer, access: RecordAccess, ownerId: string | null): boolean {
  return access !== 'owners_only' || hasRole(viewer.role, 'admin') || (ownerId !== null && ownerId === viewer.id);
}

/** The one edit rule (a record the viewer cannot see they cannot edit either). */
export function canEditRecord(viewer: Viewer, access: RecordAccess, ownerId: string | null): boolean {
  if (!hasRole(viewer.role, 'member')) return false;
  if (access === 'everyone_edits' || hasRole(viewer.role, 'admin')) return true;
  return ownerId !== null && ownerId === viewer.id;
}

/** How long an invitation link works, from when it was made or last re-sent. */
export const INVITATION_DAYS = 7;

/** The longest an access token of a removed or re-roled member keeps working (seconds): docs/ARCHITECTURE.md §5. */
export const REVOCATION_BOUND_SECONDS = 30;

export const AUDIT_RECORD_TYPES = [
  'contact',
  'company',
  'note',
  'attachment',
  'deal',
  'stage',
  'import',
  'member',
  'invitation',
  'settings',
  'activity',
  'activity_type',
  'pipeline',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'restored',
  'bulk_deleted',
  'bulk_restored',
  'stage_moved',
  'pipeline_added',
  'pipeline_removed',
  'imported',
  'invited',
  'invitation_revoked',
  'joined',
  'role_changed',
  'removed',
  'completed',
  'reopened',
  'merged',
  'merge_undone',
  'bulk_edited',
  'bulk_edit_undone',
  'reordered',
  'erased',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const INVITATION_STATUSES = ['pending', 'expired'] as const;
