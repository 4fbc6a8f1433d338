import type { Db } from '../db/connect';
import type { RefreshTokensTable } from '../db/schema';

export interface NewRefreshToken {
  tokenHash: string;
  familyId: string;
  userId: string;
  sessionIdHash: string | null;
  expiresAt: string;
}

export type RefreshTokenRow = RefreshTokensTable;

export async function insertRefreshToken(db: Db, token: NewRefreshToken, now: string) {
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: token.tokenHash,
      family_id: token.familyId,
      user_id: token.userId,
      session_id_hash: token.sessionIdHash,
      created_at: now,
      expires_at: token.expiresAt,
    })
    .execute();
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

// Conditional update: of two concurrent refreshes with the same token only one can win; the
// loser sees `false` and is treated as a reuse.
export async function markRotated(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now })
    .where('token_hash', '=', tokenHash)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeFamily(db: Db, familyId: string, now: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

export async function revokeSessionFamilies(db: Db, sessionIdHash: string, now: string) {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('session_id_hash', '=', sessionIdHash).where('revoked_at', 'is', null).execute();
}

export async function deleteExpiredRefreshTokens(db: Db, now: string): Promise<void> {
  await db.deleteFrom('refresh_tokens').where('expires_at', '<=', now).execute();
}
