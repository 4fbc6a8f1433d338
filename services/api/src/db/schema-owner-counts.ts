// Live contacts per owner (migration 0031), beside schema.ts's contact_counts: kept by triggers.
import type { ColumnType } from 'kysely';

type Immutable<T> = ColumnType<T, T, never>;

/**
 * One organisation's live, shown contacts of one owner (contacts without an owner are not
 * counted). Derived from contacts like contact_counts, so outside TENANT_TABLES and snapshots.
 */
export interface ContactOwnerCountsTable {
  org_slug: Immutable<string>;
  owner_id: Immutable<string>;
  live: ColumnType<number, never, never>;
}

export interface OwnerCountTables {
  contact_owner_counts: ContactOwnerCountsTable;
}
