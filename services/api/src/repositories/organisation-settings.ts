// The organisation's settings: one row once it chose something, the defaults until then.
import { DEFAULT_CURRENCY, type OrganisationSettings } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import { audit, fieldChanges, type AuditActor } from './audit-log';

export function organisationSettingsRepository(scope: TenantScope) {
  async function get(): Promise<OrganisationSettings> {
    const row = await scope.selectFrom('organisation_settings').select('default_currency').executeTakeFirst();
    return { default_currency: row?.default_currency ?? DEFAULT_CURRENCY };
  }

  return {
    get,

    /** The route has checked the currency. Each changed setting is recorded, in the same transaction. */
    async put(settings: OrganisationSettings, actor: AuditActor): Promise<OrganisationSettings> {
      const now = new Date().toISOString();
      await scope.transaction(async (tx) => {
        const before = await organisationSettingsRepository(tx).get();
        await tx
          .insertInto('organisation_settings', { default_currency: settings.default_currency, updated_at: now })
          .onConflict((oc) => oc.column('org_slug').doUpdateSet({ default_currency: settings.default_currency, updated_at: now }))
          .execute();
        // Every setting the request names, so a setting added later is recorded without a change here.
        const changes = fieldChanges(Object.keys(settings) as (keyof OrganisationSettings)[], before, settings);
        if (changes.length) await audit(tx, actor, { action: 'updated', record_type: 'settings', record_id: null, record_name: null, changes }, now);
      });
      return { default_currency: settings.default_currency };
    },
  };
}
