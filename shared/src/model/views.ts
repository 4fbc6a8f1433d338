// The list filters' and saved views' shapes and rules, as the API takes and sends them: @meridian/contract's.
export type { CompanyFilter, ContactFilter, SavedView, ViewColumn, ViewLayout, ViewObject, ViewSettings } from '@meridian/contract';
export {
  ALL_VIEW_ID,
  COMPANY_COLUMNS,
  COMPANY_COLUMNS_DEFAULT,
  CONTACT_COLUMNS,
  CONTACT_COLUMNS_DEFAULT,
  NEXT_ACTIVITY_STATES,
  PIPELINE_STATUSES,
  PRESENCE,
} from '@meridian/contract';
