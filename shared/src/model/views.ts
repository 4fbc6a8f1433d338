// The list views' plain rules for the screens (the contract's view-rules.ts: no TypeBox): the
// table's columns and their defaults, widths, layouts and the sorts each list offers.
export {
  ALL_VIEW_ID,
  COLUMN_WIDTH,
  COMPANY_COLUMNS,
  COMPANY_COLUMNS_DEFAULT,
  COMPANY_SORT_KEYS,
  CONTACT_COLUMNS,
  CONTACT_COLUMNS_DEFAULT,
  CONTACT_SORT_KEYS,
  VIEW_LAYOUTS,
  type CompanyColumn,
  type CompanySortKey,
  type ContactColumn,
  type ContactSortKey,
  type ViewLayout,
} from '@meridian/contract';
export type { ViewColumn } from '@meridian/contract';
