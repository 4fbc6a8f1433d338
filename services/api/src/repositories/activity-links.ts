// What an activity's write checks against: the records it links (live and seen by the caller's
// scope, which record access narrows), its assignee (a member not removed), its type (built-in or
// the organisation's own) and the assignee's time zone its reminder is counted in.
import { isBuiltinActivityType, isTimeZone } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import { sql } from 'kysely';
import { primaryRank } from './primary-entry';
import { recordOwner } from './record-owner';

export function activityLinks(scope: TenantScope) {
  return {
    /** The live contact the scope sees, with its company; undefined otherwise. */
    contact(id: string): Promise<{ id: string; company_id: string | null } | undefined> {
      return scope
        .selectFrom('contacts')
        .select(['contacts.id', 'contacts.company_id'])
        .where('contacts.id', '=', id)
        .where('contacts.deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /** Whether the scope sees this live company. */
    async company(id: string): Promise<boolean> {
      return (await recordOwner(scope, 'companies', id)) !== undefined;
    },

    /**
     * The pipeline entry (deal) of a contact the scope sees, its primary one when it is in several
     * pipelines (primary-entry.ts); undefined when it has none or is not seen.
     */
    async dealEntry(contactId: string): Promise<string | undefined> {
      if (!(await recordOwner(scope, 'contacts', contactId))) return undefined;
      const row = await scope
        .selectFrom('pipeline_entries')
        .select('pipeline_entries.id')
        .where('pipeline_entries.contact_id', '=', contactId)
        .orderBy(primaryRank(scope, sql.ref('pipeline_entries.pipeline_id')))
        .orderBy('pipeline_entries.id')
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },

    /** The contact of a pipeline entry (undefined: the entry is gone). */
    async entryContact(entryId: string): Promise<string | undefined> {
      const row = await scope
        .selectFrom('pipeline_entries')
        .select('pipeline_entries.contact_id')
        .where('pipeline_entries.id', '=', entryId)
        .executeTakeFirst();
      return row?.contact_id;
    },

    /** A member who may be given work: one of the organisation's, not removed. */
    async isAssignable(memberId: string): Promise<boolean> {
      const row = await scope
        .selectFrom('members')
        .select('members.id')
        .where('members.id', '=', memberId)
        .where('members.removed_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    async typeExists(key: string): Promise<boolean> {
      if (isBuiltinActivityType(key)) return true;
      const row = await scope.selectFrom('activity_types').select('activity_types.id').where('activity_types.id', '=', key).executeTakeFirst();
      return row !== undefined;
    },

    /** The member's chosen zone (null: none chosen, reminders count in UTC). */
    async timeZoneOf(memberId: string): Promise<string | null> {
      const row = await scope
        .selectFrom('user_preferences')
        .select('user_preferences.timezone')
        .where('user_preferences.user_id', '=', memberId)
        .executeTakeFirst();
      return isTimeZone(row?.timezone) ? row.timezone : null;
    },
  };
}
