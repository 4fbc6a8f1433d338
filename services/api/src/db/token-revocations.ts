// The one query across organisations the revocation sync needs (plugins/token-revocations.ts):
// the members whose tokens_valid_after is at or after a second, by the partial index of
// migration 0015. It reads only (organisation, member, second), never a record.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface TokenCutoff {
  orgSlug: string;
  memberId: string;
  /** Epoch seconds: tokens issued before it are refused. */
  validAfter: number;
}

/** Every cut-off set at or after `sinceSeconds` (0: all of them). */
export async function tokenCutoffsSince(db: Kysely<Database>, sinceSeconds: number): Promise<TokenCutoff[]> {
  const rows = await db
    .selectFrom('members')
    .select(['org_slug', 'id', 'tokens_valid_after'])
    .where('tokens_valid_after', 'is not', null)
    .where('tokens_valid_after', '>=', sinceSeconds)
    .execute();
  return rows.map((row) => ({ orgSlug: row.org_slug, memberId: row.id, validAfter: Number(row.tokens_valid_after) }));
}
