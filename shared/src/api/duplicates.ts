// The duplicate finder and merge (docs/PRODUCT.md §7 "Duplicates"): the groups of each section,
// their counts for the sidebar, a merge and its Undo, and their SWR keys.
import type {
  CompanyDuplicatesAnswer,
  CompanyMergeAnswer,
  CompanyMergeBody,
  ContactDuplicatesAnswer,
  ContactMergeAnswer,
  ContactMergeBody,
  DuplicateCounts,
  DuplicateListQuery as DuplicateListParams,
  MergeUndoAnswer,
} from '@meridian/contract';
import { apiRequest } from './request';

/** A page of groups as the client asks for it: both parameters have defaults. */
export type DuplicateListQuery = Partial<DuplicateListParams>;

const enc = encodeURIComponent;

export const duplicatesApi = {
  contacts: (query: DuplicateListQuery = {}) => apiRequest<ContactDuplicatesAnswer>('/contacts/duplicates', { query }),
  companies: (query: DuplicateListQuery = {}) => apiRequest<CompanyDuplicatesAnswer>('/companies/duplicates', { query }),
  counts: () => apiRequest<DuplicateCounts>('/duplicates/counts'),
  mergeContacts: (body: ContactMergeBody) => apiRequest<ContactMergeAnswer>('/contacts/merge', { method: 'POST', body }),
  undoContactMerge: (batchId: string) => apiRequest<MergeUndoAnswer>(`/contacts/merge/${enc(batchId)}/undo`, { method: 'POST' }),
  mergeCompanies: (body: CompanyMergeBody) => apiRequest<CompanyMergeAnswer>('/companies/merge', { method: 'POST', body }),
  undoCompanyMerge: (batchId: string) => apiRequest<MergeUndoAnswer>(`/companies/merge/${enc(batchId)}/undo`, { method: 'POST' }),
};

export const duplicateKeys = {
  contactDuplicates: (query: DuplicateListQuery = {}) => ['contactDuplicates', query] as const,
  companyDuplicates: (query: DuplicateListQuery = {}) => ['companyDuplicates', query] as const,
  duplicateCounts: () => ['duplicateCounts'] as const,
};
