import { useCallback, useMemo, useState } from 'react';
import { useSessionStore } from '@meridian/shared/auth';
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

/** `?owner=me`: "My contacts", kept in the URL so a reload or a shared link keeps it. */
const OWNER_PARAM = 'owner';
const OWNER_MINE = 'me';

/**
 * The contacts page's query: server-side search (debounced), sort, the company filter that
 * arrives as `?company_id=…&company_name=…` (from a company's 'View Contacts'), and "My contacts".
 */
export function useContactsQuery() {
  const [params, setParams] = useSearchParams();
  const [searchText, setSearchText] = useState('');
  const [sortBy, setSortBy] = useState<ContactSortField>('name');
  const [sortOrder, setSortOrder] = useState<SortOrder>('asc');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  const companyId = params.get('company_id')?.trim() || '';
  const companyName = params.get('company_name')?.trim() || '';
  // The API takes the member's id, never 'me' (its answers are cached per organisation and URL).
  const myId = useSessionStore((state) => state.user?.id ?? null);
  const mine = params.get(OWNER_PARAM) === OWNER_MINE && Boolean(myId);
  const ownerId = mine ? myId! : undefined;
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

  const setMine = useCallback(
    (next: boolean) => {
      setParams(
        (prev) => {
          const params = new URLSearchParams(prev);
          if (next) params.set(OWNER_PARAM, OWNER_MINE);
          else params.delete(OWNER_PARAM);
          return params;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // owner_id is left undefined for everyone's contacts: the key stays the one the shell's first
  // screen request caches (firstScreens.ts), as undefined properties are not part of a key.
  const query = useMemo<ContactsBaseQuery>(
    () => ({ search: search || undefined, sort_by: sortBy, sort_order: sortOrder, company_id: companyId || undefined, owner_id: ownerId }),
    [search, sortBy, sortOrder, companyId, ownerId],
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
    /** Only the signed-in user's contacts. */
    mine,
    setMine,
    /** A search or a company filter narrows the list ('No contacts found' instead of 'No contacts yet'). */
    filtered: Boolean(search || companyId),
  };
}
