/** docs/PRODUCT.md §9: the contacts list loads 50 contacts a page. */
export const CONTACTS_PAGE_SIZE = 50;
/** Typing pauses this long before the search reaches the server (deviation 3). */
export const SEARCH_DEBOUNCE_MS = 250;
/** docs/PRODUCT.md §9: the quick view shows the 3 latest notes and the first 3 attachments. */
export const QUICK_VIEW_NOTES = 3;
export const QUICK_VIEW_ATTACHMENTS = 3;
/** docs/PRODUCT.md §9: the overview's Recent Activity lists the 5 newest items. */
export const RECENT_ACTIVITY_ITEMS = 5;
/** docs/PRODUCT.md §7: the company picker asks for 50 companies. */
export const COMPANY_PICKER_LIMIT = 50;
/** The federated module behind '+ Create new company'. */
export const COMPANY_FORM_MODULE = 'companies/CompanyForm';
/** The pipeline remote's stage badge / 'Pipeline' button on every card and row. */
export const ADD_TO_PIPELINE_MODULE = 'pipeline/AddToPipeline';
/** The pipeline remote's deal editor on the detail page. */
export const DEAL_EDITOR_MODULE = 'pipeline/DealEditor';
/** The activities remote's list of a record's activities (the detail page, the quick view). */
export const RECORD_ACTIVITIES_MODULE = 'activities/RecordActivities';
/** A bulk edit running as a job (or its undo) is asked for its progress this often, as an import is. */
export const BULK_EDIT_POLL_MS = 1000;
