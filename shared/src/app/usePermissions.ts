// What the signed-in member may do: their role (the access token's, confirmed by /me) and the
// organisation's record access rule, with the contract's rules applied. The front end hides what
// the API would refuse; the API decides.
import useSWR from 'swr';
import { canEditRecord, canSeeRecord, DEFAULT_RECORD_ACCESS, hasRole, type RecordAccess, type Role } from '@meridian/contract';
import { keys, teamApi } from '@meridian/shared/api';
import { useSessionStore } from '@meridian/shared/auth';

export interface Permissions {
  role: Role;
  recordAccess: RecordAccess;
  /** True when the role is at least `needed` (owner ⊇ admin ⊇ member ⊇ readonly). */
  can: (needed: Role) => boolean;
  /** May create records (a member or stronger). */
  canCreate: boolean;
  canSee: (ownerId: string | null) => boolean;
  canEdit: (ownerId: string | null) => boolean;
}

export function permissionsOf(id: string, role: Role, recordAccess: RecordAccess): Permissions {
  const viewer = { id, role };
  return {
    role,
    recordAccess,
    can: (needed) => hasRole(role, needed),
    canCreate: hasRole(role, 'member'),
    canSee: (ownerId) => canSeeRecord(viewer, recordAccess, ownerId),
    canEdit: (ownerId) => canEditRecord(viewer, recordAccess, ownerId),
  };
}

/** Until /me answers, the session's role and the default rule (everyone edits) apply. */
export function usePermissions(): Permissions {
  const user = useSessionStore((s) => s.user);
  const { data } = useSWR(user ? keys.me() : null, teamApi.me, { revalidateOnFocus: true });
  const role = data?.access?.role ?? user?.role ?? 'readonly';
  return permissionsOf(user?.id ?? '', role, data?.access?.record_access ?? DEFAULT_RECORD_ACCESS);
}
