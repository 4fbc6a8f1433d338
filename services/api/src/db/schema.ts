import type { ColumnType } from 'kysely';
import type { ActivitiesTable, ActivityTypesTable, CalendarFeedsTable, NotificationsTable } from './schema-activities';
import type { AuditEventsTable } from './schema-audit';
import type { Trashed } from './schema-trash';
import type { MergeBatchesTable, MergeLinksTable, MergeMovesTable } from './schema-merges';
import type { SavedViewsTable, ViewDefaultsTable } from './schema-views';
import { BULK_EDIT_TABLES, type BulkEditTables } from './schema-bulk-edits';
import { SETTINGS_TABLES, type ExchangeRateTables } from './schema-rates';
import type { ExportLinkTables } from './schema-exports';
import type { OwnerCountTables } from './schema-owner-counts';
export type { AuditEventsTable };

// Ids and org_slug are set once at insert and never updated: typing their update side as `never`
// makes `updateTable(...).set({ org_slug })` a compile error, so no query can move a row to
// another organisation.
type Immutable<T> = ColumnType<T, T, never>;
type Id = Immutable<string>;
type OrgSlug = Immutable<string>;
/** ISO 8601 UTC text (`Date#toISOString()`): sorts chronologically as text on both databases. */
type Timestamp = string;
type CreatedAt = Immutable<Timestamp>;

export interface ContactsTable extends Trashed {
  id: Id;
  org_slug: OrgSlug;
  first: string;
  last: string;
  email: string | null;
  phone: string | null;
  /** Company name as free text (docs/PRODUCT.md §3); kept even when company_id links a company. */
  company: string | null;
  company_id: string | null;
  /** Comma-separated tags (docs/PRODUCT.md §3). */
  tags: string | null;
  /** Tagged words the search indexes (db/search.ts, migration 0011); tenantScope's insertInto makes it. */
  search_doc: string | null;
  /** A member id (members.id, the token's sub); null for nobody (migration 0012). */
  owner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The import that wrote the row; hidden while that import is pending (migration 0013, db/visible.ts). */
  import_id: ColumnType<string | null, string | null | undefined, never>;
  /** emailKey(email) of the contract: one contact per key among live contacts (migration 0019). */
  email_key: string | null;
  /** phoneKey(phone), contactNameKey(first, last, company): the duplicate finder's other signs. */
  phone_key: string | null;
  name_key: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CompaniesTable extends Trashed {
  id: Id;
  org_slug: OrgSlug;
  name: string;
  description: string | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  industry: string | null;
  size: string | null;
  logo_url: string | null;
  /** A member id, like contacts.owner_id (migration 0016); null for nobody. */
  owner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The import that wrote the row; hidden while that import is pending (migration 0013, db/visible.ts). */
  import_id: ColumnType<string | null, string | null | undefined, never>;
  /** Tagged words the search indexes (db/search.ts, migration 0011); tenantScope's insertInto makes it. */
  search_doc: string | null;
  /** companyNameKey(name), domainKey(website) of the contract: the duplicate finder's signs (migration 0019). */
  name_key: string | null;
  domain_key: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface NotesTable extends Trashed {
  id: Id;
  org_slug: OrgSlug;
  contact_id: string;
  body: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AttachmentsTable extends Trashed {
  id: Id;
  org_slug: OrgSlug;
  contact_id: string;
  filename: string;
  mime_type: string;
  size: number;
  uploaded_at: CreatedAt;
}

/** An attachment's bytes, apart from its row (migration 0020): moving a file to another contact never writes them again. */
export interface AttachmentDataTable {
  id: Id;
  org_slug: OrgSlug;
  data: Buffer;
}

export interface PipelinesTable {
  id: Id;
  org_slug: OrgSlug;
  name: string;
  created_at: CreatedAt;
  is_default: ColumnType<number | null, number | null | undefined, number | null>; // 1: the default an admin chose, else null (migration 0024)
}

export interface StagesTable {
  id: Id;
  org_slug: OrgSlug;
  pipeline_id: string;
  name: string;
  color: string;
  position: number;
  /** Win probability in percent, 0–100 (migration 0012). */
  probability: ColumnType<number, number | undefined, number>;
  outcome: ColumnType<'won' | 'lost' | null, 'won' | 'lost' | null | undefined, 'won' | 'lost' | null>;
}

export interface PipelineEntriesTable {
  id: Id;
  org_slug: OrgSlug;
  pipeline_id: string;
  stage_id: string;
  contact_id: string;
  entered_at: Timestamp;
  updated_at: Timestamp;
  /**
   * The deal (migration 0012): its value as an integer count of the currency's minor unit (never
   * a float; bigint: PostgreSQL's pg hands it over as text, SQLite as a number, always below 2^53
   * by AMOUNT_MAX_INTEGER_DIGITS), its currency, close date (YYYY-MM-DD), owner and next step.
   */
  value_minor: ColumnType<string | number | null, string | number | null | undefined, string | number | null>;
  currency: ColumnType<string | null, string | null | undefined, string | null>;
  close_date: ColumnType<string | null, string | null | undefined, string | null>;
  owner_id: ColumnType<string | null, string | null | undefined, string | null>;
  next_step: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PipelineHistoryTable {
  id: Id;
  org_slug: OrgSlug;
  contact_id: string;
  pipeline_id: string;
  /** Null when the entry records a removal; stage_name keeps the name even if the stage changes. */
  stage_id: string | null;
  stage_name: string;
  changed_at: Timestamp;
  changed_by: string | null;
  notes: string | null;
  /** 'stage': a move to stage_name; 'deal': field changed from old_value to new_value (migration 0012). */
  kind: ColumnType<'stage' | 'deal', 'stage' | 'deal' | undefined, never>;
  field: ColumnType<string | null, string | null | undefined, never>;
  old_value: ColumnType<string | null, string | null | undefined, never>;
  new_value: ColumnType<string | null, string | null | undefined, never>;
}

/** A user the API has seen with a verified token of the organisation; id is the token's sub (migration 0012). */
export interface MembersTable {
  id: Id;
  org_slug: OrgSlug;
  name: string;
  email: string;
  first_seen_at: CreatedAt;
  last_seen_at: Timestamp;
  /** The role their token last carried; null until seen since roles exist (migration 0015). */
  role: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set when an admin removed them: they leave the owner pickers (migration 0015). */
  removed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Epoch seconds: their access tokens issued before it are refused (PostgreSQL answers a bigint as text). */
  tokens_valid_after: ColumnType<number | string | null, number | null | undefined, number | null>;
}

/** One row per organisation that chose its settings; none: the defaults (migration 0012). */
export interface OrganisationSettingsTable {
  org_slug: OrgSlug;
  default_currency: string;
  /** Who sees and edits contacts and companies (RECORD_ACCESS of the contract; migration 0016). */
  record_access: ColumnType<string, string | undefined, string>;
  updated_at: Timestamp;
}

/** A member's own preferences (migration 0014), keyed by (org_slug, user_id). */
export interface UserPreferencesTable {
  org_slug: OrgSlug;
  user_id: string;
  language: string | null;
  /** Migration 0018: the member's zone and formats (null: the browser's), and reminder channels (null: the default). */
  timezone: ColumnType<string | null, string | null | undefined, string | null>;
  date_format: ColumnType<string | null, string | null | undefined, string | null>;
  time_format: ColumnType<string | null, string | null | undefined, string | null>;
  notify_email: ColumnType<number | null, number | null | undefined, number | null>;
  notify_push: ColumnType<number | null, number | null | undefined, number | null>;
  notify_desktop: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: Timestamp;
}

/** Live (not soft-deleted) contacts per organisation, kept by triggers (migration 0003). Read-only. */
export interface ContactCountsTable {
  org_slug: OrgSlug;
  live: ColumnType<number, never, never>;
}

/** What a committed import did (JSON of its summary), written in the import's transaction. */
export interface ImportResultsTable {
  id: Id;
  org_slug: OrgSlug;
  summary: string;
  created_at: CreatedAt;
}

/** An import still writing its batches, or being removed (migration 0013): its rows are hidden. */
export interface PendingImportsTable {
  id: Id;
  org_slug: OrgSlug;
  /** Data records of the file read when the last batch committed: a resumed job skips them. */
  records: number;
  /** The counts so far (JSON). */
  summary: string;
  created_at: CreatedAt;
}

/** A bulk delete that can still be undone (migration 0009): its contacts carry deleted_at = this stamp. */
export interface ContactDeleteBatchesTable {
  id: Id;
  org_slug: OrgSlug;
  deleted_at: Immutable<Timestamp>;
  deleted: number;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface Database extends BulkEditTables, ExchangeRateTables, ExportLinkTables, OwnerCountTables {
  contacts: ContactsTable;
  companies: CompaniesTable;
  notes: NotesTable;
  attachments: AttachmentsTable;
  attachment_data: AttachmentDataTable;
  pipelines: PipelinesTable;
  stages: StagesTable;
  pipeline_entries: PipelineEntriesTable;
  pipeline_history: PipelineHistoryTable;
  contact_counts: ContactCountsTable;
  import_results: ImportResultsTable;
  contact_delete_batches: ContactDeleteBatchesTable;
  pending_imports: PendingImportsTable;
  members: MembersTable;
  organisation_settings: OrganisationSettingsTable;
  user_preferences: UserPreferencesTable;
  audit_events: AuditEventsTable;
  activities: ActivitiesTable;
  activity_types: ActivityTypesTable;
  notifications: NotificationsTable;
  calendar_feeds: CalendarFeedsTable;
  merge_batches: MergeBatchesTable;
  merge_moves: MergeMovesTable;
  merge_links: MergeLinksTable;
  saved_views: SavedViewsTable;
  view_defaults: ViewDefaultsTable;
}

/**
 * Every table belongs to an organisation; the list drives tenancy tests and snapshots. contact_counts is left out: it has no id and is derived from contacts, which are snapshotted.
 * organisation_settings is left out too: keyed by org_slug alone (no id), it is one row an
 * organisation may not have; its isolation is tested by its own cases (test/tenancy/deals-cases.ts).
 * So are user_preferences and view_defaults, keyed by member (test/tenancy/preferences-cases.ts, views-cases.ts), and exchange_rates (exchange-rates-cases.ts).
 */
export type TenantTable = keyof Database;
export const TENANT_TABLES: readonly TenantTable[] = [
  'contacts',
  'companies',
  'notes',
  'attachments',
  'attachment_data',
  'pipelines',
  'stages',
  'pipeline_entries',
  'pipeline_history',
  'import_results',
  'contact_delete_batches',
  'pending_imports',
  'members',
  'audit_events',
  'activities',
  'activity_types',
  'notifications',
  'merge_batches',
  'merge_moves',
  'merge_links',
  'saved_views',
  ...BULK_EDIT_TABLES,
];

/**
 * Tables whose writes move the organisation's data version (migrations 0010, 0012): every tenant
 * table, and the settings and exchange rates, which cached answers (the board's defaultCurrency and converted totals) embed. Not the audit trail: each event is written in the transaction of a change that moves the version already, and no cached answer reads it (migration 0017). Nor attachment_data, merge_moves, merge_links and bulk_edit_moves, for the same reason (migrations 0020, 0023). Nor saved_views: no cached answer reads a view, and saving one must not drop the cached lists (migration 0022).
 */
const UNVERSIONED: readonly TenantTable[] = ['audit_events', 'attachment_data', 'merge_moves', 'merge_links', 'saved_views', 'bulk_edit_moves'];
export const VERSIONED_TABLES: readonly (keyof Database)[] = [...TENANT_TABLES.filter((table) => !UNVERSIONED.includes(table)), ...SETTINGS_TABLES];
