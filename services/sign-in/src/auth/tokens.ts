import { uuidv7 } from 'uuidv7';
import type { Db } from '../db/connect';
import { findRefreshToken, insertRefreshToken, markRotated, revokeFamily } from '../repositories/refresh-tokens';
import { findUser, type User } from '../repositories/users';
import { randomToken, sha256 } from './secrets';
import type { Signer } from './signer';

export const REFRESH_TOKEN_MS = 30 * 24 * 60 * 60 * 1000;

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

export interface TokenContext {
  db: Db;
  signer: Signer;
  clock: () => number;
}

async function mint(ctx: TokenContext, db: Db, user: User, familyId: string, sessionIdHash: string | null): Promise<Tokens> {
  const now = ctx.clock();
  const refreshToken = randomToken();
  await insertRefreshToken(
    db,
    {
      tokenHash: sha256(refreshToken),
      familyId,
      userId: user.id,
      sessionIdHash,
      expiresAt: new Date(now + REFRESH_TOKEN_MS).toISOString(),
    },
    new Date(now).toISOString(),
  );
  const { accessToken, expiresAt } = await ctx.signer.signAccessToken(user);
  return { accessToken, refreshToken, expiresAt };
}

// A new family starts at every sign-in and every successful check-auth.
export function issueTokenFamily(ctx: TokenContext, user: User, sessionIdHash: string | null): Promise<Tokens> {
  return mint(ctx, ctx.db, user, uuidv7(), sessionIdHash);
}

// Exchanges a refresh token for a new one in the same family. Returns undefined for any failure;
// presenting a token that was already rotated revokes the whole family (it was probably stolen).
export async function rotateRefreshToken(ctx: TokenContext, refreshToken: string): Promise<{ tokens: Tokens; user: User } | undefined> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = new Date(ctx.clock()).toISOString();
    const row = await findRefreshToken(trx, sha256(refreshToken));
    if (!row || row.revoked_at !== null) return undefined;
    if (row.rotated_at !== null) {
      await revokeFamily(trx, row.family_id, now);
      return undefined;
    }
    if (row.expires_at <= now) return undefined;
    if (!(await markRotated(trx, row.token_hash, now))) {
      await revokeFamily(trx, row.family_id, now);
      return undefined;
    }
    const user = await findUser(trx, row.user_id);
    if (!user) return undefined;
    const tokens = await mint(ctx, trx, user, row.family_id, row.session_id_hash);
    return { tokens, user };
  });
}

// Sign-out: the family of this token ends, whatever state the token itself is in.
export async function revokeTokenFamily(ctx: TokenContext, refreshToken: string): Promise<void> {
  const row = await findRefreshToken(ctx.db, sha256(refreshToken));
  if (row) await revokeFamily(ctx.db, row.family_id, new Date(ctx.clock()).toISOString());
}
