// The CSV template and the contacts export.
import type { ContactExportQuery } from './contacts';
import { apiRequest } from './request';

export const importExportApi = {
  template: () => apiRequest<Response>('/import-export/template', { raw: true }),
  /** The contacts as CSV (the template's columns): every one, or those the list's filter (filters.ts) lists. */
  exportContacts: (filter: ContactExportQuery = {}) => apiRequest<Response>('/import-export/export', { raw: true, query: { ...filter } }),
};
