// The list filters' and saved views' shapes and plain rules, as the API takes and sends them
// (the contract's view-rules.ts: no TypeBox): the table's columns and their defaults, widths,
// layouts, the sorts each list offers and the filters' values.
export type { CompanyFilter, ContactFilter, SavedView, ViewColumn, ViewObject, ViewSettings } from '@meridian/contract';
export {
  ALL_VIEW_ID,
  COLUMN_WIDTH,
  COMPANY_COLUMNS,
  COMPANY_COLUMNS_DEFAULT,
  COMPANY_SORT_KEYS,
  CONTACT_COLUMNS,
  CONTACT_COLUMNS_DEFAULT,
  CONTACT_SORT_KEYS,
  NEXT_ACTIVITY_STATES,
  PIPELINE_STATUSES,
  PRESENCE,
  VIEW_LAYOUTS,
  type CompanyColumn,
  type CompanySortKey,
  type ContactColumn,
  type ContactSortKey,
  type ViewLayout,
} from '@meridian/contract';
