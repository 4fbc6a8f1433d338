import { INVITATION_DAYS, type Invitation, type InvitationCreated, type Role } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import { randomToken, sha256 } from '../auth/secrets';
import type { Db } from '../db/connect';
import { insertInvitation, revokeInvitations, type InvitationRow } from '../repositories/invitations';
import { lockOrganisation, membershipsOf } from '../repositories/members';
import { findCredentials } from '../repositories/users';
import { checkOwnerRule, type Caller } from './members';
import { TeamError } from './team-error';

export const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

export function toInvitation(row: InvitationRow, now: string): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by: row.invitedByName,
    created_at: row.createdAt,
    expires_at: row.expiresAt,
    status: row.expiresAt <= now ? 'expired' : 'pending',
  };
}

/** Where an invitation is accepted: this service's own page. */
export function invitationLink(issuer: string, token: string): string {
  return `${issuer}/invite/${token}`;
}

export interface NewInvitationInput {
  email: string;
  role: Role;
}

/**
 * Makes an invitation (and its one-time link) for the email, replacing an open one for the same
 * email in the organisation. The email is not sent here: the caller does it after the commit, so
 * a slow mail server never holds the transaction.
 */
export async function createInvitation(
  db: Db,
  caller: Caller,
  input: NewInvitationInput,
  issuer: string,
  nowMs: number,
): Promise<Omit<InvitationCreated, 'email_sent'>> {
  checkOwnerRule(caller, input.role);
  const now = new Date(nowMs).toISOString();
  const token = randomToken();
  const row: InvitationRow = {
    id: uuidv7(),
    orgSlug: caller.orgSlug,
    email: input.email,
    role: input.role,
    invitedByName: caller.name,
    createdAt: now,
    expiresAt: new Date(nowMs + INVITATION_MS).toISOString(),
    acceptedAt: null,
    revokedAt: null,
  };
  await db.transaction().execute(async (trx) => {
    await lockOrganisation(trx, caller.orgSlug);
    const account = await findCredentials(trx, input.email);
    if (account && (await membershipsOf(trx, account.id)).includes(caller.orgSlug)) {
      throw new TeamError(409, 'already_member', { email: input.email });
    }
    await revokeInvitations(trx, { orgSlug: caller.orgSlug, email: input.email }, now);
    await insertInvitation(trx, { ...row, tokenHash: sha256(token), invitedBy: caller.id }, now);
  });
  return { invitation: toInvitation(row, now), link: invitationLink(issuer, token) };
}

export async function revokeInvitation(db: Db, caller: Caller, id: string, now: string): Promise<void> {
  const revoked = await revokeInvitations(db, { orgSlug: caller.orgSlug, id }, now);
  if (revoked === 0) throw new TeamError(404, 'invitation_not_found');
}
