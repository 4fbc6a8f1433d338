import type { Db } from '../db/connect';
import { sha256 } from '../auth/secrets';
import { findInvitationByToken, markAccepted, type InvitationRow } from '../repositories/invitations';
import { lockOrganisation, membershipsOf } from '../repositories/members';
import { findOrganisation, type Organisation } from '../repositories/organisations';
import { findCredentials, insertMembership, insertUser } from '../repositories/users';

// The link's token: 32 random bytes in base64url (auth/secrets.ts). Anything else is not a link
// of ours, and is refused before it reaches the database.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What opening an invitation link finds: no such link; one that no longer works; or an open one,
 * with what the invited email's account allows (a new account, an existing account without an
 * organisation, a member already, or an account of another organisation).
 */
export type InviteState =
  | { kind: 'not_found' }
  | { kind: 'expired' | 'used' | 'revoked'; invitation: InvitationRow }
  | { kind: 'open'; invitation: InvitationRow; organisation: Organisation; account: Account };

export type Account = { kind: 'new' } | { kind: 'existing' | 'member' | 'other_org'; userId: string; passwordHash: string };

export async function inviteState(db: Db, token: string, now: string): Promise<InviteState> {
  if (!TOKEN.test(token)) return { kind: 'not_found' };
  const found = await findInvitationByToken(db, sha256(token));
  if (!found) return { kind: 'not_found' };
  // The account is read before the link's state: a link accepted between the two reads then shows
  // as used, never as "already a member" (accepting writes both in one transaction).
  const account = await accountOf(db, found);
  const invitation = (await findInvitationByToken(db, sha256(token)))!;
  if (invitation.acceptedAt) return { kind: 'used', invitation };
  if (invitation.revokedAt) return { kind: 'revoked', invitation };
  if (invitation.expiresAt <= now) return { kind: 'expired', invitation };
  const organisation = await findOrganisation(db, invitation.orgSlug);
  if (!organisation) return { kind: 'not_found' };
  return { kind: 'open', invitation, organisation, account };
}

async function accountOf(db: Db, invitation: InvitationRow): Promise<Account> {
  const credentials = await findCredentials(db, invitation.email);
  if (!credentials) return { kind: 'new' };
  const orgs = await membershipsOf(db, credentials.id);
  const kind = orgs.length === 0 ? 'existing' : orgs.includes(invitation.orgSlug) ? 'member' : 'other_org';
  return { kind, userId: credentials.id, passwordHash: credentials.passwordHash };
}

export type Joiner = { kind: 'new'; id: string; name: string; passwordHash: string } | { kind: 'existing'; id: string };

/**
 * Uses the invitation, in one transaction: the account (when new), the membership with the
 * invitation's role, and accepted_at. False when the link stopped working meanwhile, or the
 * account changed under it (then nothing is written).
 */
export async function acceptInvitation(db: Db, invitation: InvitationRow, joiner: Joiner, now: string): Promise<boolean> {
  return db
    .transaction()
    .execute(async (trx) => {
      await lockOrganisation(trx, invitation.orgSlug);
      if (!(await markAccepted(trx, invitation.id, now))) throw new Gone();
      if (joiner.kind === 'new') {
        if (await findCredentials(trx, invitation.email)) throw new Gone();
        await insertUser(trx, { id: joiner.id, email: invitation.email, name: joiner.name, passwordHash: joiner.passwordHash }, now);
      } else if ((await membershipsOf(trx, joiner.id)).length > 0) {
        throw new Gone();
      }
      await insertMembership(trx, { userId: joiner.id, orgSlug: invitation.orgSlug, role: invitation.role }, now);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof Gone) return false;
      throw error;
    });
}

// Rolls the transaction back when the invitation or the account changed while the form was open.
class Gone extends Error {}
