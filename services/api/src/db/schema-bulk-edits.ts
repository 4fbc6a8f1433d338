// The bulk edit's own tables (migration 0023): each edit, and what it changed, kept for its undo.
import type { ColumnType } from 'kysely';

type Immutable<T> = ColumnType<T, T, never>;
/** ISO 8601 UTC text. */
type Timestamp = string;

/** One bulk edit of contacts (contract bulk-edit.ts): its change, progress and outcome. */
export interface BulkEditsTable {
  id: Immutable<string>;
  org_slug: Immutable<string>;
  /** BulkEditStatus of the contract. */
  status: string;
  action: Immutable<string>;
  /** JSON of the BulkEditChange. */
  change: Immutable<string>;
  /** The member whose contacts alone the edit may change (record access), else null. */
  owner_only: Immutable<string | null>;
  total: number;
  processed: number;
  changed: number;
  /** After an undo: the contacts put back (the others were changed again since). */
  undone: number | null;
  error: string | null;
  /** The organisation while the edit or its undo runs, else null (unique: one at a time). */
  running_org: string | null;
  /** Renewed by each batch: a running edit whose heartbeat is old was abandoned (a crash). */
  heartbeat_at: Timestamp;
  created_by: Immutable<string | null>;
  created_at: Immutable<Timestamp>;
  finished_at: Timestamp | null;
  undo_until: Timestamp | null;
}

/** A contact a bulk edit changed (migration 0023): `id` is the contact's; its value before and after. */
export interface BulkEditMovesTable {
  id: Immutable<string>;
  org_slug: Immutable<string>;
  edit_id: Immutable<string>;
  /** JSON of the columns the action writes, before the edit (a stage edit: the entry's stage_id, pipeline_id, entered_at; null for none). */
  before: Immutable<string | null>;
  /** JSON of the same columns as the edit left them. */
  after: Immutable<string | null>;
}

/** The tables above, as the Database type and the tenant tables' list take them. */
export interface BulkEditTables {
  bulk_edits: BulkEditsTable;
  bulk_edit_moves: BulkEditMovesTable;
}
export const BULK_EDIT_TABLES = ['bulk_edits', 'bulk_edit_moves'] as const;
