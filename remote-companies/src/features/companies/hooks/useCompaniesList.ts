import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { companiesApi, keys, type CompanyListQuery } from '@meridian/shared/api';
import { COMPANY_COLUMNS_DEFAULT, type CompanyFilter, type ViewSettings } from '@meridian/shared/model';
import { useDebouncedValue, type ViewMode } from '@meridian/shared/ui';
import { useListView } from '@meridian/shared/views';
import { COMPANIES_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../utils/companyConstants';
import { isCompanySortField, type CompanySortField, type SortOrder } from '../utils/companySortOptions';

/** "All companies" while the API lists no views (docs/PRODUCT.md §9: by name A–Z, cards). */
const BUILTIN: ViewSettings = { filters: {}, sort_by: 'name', sort_order: 'asc', columns: COMPANY_COLUMNS_DEFAULT.map((key) => ({ key })), layout: 'cards' };

/**
 * The companies page's state: the open saved view's filters, sort, columns and layout with the
 * member's changes (useListView), the search box (debounced; not kept by views), and the page,
 * which goes back to 1 whenever the search, the filter or the sort changes. Nothing is asked
 * until the views are known.
 */
export function useCompaniesList() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const view = useListView({ object: 'companies', fallback: BUILTIN });
  const { settings } = view;
  const filter = view.filters as CompanyFilter;
  const sortBy: CompanySortField = isCompanySortField(settings.sort_by) ? settings.sort_by : 'name';
  const sortOrder: SortOrder = settings.sort_order;

  // The page belongs to one search + filter + sort; any other one starts on page 1.
  const scope = JSON.stringify([search, filter, sortBy, sortOrder]);
  // Reset during render (not only derived): coming back to an earlier search must not bring back
  // the page that search was on.
  const [paging, setPaging] = useState({ scope, page: 1 });
  if (paging.scope !== scope) setPaging({ scope, page: 1 });
  const page = paging.scope === scope ? paging.page : 1;
  const setPage = (next: number) => setPaging({ scope, page: next });

  const query = useMemo<CompanyListQuery>(
    () => ({ ...filter, page, limit: COMPANIES_PAGE_SIZE, search: search || undefined, sort_by: sortBy, sort_order: sortOrder }),
    [filter, page, search, sortBy, sortOrder],
  );
  const swr = useSWR(view.ready ? keys.companies(query) : null, () => companiesApi.list(query), { keepPreviousData: true });

  // Deleting the last companies of the last page leaves it empty: step back to the new last page.
  const pages = swr.data?.pagination.pages ?? 0;
  useEffect(() => {
    if (pages >= 1 && page > pages) setPaging({ scope, page: pages });
  }, [pages, page, scope]);

  return {
    view,
    /** The list's filter (CompanyFilter) without the search box: the table and bulk actions read it. */
    filter,
    searchText,
    setSearchText,
    search,
    sortBy,
    setSortBy: (field: CompanySortField) => view.setSort(field, sortOrder),
    sortOrder,
    setSortOrder: (order: SortOrder) => view.setSort(sortBy, order),
    setSort: (field: CompanySortField, order: SortOrder) => view.setSort(field, order),
    /** Cards (grid) or the table (list). */
    mode: (settings.layout === 'table' ? 'list' : 'grid') as ViewMode,
    setMode: (mode: ViewMode) => view.setLayout(mode === 'list' ? 'table' : 'cards'),
    columns: settings.columns,
    setColumns: view.setColumns,
    page,
    setPage,
    data: swr.data,
    error: swr.error as Error | undefined,
    retry: () => void swr.mutate(),
  };
}
