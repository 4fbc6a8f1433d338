import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { companiesApi, keys, type CompanyListQuery } from '@meridian/shared/api';
import { COMPANIES_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../utils/companyConstants';
import type { CompanySortField, SortOrder } from '../utils/companySortOptions';
import { useDebouncedValue } from '@meridian/shared/ui';

/**
 * The companies page's query: server-side search (debounced), sort, and the page, which goes
 * back to 1 whenever the search or the sort changes.
 */
export function useCompaniesList() {
  const [searchText, setSearchText] = useState('');
  const [sortBy, setSortBy] = useState<CompanySortField>('name');
  const [sortOrder, setSortOrder] = useState<SortOrder>('asc');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  // The page belongs to one search + sort; any other one starts on page 1.
  const scope = JSON.stringify([search, sortBy, sortOrder]);
  // Reset during render (not only derived): coming back to an earlier search must not bring back
  // the page that search was on.
  const [paging, setPaging] = useState({ scope, page: 1 });
  if (paging.scope !== scope) setPaging({ scope, page: 1 });
  const page = paging.scope === scope ? paging.page : 1;
  const setPage = (next: number) => setPaging({ scope, page: next });

  const query = useMemo<CompanyListQuery>(
    () => ({ page, limit: COMPANIES_PAGE_SIZE, search: search || undefined, sort_by: sortBy, sort_order: sortOrder }),
    [page, search, sortBy, sortOrder],
  );
  const swr = useSWR(keys.companies(query), () => companiesApi.list(query), { keepPreviousData: true });

  // Deleting the last companies of the last page leaves it empty: step back to the new last page.
  const pages = swr.data?.pagination.pages ?? 0;
  useEffect(() => {
    if (pages >= 1 && page > pages) setPaging({ scope, page: pages });
  }, [pages, page, scope]);

  return {
    searchText,
    setSearchText,
    search,
    sortBy,
    setSortBy,
    sortOrder,
    setSortOrder,
    page,
    setPage,
    data: swr.data,
    error: swr.error as Error | undefined,
    retry: () => void swr.mutate(),
  };
}
