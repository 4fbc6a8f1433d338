// Plain constants and rules of the list filters, saved views and bulk edit: the front end imports
// these (never views.ts, filters.ts or bulk-edit.ts, which build TypeBox schemas).

/** The objects a saved view lists. */
export const VIEW_OBJECTS = ['contacts', 'companies'] as const;
export type ViewObject = (typeof VIEW_OBJECTS)[number];

/** Each object's built-in view ("All contacts" / "All companies"): never stored, never deleted or overwritten. */
export const ALL_VIEW_ID = 'all';

/**
 * The sorts the contact and company lists offer (sort_by), each one index walk. Here, not beside
 * the list schemas, so the table's sortable headers follow them without bundling TypeBox.
 */
export const CONTACT_SORT_KEYS = ['name', 'email', 'company', 'created_at', 'updated_at'] as const;
export type ContactSortKey = (typeof CONTACT_SORT_KEYS)[number];
export const COMPANY_SORT_KEYS = ['name', 'industry', 'size', 'created_at', 'updated_at'] as const;
export type CompanySortKey = (typeof COMPANY_SORT_KEYS)[number];

export const VIEW_LAYOUTS = ['table', 'cards'] as const;
export type ViewLayout = (typeof VIEW_LAYOUTS)[number];

export const VIEW_NAME_MAX = 80;
/** Views one member may create per object (their own, shared or not). */
export const VIEWS_PER_MEMBER_MAX = 100;
export const VIEW_COLUMNS_MAX = 30;
export const COLUMN_WIDTH = { min: 60, max: 800 } as const;

/** The table's columns, in their default order; the first is always shown. */
export const CONTACT_COLUMNS = ['name', 'email', 'phone', 'company', 'owner', 'tags', 'stage', 'deal_value', 'close_date', 'created_at', 'updated_at'] as const;
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];
export const CONTACT_COLUMNS_DEFAULT: readonly ContactColumn[] = ['name', 'email', 'phone', 'company', 'owner', 'tags', 'stage'];

/** `contacts`: the company's contact count, a link to them. */
export const COMPANY_COLUMNS = ['name', 'industry', 'size', 'contacts', 'website', 'phone', 'email', 'owner', 'created_at', 'updated_at'] as const;
export type CompanyColumn = (typeof COMPANY_COLUMNS)[number];
export const COMPANY_COLUMNS_DEFAULT: readonly CompanyColumn[] = ['name', 'industry', 'size', 'contacts', 'website', 'owner'];

// ---- Filters ----------------------------------------------------------------------------------

/** Tags one tag filter names at most (tags_any, tags_all, tags_none: comma-separated). */
export const TAG_FILTER_MAX = 20;
/** Where a contact stands in the pipeline: in none, in an open stage, in a won or a lost one. */
export const PIPELINE_STATUSES = ['none', 'open', 'won', 'lost'] as const;
export type PipelineStatusFilter = (typeof PIPELINE_STATUSES)[number];
/** has_email, has_phone (and a company's has_website): 'yes' or 'no'. */
export const PRESENCE = ['yes', 'no'] as const;
export type Presence = (typeof PRESENCE)[number];

/** The tags a filter value names: split on commas, trimmed, blanks dropped, compared case-insensitively. */
export function filterTags(value: string | undefined): string[] {
  if (!value) return [];
  const seen = new Map<string, string>();
  for (const part of value.split(',')) {
    const tag = part.trim();
    if (tag && !seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  }
  return [...seen.values()];
}

// ---- Bulk edit --------------------------------------------------------------------------------

export const BULK_EDIT_ACTIONS = ['set_owner', 'add_tags', 'remove_tags', 'set_company', 'set_stage'] as const;
export type BulkEditAction = (typeof BULK_EDIT_ACTIONS)[number];
/** Up to this many contacts an edit runs in the request; more, as a job with progress. */
export const BULK_EDIT_SYNC_MAX = 10_000;
/** Ids one request may name (a selection), and unticked ids it may leave out of "all matching". */
export const BULK_EDIT_IDS_MAX = 10_000;
/** The Undo toast's time; the API accepts the undo for BULK_EDIT_UNDO_GRACE_MS after the edit (a slow network). */
export const BULK_EDIT_UNDO_MS = 8_000;
export const BULK_EDIT_UNDO_GRACE_MS = 60_000;
