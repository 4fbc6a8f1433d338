// Companies: calls and SWR keys.
import type {
  CompanyAnswer,
  CompanyCreateBody,
  CompanyListAnswer,
  CompanyListQuery as CompanyListParams,
  CompanyUpdateBody,
  CompanyFilter,
  RestoreAnswer,
} from '@meridian/contract';
import type { ContactList, ContactListQuery } from './contacts';
import { apiRequest } from './request';

/** The list's query; the filter's properties (filters.ts) beside the page and sort. */
export type CompanyListQuery = Partial<CompanyListParams> & CompanyFilter;
/** GET /companies. */
export type CompanyList = CompanyListAnswer;

const enc = encodeURIComponent;

export const companiesApi = {
  list: (query: CompanyListQuery = {}) => apiRequest<CompanyList>('/companies', { query }),
  get: (id: string) => apiRequest<CompanyAnswer>(`/companies/${enc(id)}`),
  create: (input: CompanyCreateBody) => apiRequest<CompanyAnswer>('/companies', { method: 'POST', body: input }),
  update: (id: string, input: CompanyUpdateBody) => apiRequest<CompanyAnswer>(`/companies/${enc(id)}`, { method: 'PUT', body: input }),
  remove: (id: string) => apiRequest<void>(`/companies/${enc(id)}`, { method: 'DELETE' }),
  restore: (ids: string[]) => apiRequest<RestoreAnswer>('/companies/restore', { method: 'POST', body: { ids } }),
  contacts: (id: string, query: ContactListQuery = {}) => apiRequest<ContactList>('/contacts', { query: { ...query, company_id: id } }),
};

export const companyKeys = {
  companies: (query: CompanyListQuery = {}) => ['companies', query] as const,
  company: (id: string) => ['company', id] as const,
};
