import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@meridian/shared/routing';
import { useDebouncedValue } from '@meridian/shared/ui';
import { SEARCH_DEBOUNCE_MS } from '../utils/contactConstants';
import type { ContactSortField, SortOrder } from '../utils/contactSortOptions';
import type { ContactsBaseQuery } from './useContactsInfinite';

export interface CompanyFilter {
  id: string;
  /** The name to show ('Filtered by {name}'); the id when the link carried no name. */
  name: string;
}

/**
 * The contacts page's query: server-side search (debounced), sort, and the company filter that
 * arrives as `?company_id=…&company_name=…` (from a company's 'View Contacts').
 */
export function useContactsQuery() {
  const [params, setParams] = useSearchParams();
  const [searchText, setSearchText] = useState('');
  const [sortBy, setSortBy] = useState<ContactSortField>('name');
  const [sortOrder, setSortOrder] = useState<SortOrder>('asc');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  const companyId = params.get('company_id')?.trim() || '';
  const companyName = params.get('company_name')?.trim() || '';
  const companyFilter = useMemo<CompanyFilter | null>(() => (companyId ? { id: companyId, name: companyName || companyId } : null), [companyId, companyName]);

  const clearCompanyFilter = useCallback(() => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('company_id');
        next.delete('company_name');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  const query = useMemo<ContactsBaseQuery>(
    () => ({ search: search || undefined, sort_by: sortBy, sort_order: sortOrder, company_id: companyId || undefined }),
    [search, sortBy, sortOrder, companyId],
  );

  return {
    query,
    searchText,
    setSearchText,
    search,
    sortBy,
    setSortBy,
    sortOrder,
    setSortOrder,
    companyFilter,
    clearCompanyFilter,
    /** A search or a company filter narrows the list ('No contacts found' instead of 'No contacts yet'). */
    filtered: Boolean(search || companyId),
  };
}
