import { useCallback, useMemo, useState } from 'react';
import type { ContactFilter, ViewSettings } from '@meridian/shared/model';
import { CONTACT_COLUMNS_DEFAULT, PIPELINE_STATUSES } from '@meridian/shared/model';
import { useSessionStore } from '@meridian/shared/auth';
import { useSearchParams } from '@meridian/shared/routing';
import { useDebouncedValue, type ViewMode } from '@meridian/shared/ui';
import { useListView, type ListFilter } from '@meridian/shared/views';
import { SEARCH_DEBOUNCE_MS } from '../utils/contactConstants';
import { isContactSortField, type ContactSortField, type SortOrder } from '../utils/contactSortOptions';
import type { ContactsBaseQuery } from './useContactsInfinite';

export interface CompanyFilter {
  id: string;
  /** The name to show ('Filtered by {name}'); the id when the link carried no name. */
  name: string;
}

/** `?owner=me`: "My contacts", kept in the URL so a reload or a shared link keeps it. */
const OWNER_PARAM = 'owner';
const OWNER_MINE = 'me';

/** "All contacts" while the API lists no views (docs/PRODUCT.md §9: by name A–Z, cards). */
const BUILTIN: ViewSettings = { filters: {}, sort_by: 'name', sort_order: 'asc', columns: CONTACT_COLUMNS_DEFAULT.map((key) => ({ key })), layout: 'cards' };

/**
 * The contacts page's state: the open saved view's filters, sort, columns and layout with the
 * member's changes (useListView), the search box (debounced; not kept by views), and the filters
 * the URL sets: "My contacts" (`?owner=me`), a company's 'View Contacts'
 * (`?company_id=…&company_name=…`) and the dashboard's won / lost (`?pipeline_status=`), over the view's. `query` is null until the views are known.
 */
export function useContactsQuery() {
  const [params, setParams] = useSearchParams();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  const companyId = params.get('company_id')?.trim() || '';
  const companyName = params.get('company_name')?.trim() || '';
  // The API takes the member's id, never 'me' (its answers are cached per organisation and URL).
  const myId = useSessionStore((state) => state.user?.id ?? null);
  const urlMine = params.get(OWNER_PARAM) === OWNER_MINE && Boolean(myId);
  // The dashboard's won / lost charts link here (?pipeline_status=won).
  const status = PIPELINE_STATUSES.find((s) => s === params.get('pipeline_status'));
  const urlFilter = useMemo<ListFilter>(
    () => ({ ...(urlMine ? { owner_id: myId! } : {}), ...(companyId ? { company_id: companyId } : {}), ...(status ? { pipeline_status: status } : {}) }),
    [urlMine, myId, companyId, status],
  );
  const dropUrlFilter = useCallback(
    (dropped: string[]) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (dropped.includes('owner_id')) next.delete(OWNER_PARAM);
          if (dropped.includes('company_id')) ['company_id', 'company_name'].forEach((p) => next.delete(p));
          if (dropped.includes('pipeline_status')) next.delete('pipeline_status');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const list = useListView({ object: 'contacts', fallback: BUILTIN, urlFilter, onUrlFilterDropped: dropUrlFilter });
  const filter = list.filters as ContactFilter;
  const { settings, setFilters } = list;
  const sortBy: ContactSortField = isContactSortField(settings.sort_by) ? settings.sort_by : 'name';
  const sortOrder: SortOrder = settings.sort_order;

  const companyFilter = useMemo<CompanyFilter | null>(() => (companyId ? { id: companyId, name: companyName || companyId } : null), [companyId, companyName]);
  const clearCompanyFilter = useCallback(() => setFilters({ ...filter, company_id: undefined }), [setFilters, filter]);
  const mine = Boolean(myId) && filter.owner_id === myId;
  const setMine = useCallback(
    (next: boolean) => {
      if (!next) return setFilters({ ...filter, owner_id: undefined });
      setParams(
        (prev) => {
          const params = new URLSearchParams(prev);
          params.set(OWNER_PARAM, OWNER_MINE);
          return params;
        },
        { replace: true },
      );
    },
    [setParams, setFilters, filter],
  );

  // Undefined properties are not part of a key: with no filter the key stays the one the shell's
  // first screen request caches (firstScreens.ts).
  const query = useMemo<ContactsBaseQuery | null>(
    () => (list.ready ? { ...filter, search: search || undefined, sort_by: sortBy, sort_order: sortOrder } : null),
    [list.ready, filter, search, sortBy, sortOrder],
  );
  /** The filter with the search: what the count, the exports and "Select all N matching" cover. */
  const matching = useMemo<ContactFilter>(() => ({ ...filter, search: search || undefined }), [filter, search]);

  return {
    list,
    query,
    /** The list's filter (ContactFilter) without the search box: the table and bulk edit read it. */
    filter,
    matching,
    searchText,
    setSearchText,
    search,
    sortBy,
    sortOrder,
    setSortBy: (field: ContactSortField) => list.setSort(field, sortOrder),
    setSortOrder: (order: SortOrder) => list.setSort(sortBy, order),
    /** Both at once (a table header): two calls would each keep the other's old value. */
    setSort: (field: ContactSortField, order: SortOrder) => list.setSort(field, order),
    /** Cards (grid) or the table (list). */
    view: (settings.layout === 'table' ? 'list' : 'grid') as ViewMode,
    setView: (mode: ViewMode) => list.setLayout(mode === 'list' ? 'table' : 'cards'),
    columns: settings.columns,
    setColumns: list.setColumns,
    setFilter: setFilters,
    companyFilter,
    clearCompanyFilter,
    /** Only the signed-in user's contacts. */
    mine,
    setMine,
    /** A search or a filter narrows the list ('No contacts match these filters' instead of 'No contacts yet'). */
    filtered: Boolean(search) || Object.keys(filter).length > 0,
    /** "My contacts" is the only narrowing ('You don't own any contacts yet'). */
    onlyMine: mine && !search && Object.keys(filter).length === 1,
  };
}
