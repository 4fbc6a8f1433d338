// A member's private calendar feed: one row per (organisation, member) holding the sha256 of the
// feed's secret (the secret itself is shown once, in POST /me/calendar's answer), and the
// activities the feed lists: those assigned to the member, live, open or done in the last
// FEED_DONE_DAYS days, newest due first, at most FEED_MAX_EVENTS.
import type { TenantScope } from '../db/tenant-scope';
import { contactDisplayName } from './contact-name';

export const FEED_DONE_DAYS = 90;
export const FEED_MAX_EVENTS = 5_000;

export interface FeedActivity {
  id: string;
  type: string;
  subject: string;
  due_at: string;
  all_day: boolean;
  duration_minutes: number | null;
  note: string | null;
  done_at: string | null;
  updated_at: string;
  contact_id: string | null;
  /** The linked records' names, when the member may see them (record access). */
  contact_name: string | null;
  company_id: string | null;
  company_name: string | null;
}

export function calendarFeedsRepository(scope: TenantScope, userId: string) {
  return {
    async get(): Promise<{ enabled: boolean; created_at: string | null }> {
      const row = await scope.selectFrom('calendar_feeds').select('created_at').where('user_id', '=', userId).executeTakeFirst();
      return { enabled: row !== undefined, created_at: row?.created_at ?? null };
    },

    /** Keeps `tokenHash` as the member's feed, replacing the one before (whose URL then stops). */
    async renew(tokenHash: string): Promise<{ created_at: string }> {
      const now = new Date().toISOString();
      await scope
        .insertInto('calendar_feeds', { user_id: userId, token_hash: tokenHash, created_at: now })
        .onConflict((oc) => oc.columns(['org_slug', 'user_id']).doUpdateSet({ token_hash: tokenHash, created_at: now }))
        .execute();
      return { created_at: now };
    },

    async remove(): Promise<void> {
      await scope.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
    },

    /** What the feed lists, newest due first. */
    async activities(now: Date): Promise<FeedActivity[]> {
      const doneSince = new Date(now.getTime() - FEED_DONE_DAYS * 86_400_000).toISOString();
      const rows = await scope
        .selectFrom('activities')
        .select(['id', 'type', 'subject', 'due_at', 'all_day', 'duration_minutes', 'note', 'done_at', 'updated_at', 'contact_id', 'company_id'])
        .where('assignee_id', '=', userId)
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('done_at', 'is', null), eb('done_at', '>=', doneSince)]))
        .orderBy('due_at', 'desc')
        .orderBy('id', 'desc')
        .limit(FEED_MAX_EVENTS)
        .execute();
      const contactIds = [...new Set(rows.flatMap((r) => (r.contact_id ? [r.contact_id] : [])))];
      const companyIds = [...new Set(rows.flatMap((r) => (r.company_id ? [r.company_id] : [])))];
      // Through the scope: a member who sees only their own records gets only those names.
      const contacts = new Map<string, string>();
      const companies = new Map<string, string>();
      for (let at = 0; at < contactIds.length; at += 500) {
        const found = await scope
          .selectFrom('contacts')
          .select(['id', 'first', 'last'])
          .where('id', 'in', contactIds.slice(at, at + 500))
          .where('deleted_at', 'is', null)
          .execute();
        for (const c of found) contacts.set(c.id, contactDisplayName(c));
      }
      for (let at = 0; at < companyIds.length; at += 500) {
        const found = await scope
          .selectFrom('companies')
          .select(['id', 'name'])
          .where('id', 'in', companyIds.slice(at, at + 500))
          .where('deleted_at', 'is', null)
          .execute();
        for (const c of found) companies.set(c.id, c.name);
      }
      return rows.map((r) => ({
        ...r,
        all_day: r.all_day === 1,
        contact_name: r.contact_id ? (contacts.get(r.contact_id) ?? null) : null,
        company_name: r.company_id ? (companies.get(r.company_id) ?? null) : null,
      }));
    },
  };
}
