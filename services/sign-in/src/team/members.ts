import { hasRole, type Role, type TeamMember } from '@meridian/contract';
import type { Db } from '../db/connect';
import { countOwners, findMember, lockOrganisation, removeMembership, setRole, type MemberRow } from '../repositories/members';
import { TeamError } from './team-error';

/** Who is asking: a current member of the organisation, with their role as the database has it now. */
export interface Caller {
  id: string;
  name: string;
  orgSlug: string;
  role: Role;
}

export function toTeamMember(row: MemberRow): TeamMember {
  return { id: row.id, name: row.name, email: row.email, role: row.role, last_active_at: row.lastActiveAt, joined_at: row.joinedAt };
}

/** Only an owner gives, changes or takes away the owner role. */
export function checkOwnerRule(caller: Caller, ...roles: Role[]): void {
  if (roles.includes('owner') && caller.role !== 'owner') throw new TeamError(403, 'owner_role_forbidden');
}

async function targetOf(db: Db, caller: Caller, userId: string): Promise<MemberRow> {
  const target = await findMember(db, caller.orgSlug, userId);
  if (!target) throw new TeamError(404, 'member_not_found');
  return target;
}

/** The organisation keeps at least one owner. Call with the organisation locked. */
async function checkLastOwner(db: Db, orgSlug: string, target: MemberRow): Promise<void> {
  if (target.role === 'owner' && (await countOwners(db, orgSlug)) <= 1) throw new TeamError(409, 'last_owner');
}

export async function changeRole(db: Db, caller: Caller, userId: string, role: Role): Promise<TeamMember> {
  return db.transaction().execute(async (trx) => {
    await lockOrganisation(trx, caller.orgSlug);
    const target = await targetOf(trx, caller, userId);
    checkOwnerRule(caller, target.role, role);
    if (target.role === role) return toTeamMember(target);
    await checkLastOwner(trx, caller.orgSlug, target);
    await setRole(trx, caller.orgSlug, userId, role);
    return toTeamMember({ ...target, role });
  });
}

/** Ends the membership, the user's sessions and their refresh tokens, all at once. */
export async function removeMember(db: Db, caller: Caller, userId: string, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOrganisation(trx, caller.orgSlug);
    const target = await targetOf(trx, caller, userId);
    checkOwnerRule(caller, target.role);
    await checkLastOwner(trx, caller.orgSlug, target);
    await removeMembership(trx, caller.orgSlug, userId, now);
  });
}

export const isAdmin = (role: Role) => hasRole(role, 'admin');
