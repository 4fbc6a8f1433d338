import type { Db } from '../db/connect';

export interface StoredKey {
  kid: string;
  publicJwk: string;
  privateJwk: string;
}

// Oldest first: every instance signs with the first key, even if two raced to create one.
export async function listSigningKeys(db: Db): Promise<StoredKey[]> {
  return db.selectFrom('signing_keys').select(['kid', 'public_jwk as publicJwk', 'private_jwk as privateJwk']).orderBy('created_at').orderBy('kid').execute();
}

export async function insertSigningKey(db: Db, key: StoredKey, now: string): Promise<void> {
  await db
    .insertInto('signing_keys')
    .values({
      kid: key.kid,
      public_jwk: key.publicJwk,
      private_jwk: key.privateJwk,
      created_at: now,
    })
    .execute();
}
