import { useCallback, useMemo, useRef } from 'react';
import { contactsApi, keys, type ContactList, type ContactListQuery } from '@meridian/shared/api';
import { useInfiniteFreshness, useSWRInfinite } from '@meridian/shared/data';
import type { Contact } from '@meridian/shared/model';
import { CONTACTS_PAGE_SIZE } from '../utils/contactConstants';

export type ContactsBaseQuery = Omit<ContactListQuery, 'page' | 'limit'>;

type PageKey = ReturnType<typeof keys.contacts>;

const fetchPage = ([, query]: PageKey) => contactsApi.list(query);

/** Without a page index (SWR serialises a function key by calling it bare) there is no key. */
function pageKey(base: ContactsBaseQuery | null, index: number, previous: ContactList | null): PageKey | null {
  if (!base || typeof index !== 'number') return null;
  if (previous && previous.contacts.length < CONTACTS_PAGE_SIZE) return null;
  return keys.contacts({ ...base, page: index + 1, limit: CONTACTS_PAGE_SIZE });
}

/**
 * The contacts list, 50 a page, further pages on demand (deviation 3). Pages are cached under
 * `keys.contacts({...query, page, limit})`. `useInfiniteFreshness` registers the list under its
 * first page's key, so `useRevalidate()(keysOf('contacts'))` from any remote refetches every
 * loaded page, and the list honours the 5-minute freshness when the page mounts again. No query
 * (the saved views are still loading): nothing is asked yet.
 */
export function useContactsInfinite(base: ContactsBaseQuery | null) {
  const infinite = useSWRInfinite<ContactList, Error>((index, previous: ContactList | null) => pageKey(base, index, previous), fetchPage, {
    revalidateFirstPage: false,
  });
  const latest = useRef(infinite);
  latest.current = infinite;
  useInfiniteFreshness(pageKey(base, 0, null), infinite);

  const { data, error, size } = infinite;
  const contacts = useMemo(() => uniqueContacts(data), [data]);
  const last = data?.[data.length - 1];
  const totalCount = last?.pagination.totalCount;
  // Past 10,000 matches the API stops counting (totalCountCapped) until a page reaches there.
  const totalCountCapped = last?.pagination.totalCountCapped === true;
  const hasMore = Boolean(last && last.contacts.length >= CONTACTS_PAGE_SIZE && (totalCountCapped || contacts.length < (totalCount ?? 0)));
  const loadingMore = Boolean(data && size > data.length);

  const loadMore = useCallback(() => {
    const current = latest.current;
    if (!current.data || current.size > current.data.length || current.error) return;
    void current.setSize(current.size + 1);
  }, []);

  return {
    contacts: data ? contacts : undefined,
    totalCount,
    totalCountCapped,
    error,
    hasMore,
    loadingMore,
    loadMore: hasMore ? loadMore : undefined,
    retry: () => void infinite.mutate(),
  };
}

/** Offset pages can overlap when contacts are added meanwhile: each contact shows once. */
function uniqueContacts(pages: ContactList[] | undefined): Contact[] {
  const seen = new Set<string>();
  const all: Contact[] = [];
  for (const page of pages ?? []) {
    for (const contact of page.contacts) {
      if (seen.has(contact.id)) continue;
      seen.add(contact.id);
      all.push(contact);
    }
  }
  return all;
}
