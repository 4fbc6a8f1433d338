import { useCallback, useMemo, useState } from 'react';
import type { SavedView, ViewColumn, ViewLayout, ViewObject, ViewSettings } from '@meridian/contract';
import { ALL_VIEW_ID } from '@meridian/contract';
import { useSearchParams } from '@meridian/shared/routing';
import { cleanFilter, type ListFilter } from './filterFields';
import { useSavedViews } from './useSavedViews';
import { builtinView, sameSettings } from './viewSettings';

/** `?view=<id>`: the open view, so a reload or a shared link opens it. */
export const VIEW_PARAM = 'view';

export interface ListViewOptions {
  object: ViewObject;
  /** The built-in view's settings while the API lists none (saved views unavailable). */
  fallback: ViewSettings;
  /** Filter properties the page's own URL sets (contacts: `?owner=me`, `?company_id=`), over the view's. */
  urlFilter?: ListFilter;
  /** The URL's properties a change removed or replaced: the page takes them out of its URL. */
  onUrlFilterDropped?: (params: string[]) => void;
}

const NO_FILTER: ListFilter = {};

/**
 * The state a saved view keeps — filters, sort, columns, layout — for one list page: the view the
 * URL names (else the member's default), the member's changes to it (kept until they save, reset
 * or open another view), and the view calls. `ready` is false until the views are known (or
 * failed to load): the list waits, so it never shows one view's records and then another's.
 */
export function useListView({ object, fallback, urlFilter = NO_FILTER, onUrlFilterDropped }: ListViewOptions) {
  const [params, setParams] = useSearchParams();
  const saved = useSavedViews(object);
  const requested = params.get(VIEW_PARAM)?.trim() || null;
  const ready = Boolean(saved.views || saved.error);

  const views = useMemo(() => {
    const listed = saved.views ?? [];
    return listed.some((v) => v.id === ALL_VIEW_ID) ? listed : [builtinView(object, fallback), ...listed];
  }, [saved.views, object, fallback]);
  const wanted = requested ?? saved.defaultViewId ?? ALL_VIEW_ID;
  const view: SavedView = views.find((v) => v.id === wanted) ?? views.find((v) => v.id === ALL_VIEW_ID)!;
  /** The URL names a view the member cannot see (deleted, or made private): they see the built-in one. */
  const missing = Boolean(saved.views && requested && view.id !== requested);

  const [draft, setDraft] = useState<{ viewId: string; settings: ViewSettings } | null>(null);
  const base = draft?.viewId === view.id ? draft.settings : view.settings;
  const filters = useMemo(() => cleanFilter({ ...(base.filters as ListFilter), ...urlFilter }), [base.filters, urlFilter]);
  const settings = useMemo<ViewSettings>(() => ({ ...base, filters }), [base, filters]);
  const dirty = !sameSettings(settings, view.settings);

  const dropUrlFilter = useCallback(
    (next: ListFilter | null) => {
      const dropped = Object.keys(urlFilter).filter((key) => !next || next[key] !== urlFilter[key]);
      if (dropped.length) onUrlFilterDropped?.(dropped);
    },
    [urlFilter, onUrlFilterDropped],
  );
  const change = useCallback((patch: Partial<ViewSettings>) => setDraft({ viewId: view.id, settings: { ...settings, ...patch } }), [view.id, settings]);
  const setFilters = useCallback(
    (next: ListFilter) => {
      dropUrlFilter(next);
      change({ filters: cleanFilter(next) });
    },
    [dropUrlFilter, change],
  );
  const setSort = useCallback((sortBy: string, sortOrder: 'asc' | 'desc') => change({ sort_by: sortBy, sort_order: sortOrder }), [change]);
  const setColumns = useCallback((columns: ViewColumn[]) => change({ columns }), [change]);
  const setLayout = useCallback((layout: ViewLayout) => change({ layout }), [change]);

  const open = useCallback(
    (id: string, replace = false) => {
      setDraft(null);
      setParams(new URLSearchParams({ [VIEW_PARAM]: id }), { replace });
    },
    [setParams],
  );
  const reset = useCallback(() => {
    dropUrlFilter(null);
    setDraft(null);
  }, [dropUrlFilter]);
  /** Saves the changes over the open view (the built-in one and others' views cannot be). */
  const save = useCallback(async () => {
    await saved.update(view.id, { settings });
    dropUrlFilter(null);
    setDraft(null);
  }, [saved, view.id, settings, dropUrlFilter]);
  const saveAsNew = useCallback(
    async (name: string, shared: boolean) => {
      const created = await saved.create(name, shared, settings);
      open(created.id);
    },
    [saved, settings, open],
  );
  const remove = useCallback(async () => {
    await saved.remove(view.id);
    open(ALL_VIEW_ID, true);
  }, [saved, view.id, open]);

  return {
    ready,
    views,
    view,
    missing,
    defaultViewId: saved.defaultViewId ?? ALL_VIEW_ID,
    loadError: saved.error,
    retry: saved.retry,
    settings,
    /** The filter of the list, its count, exports and "Select all N matching". */
    filters,
    dirty,
    /** "Save" is offered: the member may change the open view (never the built-in one). */
    canSave: view.id !== ALL_VIEW_ID && view.editable,
    setFilters,
    setSort,
    setColumns,
    setLayout,
    open,
    reset,
    save,
    saveAsNew,
    rename: (name: string) => saved.update(view.id, { name }),
    setShared: (shared: boolean) => saved.update(view.id, { shared }),
    makeDefault: () => saved.setDefault(view.id),
    remove,
  };
}

export type ListView = ReturnType<typeof useListView>;
