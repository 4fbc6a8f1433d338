// The merge of duplicates' own tables (migration 0020): what a merge did, kept for its undo.
import type { ColumnType } from 'kysely';

type Immutable<T> = ColumnType<T, T, never>;
type Id = Immutable<string>;
type OrgSlug = Immutable<string>;
/** ISO 8601 UTC text. */
type Timestamp = string;
type CreatedAt = Immutable<Timestamp>;

/** A merge of duplicates that can still be undone (migration 0020): the records merged carry deleted_at = this stamp. */
export interface MergeBatchesTable {
  id: Id;
  org_slug: OrgSlug;
  record_type: Immutable<'contact' | 'company'>;
  primary_id: Immutable<string>;
  /** JSON of the ids merged into the primary, in the order the merge took them. */
  merged_ids: Immutable<string>;
  /** JSON of the primary's columns the merge changed, as they were before it. */
  before: Immutable<string>;
  deleted_at: Immutable<Timestamp>;
  created_by: Immutable<string | null>;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

/** Rows of one kind a merge moved from one record to another (migration 0020): `kind` names the table and column. */
export interface MergeMovesTable {
  id: Id;
  org_slug: OrgSlug;
  batch_id: Immutable<string>;
  kind: Immutable<string>;
  from_id: Immutable<string>;
  to_id: Immutable<string>;
  /** JSON array of the moved rows' ids. */
  ids: Immutable<string>;
}

/** A record merged into another (migration 0020): its primary's timeline shows its events. */
export interface MergeLinksTable {
  /** The merged record. */
  id: Id;
  org_slug: OrgSlug;
  record_type: Immutable<'contact' | 'company'>;
  /** Moved along when the primary is itself merged into another record. */
  primary_id: string;
  batch_id: string;
}
