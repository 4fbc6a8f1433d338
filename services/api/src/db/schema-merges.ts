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

/** One row a merge moved to its primary (migration 0020): `kind` names the table and column, `from_id` the record it left. */
export interface MergeMovesTable {
  org_slug: OrgSlug;
  batch_id: Immutable<string>;
  kind: Immutable<string>;
  /** The moved row's id. */
  id: Id;
  from_id: Immutable<string | null>;
  /** An activity's deal link before the merge (it follows the deal the primary keeps). */
  from_deal: Immutable<string | null>;
}
