// The Trash's columns (migration 0028), beside schema.ts's: a deleted contact, company, note or
// file keeps when and by whom it was deleted until it is restored or purged (repositories/trash*.ts).
import type { ColumnType } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** Null while the record is live; set together by a delete, cleared together by a restore. */
export interface Trashed {
  /** ISO 8601 UTC text. */
  deleted_at: Nullable<string>;
  /** The member who deleted it (members.id); null for the system or a delete from before migration 0028. */
  deleted_by: Nullable<string>;
}
