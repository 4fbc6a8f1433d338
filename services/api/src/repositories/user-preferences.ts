// A member's own preferences: one row per (organisation, user) once they chose something, the
// defaults until then. The user is always the caller (the token's subject), never a request field.
import { DEFAULT_PREFERENCES, isLocale, type UserPreferences } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';

export function userPreferencesRepository(scope: TenantScope, userId: string) {
  return {
    async get(): Promise<UserPreferences> {
      const row = await scope.selectFrom('user_preferences').select('language').where('user_id', '=', userId).executeTakeFirst();
      return row ? { language: isLocale(row.language) ? row.language : null } : DEFAULT_PREFERENCES;
    },

    /** The route's schema has checked the values. */
    async put(preferences: UserPreferences): Promise<UserPreferences> {
      const now = new Date().toISOString();
      await scope
        .insertInto('user_preferences', { user_id: userId, language: preferences.language, updated_at: now })
        .onConflict((oc) => oc.columns(['org_slug', 'user_id']).doUpdateSet({ language: preferences.language, updated_at: now }))
        .execute();
      return { language: preferences.language };
    },
  };
}
