import { currentDay } from '@meridian/shared/format';
import { hasRole, ROLES, type Role, type TeamMember } from '@meridian/shared/model';

/** The roles a caller may give: only an owner gives the owner role (the API refuses it otherwise). */
export function assignableRoles(caller: Role): Role[] {
  return ROLES.filter((role) => role !== 'owner' || caller === 'owner');
}

/** Why a member's role and membership cannot be changed by this caller, or null when they can. */
export type Lock = 'lastOwner' | 'ownerOnly' | null;

/**
 * The API's rules, mirrored so the page offers only what it would accept: an admin cannot touch
 * an owner, and the last owner can be neither demoted nor removed.
 */
export function lockOf(member: TeamMember, caller: Role, members: readonly TeamMember[]): Lock {
  if (member.role !== 'owner') return null;
  if (!hasRole(caller, 'owner')) return 'ownerOnly';
  return members.filter((m) => m.role === 'owner').length <= 1 ? 'lastOwner' : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days between then and now in the member's calendar (their time zone; 0: today), or null for never. */
export function daysSince(iso: string | null, now = new Date()): number | null {
  if (!iso) return null;
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return null;
  return Math.max(0, Math.round((Date.parse(currentDay(now)) - Date.parse(currentDay(then))) / DAY_MS));
}
