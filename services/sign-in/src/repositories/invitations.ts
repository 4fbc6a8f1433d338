import { asRole, type Role } from '@meridian/contract';
import type { Db } from '../db/connect';
import type { InvitationsTable } from '../db/schema';

export interface InvitationRow {
  id: string;
  orgSlug: string;
  email: string;
  role: Role;
  invitedByName: string;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
}

function toInvitation(row: InvitationsTable): InvitationRow {
  return {
    id: row.id,
    orgSlug: row.org_slug,
    email: row.email,
    role: asRole(row.role),
    invitedByName: row.invited_by_name,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    acceptedAt: row.accepted_at,
    revokedAt: row.revoked_at,
  };
}

export interface NewInvitation {
  id: string;
  orgSlug: string;
  email: string;
  role: Role;
  tokenHash: string;
  invitedBy: string;
  invitedByName: string;
  expiresAt: string;
}

export async function insertInvitation(db: Db, invitation: NewInvitation, now: string): Promise<void> {
  await db
    .insertInto('invitations')
    .values({
      id: invitation.id,
      org_slug: invitation.orgSlug,
      email: invitation.email,
      role: invitation.role,
      token_hash: invitation.tokenHash,
      invited_by: invitation.invitedBy,
      invited_by_name: invitation.invitedByName,
      created_at: now,
      expires_at: invitation.expiresAt,
    })
    .execute();
}

/** Neither accepted nor revoked (expired ones included: an admin still sees and may revoke them), newest first. */
export async function listOpenInvitations(db: Db, orgSlug: string): Promise<InvitationRow[]> {
  const rows = await db
    .selectFrom('invitations')
    .selectAll()
    .where('org_slug', '=', orgSlug)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toInvitation);
}

export async function findInvitationByToken(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  const row = await db.selectFrom('invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  return row && toInvitation(row);
}

/** Revokes the open invitations of the organisation for the email (or only the one with `id`); how many. */
export async function revokeInvitations(db: Db, where: { orgSlug: string; email?: string; id?: string }, now: string): Promise<number> {
  let query = db
    .updateTable('invitations')
    .set({ revoked_at: now })
    .where('org_slug', '=', where.orgSlug)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null);
  if (where.email !== undefined) query = query.where('email', '=', where.email);
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks the invitation used, only if it still works at `now`; false when it no longer does. */
export async function markAccepted(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ accepted_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
