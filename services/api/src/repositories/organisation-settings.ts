// The organisation's settings: one row once it chose something, the defaults until then.
import { DEFAULT_CURRENCY, DEFAULT_RECORD_ACCESS, RECORD_ACCESS, type OrganisationSettings, type RecordAccess } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import { audit, fieldChanges, type AuditActor } from './audit-log';

/** A stored rule as the contract's; anything unknown is the default (the column only ever holds one of them). */
export function asRecordAccess(value: unknown): RecordAccess {
  return (RECORD_ACCESS as readonly unknown[]).includes(value) ? (value as RecordAccess) : DEFAULT_RECORD_ACCESS;
}

export function organisationSettingsRepository(scope: TenantScope) {
  async function get(): Promise<OrganisationSettings> {
    const row = await scope.selectFrom('organisation_settings').select(['default_currency', 'record_access']).executeTakeFirst();
    return { default_currency: row?.default_currency ?? DEFAULT_CURRENCY, record_access: asRecordAccess(row?.record_access) };
  }

  return {
    get,

    /** The record access rule alone (read for every request whose organisation's data changed). */
    async recordAccess(): Promise<RecordAccess> {
      const row = await scope.selectFrom('organisation_settings').select('record_access').executeTakeFirst();
      return asRecordAccess(row?.record_access);
    },

    /**
     * Changes the settings given, keeps the others (the defaults for an organisation without a
     * row), and records each changed one in the same transaction. The route has checked the values.
     */
    async put(change: Partial<OrganisationSettings>, actor: AuditActor): Promise<OrganisationSettings> {
      return scope.transaction(async (tx) => {
        const before = await organisationSettingsRepository(tx).get();
        const next = { ...before, ...change };
        const now = new Date().toISOString();
        await tx
          .insertInto('organisation_settings', { ...next, updated_at: now })
          .onConflict((oc) => oc.column('org_slug').doUpdateSet({ ...change, updated_at: now }))
          .execute();
        const changes = fieldChanges(Object.keys(change) as (keyof OrganisationSettings)[], before, next);
        if (changes.length) await audit(tx, actor, { action: 'updated', record_type: 'settings', record_id: null, record_name: null, changes }, now);
        return next;
      });
    },
  };
}
