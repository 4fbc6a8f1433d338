// The organisation's own activity types (the built-in ones are the contract's). Names are unique
// case-insensitively (activity_types_name_idx); deleting one turns its activities into tasks.
import { sql } from 'kysely';
import { uuidv7 } from 'uuidv7';
import { BUILTIN_ACTIVITY_TYPES, CUSTOM_ACTIVITY_TYPES_MAX, type ActivityType } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import { conflict } from '../errors';
import { audit, type AuditActor } from './audit-log';

const builtins: ActivityType[] = BUILTIN_ACTIVITY_TYPES.map((key) => ({ key, name: null, builtin: true }));

export function activityTypesRepository(scope: TenantScope) {
  const own = async () =>
    (
      await scope
        .selectFrom('activity_types')
        .select(['id', 'name'])
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .execute()
    ).map((t) => ({
      key: t.id,
      name: t.name,
      builtin: false,
    }));

  return {
    /** Built-in types first, then the organisation's own by name. */
    async list(): Promise<ActivityType[]> {
      return [...builtins, ...(await own())];
    },

    /**
     * A new type named `name` (trimmed already): 409 activity_type_exists when a type has that name
     * in any case (a built-in's key too), 409 activity_types_full past CUSTOM_ACTIVITY_TYPES_MAX.
     */
    async create(name: string, actor: AuditActor): Promise<ActivityType> {
      const lower = name.toLowerCase();
      if ((BUILTIN_ACTIVITY_TYPES as readonly string[]).includes(lower)) throw conflict('activity_type_exists', { params: { name } });
      return scope.transaction(async (tx) => {
        const existing = await tx.selectFrom('activity_types').select(['id', 'name']).execute();
        if (existing.some((t) => t.name.toLowerCase() === lower)) throw conflict('activity_type_exists', { params: { name } });
        if (existing.length >= CUSTOM_ACTIVITY_TYPES_MAX) throw conflict('activity_types_full', { params: { max: CUSTOM_ACTIVITY_TYPES_MAX } });
        const now = new Date().toISOString();
        const id = uuidv7();
        // Two creates of the same name at once: the unique index refuses the second.
        const inserted = await tx
          .insertInto('activity_types', { id, name, created_at: now })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw conflict('activity_type_exists', { params: { name } });
        await audit(tx, actor, { action: 'created', record_type: 'activity_type', record_id: id, record_name: name }, now);
        return { key: id, name, builtin: false };
      });
    },

    /** False when no such type; its activities (deleted ones too) become tasks. */
    async remove(key: string, actor: AuditActor): Promise<boolean> {
      return scope.transaction(async (tx) => {
        const removed = await tx.deleteFrom('activity_types').where('id', '=', key).returning(['name']).executeTakeFirst();
        if (!removed) return false;
        const now = new Date().toISOString();
        const moved = await tx.updateTable('activities').set({ type: 'task', updated_at: now }).where('type', '=', key).executeTakeFirst();
        await audit(
          tx,
          actor,
          { action: 'deleted', record_type: 'activity_type', record_id: key, record_name: removed.name, details: { activities: Number(moved.numUpdatedRows) } },
          now,
        );
        return true;
      });
    },
  };
}
