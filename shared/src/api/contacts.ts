// Contacts: the calls of docs/PRODUCT.md §7 under /contacts and their SWR keys.
import type {
  BulkDeleteAnswer,
  BulkEdit,
  BulkEditBody,
  Contact,
  ContactBody,
  ContactListAnswer,
  ContactListQuery as ContactListParams,
  ContactRestoreAnswer,
  ContactFilter,
} from '@meridian/contract';
import { apiRequest } from './request';

/** The list's query as a client sends it: parameters with a default may be left out; the filter's properties beside them. */
export type ContactListQuery = Partial<ContactListParams> & ContactFilter;
/** The contact list's filters (filters.ts): an export with them holds what the list shows. */
export type ContactExportQuery = ContactFilter;
/** The same filters: "Select all N matching" deletes what the list shows. */
export type ContactMatchQuery = ContactExportQuery;
export type ContactList = ContactListAnswer;

const enc = encodeURIComponent;

export const contactsApi = {
  list: (query: ContactListQuery = {}) => apiRequest<ContactList>('/contacts', { query }),
  get: (id: string) => apiRequest<Contact>(`/contacts/${enc(id)}`),
  create: (input: ContactBody) => apiRequest<Contact>('/contacts', { method: 'POST', body: input }),
  update: (id: string, input: ContactBody) => apiRequest<Contact>(`/contacts/${enc(id)}`, { method: 'PUT', body: input }),
  remove: (id: string) => apiRequest<void>(`/contacts/${enc(id)}`, { method: 'DELETE' }),
  /** Contacts whose email a live contact has now stay deleted: the answer counts and names them. */
  restore: (ids: string[]) => apiRequest<ContactRestoreAnswer>('/contacts/restore', { method: 'POST', body: { ids } }),
  /** Deletes every contact the list's filters match, except `exceptIds`; `batch_id` undoes it. */
  deleteMatching: (query: ContactMatchQuery, exceptIds: readonly string[] = []) =>
    apiRequest<BulkDeleteAnswer>('/contacts/bulk-delete', { method: 'POST', body: { ...query, except_ids: exceptIds } }),
  undoDeleteMatching: (batchId: string) => apiRequest<ContactRestoreAnswer>(`/contacts/bulk-delete/${enc(batchId)}/undo`, { method: 'POST' }),
  /** Changes the selection (`ids`) or every contact the filter matches less `except_ids`: done, or running as a job past 10,000. */
  bulkEdit: (body: BulkEditBody) => apiRequest<BulkEdit>('/contacts/bulk-edit', { method: 'POST', body }),
  /** A bulk edit's progress (polled while it runs or undoes). */
  bulkEditStatus: (id: string) => apiRequest<BulkEdit>(`/contacts/bulk-edits/${enc(id)}`),
  /** Puts the previous values back: undone, or undoing as a job for a large edit. */
  undoBulkEdit: (id: string) => apiRequest<BulkEdit>(`/contacts/bulk-edits/${enc(id)}/undo`, { method: 'POST' }),
};

export const contactKeys = {
  contacts: (query: ContactListQuery = {}) => ['contacts', query] as const,
  contact: (id: string) => ['contact', id] as const,
};
