import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import type { Signer } from '../auth/signer';
import { findMember } from '../repositories/members';
import { isAdmin, type Caller } from '../team/members';
import { TeamError } from '../team/team-error';

const BEARER = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/;

/**
 * The caller of a /org route: a valid access token of this service (as the API checks it), then
 * the membership the database has NOW, never the token's role claim alone; admins and owners only.
 * A removed member's still-valid token is refused as revoked.
 */
export async function adminCaller(request: FastifyRequest, db: Db, signer: Signer): Promise<Caller> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match) throw new TeamError(401, 'not_authenticated');
  const payload = await signer.verifyAccessToken(match[1]);
  if (payload === 'expired') throw new TeamError(401, 'token_expired');
  if (!payload || typeof payload.sub !== 'string' || typeof payload.org !== 'string') throw new TeamError(401, 'token_invalid');
  const member = await findMember(db, payload.org, payload.sub);
  if (!member) throw new TeamError(401, 'token_revoked');
  if (!isAdmin(member.role)) throw new TeamError(403, 'role_forbidden');
  return { id: member.id, name: member.name, orgSlug: payload.org, role: member.role };
}
