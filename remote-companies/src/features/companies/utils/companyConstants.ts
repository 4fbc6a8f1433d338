/** docs/PRODUCT.md §9: the companies page asks for 20 companies a page. */
export const COMPANIES_PAGE_SIZE = 20;
/** Server-side search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 250;
/** docs/PRODUCT.md §9: the company detail page lists its first 5 contacts. */
export const COMPANY_CONTACTS_PREVIEW = 5;
/** The activities remote's list of a record's activities, on the company's page. */
export const RECORD_ACTIVITIES_MODULE = 'activities/RecordActivities';
