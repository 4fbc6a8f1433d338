// Who sees and changes which saved view, and a stored view as the contract's answer. A private
// view is its creator's alone (another member is told it does not exist); a shared view is listed
// for every member, and changed or deleted by its creator or an admin or owner, in either case
// only with a role that may share (member or above): a shared view is the organisation's.
import { ALL_VIEW_ID, COMPANY_COLUMNS_DEFAULT, CONTACT_COLUMNS_DEFAULT, hasRole, type SavedView, type ViewObject, type ViewSettings } from '@meridian/contract';
import type { AuthUser } from '../../auth/auth-user';
import type { ViewRow } from '../../repositories/saved-views';

/** The built-in view's settings: no filters, by name, the list's default columns, as cards (SPEC's first screen). */
export function builtInSettings(object: ViewObject): ViewSettings {
  const columns = object === 'contacts' ? CONTACT_COLUMNS_DEFAULT : COMPANY_COLUMNS_DEFAULT;
  return { filters: {}, sort_by: 'name', sort_order: 'asc', columns: columns.map((key) => ({ key })), layout: 'cards' };
}

/** "All contacts" / "All companies": its name is empty, clients show their own words for it. */
export function builtInView(object: ViewObject): SavedView {
  return {
    id: ALL_VIEW_ID,
    object,
    name: '',
    shared: true,
    created_by: null,
    editable: false,
    settings: builtInSettings(object),
    created_at: null,
    updated_at: null,
  };
}

export const canSee = (row: ViewRow, user: AuthUser) => row.shared === 1 || row.created_by === user.id;

/** Sharing, and any change to a shared view, needs a role that may change the organisation's records. */
export const mayShare = (user: AuthUser) => hasRole(user.role, 'member');

export function canEdit(row: ViewRow, user: AuthUser): boolean {
  if (row.shared !== 1) return row.created_by === user.id;
  return mayShare(user) && (row.created_by === user.id || hasRole(user.role, 'admin'));
}

/** A stored view as answered; settings that no longer parse read as the built-in view's. */
export function viewAnswer(row: ViewRow, user: AuthUser): SavedView {
  let settings: ViewSettings;
  try {
    settings = JSON.parse(row.settings) as ViewSettings;
  } catch {
    settings = builtInSettings(row.object as ViewObject);
  }
  return {
    id: row.id,
    object: row.object as ViewObject,
    name: row.name,
    shared: row.shared === 1,
    created_by: row.created_by,
    editable: canEdit(row, user),
    settings,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The list's views in the answer's order: by name (case and accents aside), then by id, the same on both databases. */
export const inListOrder = (a: ViewRow, b: ViewRow) => byName.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
