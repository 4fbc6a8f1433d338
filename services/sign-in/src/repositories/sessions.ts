import type { Db } from '../db/connect';

export interface NewSession {
  idHash: string;
  userId: string;
  expiresAt: string;
}

export async function insertSession(db: Db, session: NewSession, now: string): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id_hash: session.idHash,
      user_id: session.userId,
      created_at: now,
      expires_at: session.expiresAt,
    })
    .execute();
}

// Returns the user id of a session that is neither revoked nor expired.
export async function findActiveSessionUser(db: Db, idHash: string, now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('id_hash', '=', idHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
}

export async function revokeSession(db: Db, idHash: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id_hash', '=', idHash).where('revoked_at', 'is', null).execute();
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
