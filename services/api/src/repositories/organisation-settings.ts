// The organisation's settings: one row once it chose something, the defaults until then.
import { DEFAULT_CURRENCY, type OrganisationSettings } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';

export function organisationSettingsRepository(scope: TenantScope) {
  return {
    async get(): Promise<OrganisationSettings> {
      const row = await scope.selectFrom('organisation_settings').select('default_currency').executeTakeFirst();
      return { default_currency: row?.default_currency ?? DEFAULT_CURRENCY };
    },

    /** The route has checked the currency. */
    async put(settings: OrganisationSettings): Promise<OrganisationSettings> {
      const now = new Date().toISOString();
      await scope
        .insertInto('organisation_settings', { default_currency: settings.default_currency, updated_at: now })
        .onConflict((oc) => oc.column('org_slug').doUpdateSet({ default_currency: settings.default_currency, updated_at: now }))
        .execute();
      return { default_currency: settings.default_currency };
    },
  };
}
