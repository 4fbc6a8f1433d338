// The saved views' tables (migration 0022): views of the contact and company lists, and each
// member's default view of a list.
import type { ColumnType } from 'kysely';

type Immutable<T> = ColumnType<T, T, never>;
type Id = Immutable<string>;
type OrgSlug = Immutable<string>;
/** ISO 8601 UTC text. */
type Timestamp = string;
type CreatedAt = Immutable<Timestamp>;

/** A saved view of a list (migration 0022): `settings` is the contract's ViewSettings as JSON. */
export interface SavedViewsTable {
  id: Id;
  org_slug: OrgSlug;
  object: Immutable<string>;
  name: string;
  /** 1: listed for every member; 0: for its creator only. */
  shared: number;
  created_by: Immutable<string>;
  settings: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The view a member opens a list on (migration 0022), keyed by (org_slug, user_id, object). */
export interface ViewDefaultsTable {
  org_slug: OrgSlug;
  user_id: string;
  object: string;
  view_id: string;
}
