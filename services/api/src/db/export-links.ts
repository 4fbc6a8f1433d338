// The export links' queries (plugins/org-exports.ts): making one for an organisation, and the one
// query across organisations an export download needs, spending a link by its secret's sha256.
// One statement marks it used and answers whose it was, so two downloads racing for one link
// cannot both win; an expired or spent link answers nothing.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export const EXPORT_LINK_SECONDS = 60;

export interface ExportLinkOwner {
  orgSlug: string;
  userId: string;
}

/** Stores a link's hash for `orgSlug`, and drops the organisation's links that are spent or expired; answers when it expires. */
export async function createExportLink(db: Kysely<Database>, owner: ExportLinkOwner, tokenHash: string, now = new Date()): Promise<string> {
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_SECONDS * 1000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('export_links')
      .where('org_slug', '=', owner.orgSlug)
      .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('used_at', 'is not', null)]))
      .execute();
    await trx
      .insertInto('export_links')
      .values({ token_hash: tokenHash, org_slug: owner.orgSlug, user_id: owner.userId, created_at: now.toISOString(), expires_at: expiresAt })
      .execute();
  });
  return expiresAt;
}

export async function spendExportLink(db: Kysely<Database>, tokenHash: string, now = new Date()): Promise<ExportLinkOwner | undefined> {
  const at = now.toISOString();
  const row = await db
    .updateTable('export_links')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['org_slug', 'user_id'])
    .executeTakeFirst();
  return row && { orgSlug: row.org_slug, userId: row.user_id };
}
