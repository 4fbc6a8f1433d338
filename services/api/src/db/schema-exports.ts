// The organisation export's table (migration 0029), beside schema.ts's: the same column conventions.
import type { ColumnType } from 'kysely';

type Immutable<T> = ColumnType<T, T, never>;

/**
 * A one-use download link of an organisation's export (POST /organisation/export/links): the
 * sha256 of its secret only, the owner who asked, when it stops working, and when it was used.
 * Keyed by the hash (one query across organisations finds it, db/export-links.ts); outside
 * TENANT_TABLES like calendar_feeds, with its own tenancy case.
 */
export interface ExportLinksTable {
  token_hash: Immutable<string>;
  org_slug: Immutable<string>;
  user_id: Immutable<string>;
  created_at: Immutable<string>;
  expires_at: Immutable<string>;
  used_at: string | null;
}

export interface ExportLinkTables {
  export_links: ExportLinksTable;
}
