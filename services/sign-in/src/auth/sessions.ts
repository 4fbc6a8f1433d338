import type { Db } from '../db/connect';
import { revokeSessionFamilies } from '../repositories/refresh-tokens';
import { findActiveSessionUser, insertSession, revokeSession } from '../repositories/sessions';
import { findUser, type User } from '../repositories/users';
import { randomToken, sha256 } from './secrets';

export const SESSION_COOKIE = 'meridian_sid';
export const SESSION_SECONDS = 7 * 24 * 60 * 60;

interface SessionContext {
  db: Db;
  clock: () => number;
}

function nowIso(ctx: SessionContext): string {
  return new Date(ctx.clock()).toISOString();
}

// Returns the cookie value; only its hash is stored.
export async function startSession(ctx: SessionContext, userId: string): Promise<{ cookieValue: string; idHash: string }> {
  const cookieValue = randomToken();
  const idHash = sha256(cookieValue);
  const now = ctx.clock();
  await insertSession(ctx.db, { idHash, userId, expiresAt: new Date(now + SESSION_SECONDS * 1000).toISOString() }, new Date(now).toISOString());
  return { cookieValue, idHash };
}

export async function resolveSession(ctx: SessionContext, cookieValue: string | undefined): Promise<{ idHash: string; user: User } | undefined> {
  if (!cookieValue) return undefined;
  const idHash = sha256(cookieValue);
  const userId = await findActiveSessionUser(ctx.db, idHash, nowIso(ctx));
  const user = userId ? await findUser(ctx.db, userId) : undefined;
  return user ? { idHash, user } : undefined;
}

// Used when the browser signs in again: the old cookie is being replaced, its tokens stay valid.
export async function retireSession(ctx: SessionContext, cookieValue: string): Promise<void> {
  await revokeSession(ctx.db, sha256(cookieValue), nowIso(ctx));
}

// Ends the browser session and every token family it handed out.
export async function endSession(ctx: SessionContext, cookieValue: string): Promise<void> {
  const idHash = sha256(cookieValue);
  const now = nowIso(ctx);
  await revokeSession(ctx.db, idHash, now);
  await revokeSessionFamilies(ctx.db, idHash, now);
}
