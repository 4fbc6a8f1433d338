// The one query across organisations a calendar feed needs (routes/calendar, plugins/calendar-feeds.ts):
// whose feed a secret's sha256 is, by the unique index of migration 0018. It answers the
// organisation, the member and their role as the members mirror has it, never a record; a member
// who was removed has no feed.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface FeedOwner {
  orgSlug: string;
  userId: string;
  /** Their role as their token last carried it (null: not seen since roles exist). */
  role: string | null;
}

export async function feedOwnerOf(db: Kysely<Database>, tokenHash: string): Promise<FeedOwner | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .leftJoin('members', (join) => join.onRef('members.org_slug', '=', 'calendar_feeds.org_slug').onRef('members.id', '=', 'calendar_feeds.user_id'))
    .select(['calendar_feeds.org_slug', 'calendar_feeds.user_id', 'members.role', 'members.removed_at'])
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.removed_at) return undefined;
  return { orgSlug: row.org_slug, userId: row.user_id, role: row.role };
}
