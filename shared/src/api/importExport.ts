// The CSV template and the contacts export.
import type { ContactExportQuery } from './contacts';
import { apiRequest } from './request';

export const importExportApi = {
  template: () => apiRequest<Response>('/import-export/template', { raw: true }),
  /** The contacts as CSV (the template's columns): every one, or those the same search and company filter list. */
  exportContacts: ({ search, company_id, owner_id }: ContactExportQuery = {}) =>
    apiRequest<Response>('/import-export/export', { raw: true, query: { search, company_id, owner_id } }),
};
