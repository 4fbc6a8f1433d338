// Saved views and each member's default view of a list (migration 0022). The routes decide who
// sees and changes which view (routes/views/); here is only how they are kept. A view's settings
// are stored as the JSON of the contract's ViewSettings, checked by the route before writing.
import type { ViewObject, ViewSettings } from '@meridian/contract';
import { sql, type Selectable } from 'kysely';
import type { SavedViewsTable } from '../db/schema-views';
import type { TenantScope } from '../db/tenant-scope';

export type ViewRow = Selectable<SavedViewsTable>;

export interface NewView {
  id: string;
  object: ViewObject;
  name: string;
  shared: boolean;
  createdBy: string;
  settings: ViewSettings;
}

export interface ViewChange {
  name?: string;
  shared?: boolean;
  settings?: ViewSettings;
}

/** On PostgreSQL, one member's creates of views wait for each other, so two at once cannot pass the cap together (SQLite has one writer). */
async function lockCreator(tx: TenantScope, userId: string): Promise<void> {
  if (tx.dialect !== 'postgres') return;
  await tx.statement((org) => sql`select pg_advisory_xact_lock(hashtextextended(${`saved-views:${org}:${userId}`}, 0))`);
}

export function savedViewsRepository(scope: TenantScope) {
  return {
    /** The list's views shared with the organisation and the member's own, in no order. */
    async visible(object: ViewObject, userId: string): Promise<ViewRow[]> {
      return scope
        .selectFrom('saved_views')
        .selectAll()
        .where('object', '=', object)
        .where((eb) => eb.or([eb('shared', '=', 1), eb('created_by', '=', userId)]))
        .execute();
    },

    async find(id: string): Promise<ViewRow | undefined> {
      return scope.selectFrom('saved_views').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Stores the view unless its creator already keeps `max` views of the list: then undefined. */
    async create(view: NewView, max: number): Promise<ViewRow | undefined> {
      const now = new Date().toISOString();
      return scope.transaction(async (tx) => {
        await lockCreator(tx, view.createdBy);
        const { kept } = await tx
          .selectFrom('saved_views')
          .select((eb) => eb.fn.countAll<number | string>().as('kept'))
          .where('created_by', '=', view.createdBy)
          .where('object', '=', view.object)
          .executeTakeFirstOrThrow();
        if (Number(kept) >= max) return undefined;
        const row = {
          id: view.id,
          object: view.object,
          name: view.name,
          shared: view.shared ? 1 : 0,
          created_by: view.createdBy,
          settings: JSON.stringify(view.settings),
          created_at: now,
          updated_at: now,
        };
        await tx.insertInto('saved_views', row).execute();
        return { ...row, org_slug: tx.orgSlug };
      });
    },

    /** Writes the fields the change names; the view as it is then (undefined: gone meanwhile). */
    async update(id: string, change: ViewChange): Promise<ViewRow | undefined> {
      const columns = {
        ...(change.name === undefined ? {} : { name: change.name }),
        ...(change.shared === undefined ? {} : { shared: change.shared ? 1 : 0 }),
        ...(change.settings === undefined ? {} : { settings: JSON.stringify(change.settings) }),
        updated_at: new Date().toISOString(),
      };
      await scope.updateTable('saved_views').set(columns).where('id', '=', id).execute();
      return this.find(id);
    },

    /** Deletes the view and every member's default naming it (they fall back to 'all'). */
    async remove(id: string): Promise<void> {
      await scope.transaction(async (tx) => {
        await tx.deleteFrom('view_defaults').where('view_id', '=', id).execute();
        await tx.deleteFrom('saved_views').where('id', '=', id).execute();
      });
    },

    /** The view id the member picked for the list, if any (the route checks it is still visible). */
    async defaultOf(userId: string, object: ViewObject): Promise<string | undefined> {
      const row = await scope.selectFrom('view_defaults').select('view_id').where('user_id', '=', userId).where('object', '=', object).executeTakeFirst();
      return row?.view_id;
    },

    async setDefault(userId: string, object: ViewObject, viewId: string): Promise<void> {
      await scope
        .insertInto('view_defaults', { user_id: userId, object, view_id: viewId })
        .onConflict((oc) => oc.columns(['org_slug', 'user_id', 'object']).doUpdateSet({ view_id: viewId }))
        .execute();
    },

    /**
     * A removed member's views: their private ones go, with every default naming them, and their
     * defaults; their shared ones stay (created_by kept), which admins can still change or delete.
     */
    async forgetMember(userId: string): Promise<void> {
      const own = scope.selectFrom('saved_views').select('id').where('created_by', '=', userId).where('shared', '=', 0);
      await scope
        .deleteFrom('view_defaults')
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('view_id', 'in', own)]))
        .execute();
      await scope.deleteFrom('saved_views').where('created_by', '=', userId).where('shared', '=', 0).execute();
    },
  };
}
