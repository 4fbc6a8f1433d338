// A view's settings: the built-in view's when the API lists none, and whether two are the same.
import type { SavedView, ViewObject, ViewSettings } from '@meridian/contract';
import { ALL_VIEW_ID } from '@meridian/contract';
import { cleanFilter, type ListFilter } from './filterFields';

/** The built-in view ("All contacts" / "All companies") as the API would list it. */
export function builtinView(object: ViewObject, settings: ViewSettings): SavedView {
  return { id: ALL_VIEW_ID, object, name: '', shared: true, created_by: null, editable: false, settings, created_at: null, updated_at: null };
}

const columnsKey = (settings: ViewSettings) => settings.columns.map((c) => `${c.key}:${c.width ?? ''}`).join(',');

/** Same filters (empty properties ignored), sort, columns (and widths) and layout. */
export function sameSettings(a: ViewSettings, b: ViewSettings): boolean {
  return (
    JSON.stringify(cleanFilter(a.filters as ListFilter)) === JSON.stringify(cleanFilter(b.filters as ListFilter)) &&
    a.sort_by === b.sort_by &&
    a.sort_order === b.sort_order &&
    a.layout === b.layout &&
    columnsKey(a) === columnsKey(b)
  );
}
