import { useCallback, useMemo, useRef } from 'react';
import type { DuplicateListQuery } from '@meridian/shared/api';
import { useInfiniteFreshness, useSWRInfinite } from '@meridian/shared/data';
import { DUPLICATES_PAGE } from '@meridian/shared/federation';

/** A duplicate group whichever section it is from: why, what is shared, how many, the records listed. */
export interface DuplicateGroupOf<R, Reason extends string = string> {
  reason: Reason;
  key: string;
  size: number;
  records: R[];
}

/** A page of groups as both finders answer it. */
export interface DuplicatePage<G> {
  groups: G[];
  pagination: { page: number; pages: number; totalCount: number };
}

type PageKey = readonly [string, DuplicateListQuery];

/**
 * A Duplicates page's groups, DUPLICATES_PAGE at a time ("Load more"), under `keyOf({page, limit})`;
 * the first page's key is the one the shell starts early (shared/src/federation/firstScreens.ts).
 * `recordsOf` names a group's records (its `contacts`, its `companies`).
 */
export function useDuplicatePages<G extends { reason: string; key: string; size: number }, R>(
  keyOf: (query: DuplicateListQuery) => PageKey,
  fetchPage: (query: DuplicateListQuery) => Promise<DuplicatePage<G>>,
  recordsOf: (group: G) => R[],
) {
  const pageKey = (index: number, previous: DuplicatePage<G> | null): PageKey | null => {
    // Without a page index (SWR serialises a function key by calling it bare) there is no key.
    if (typeof index !== 'number') return null;
    if (previous && previous.pagination.page >= previous.pagination.pages) return null;
    return keyOf({ page: index + 1, limit: DUPLICATES_PAGE });
  };
  const infinite = useSWRInfinite<DuplicatePage<G>, Error>(pageKey, ([, query]: PageKey) => fetchPage(query), { revalidateFirstPage: false });
  const latest = useRef(infinite);
  latest.current = infinite;
  useInfiniteFreshness(pageKey(0, null), infinite);

  const { data, error, size } = infinite;
  const latestRecordsOf = useRef(recordsOf);
  latestRecordsOf.current = recordsOf;
  const groups = useMemo(() => (data ? uniqueGroups(data, latestRecordsOf.current) : undefined), [data]);
  const last = data?.[data.length - 1];
  const loadMore = useCallback(() => {
    const current = latest.current;
    if (!current.data || current.size > current.data.length || current.error) return;
    void current.setSize(current.size + 1);
  }, []);
  const retry = useCallback(() => void latest.current.mutate(), []);
  return {
    groups,
    total: data?.[0]?.pagination.totalCount,
    error: error as Error | undefined,
    hasMore: Boolean(last && last.pagination.page < last.pagination.pages),
    loadingMore: Boolean(data && size > data.length && !error),
    loadMore,
    retry,
  };
}

export type DuplicatePages<R, Reason extends string = string> = Omit<ReturnType<typeof useDuplicatePages>, 'groups'> & {
  groups: DuplicateGroupOf<R, Reason>[] | undefined;
};

/** Pages by offset can overlap when groups go meanwhile (a merge elsewhere): each group shows once. */
function uniqueGroups<G extends { reason: string; key: string; size: number }, R>(
  pages: DuplicatePage<G>[],
  recordsOf: (group: G) => R[],
): DuplicateGroupOf<R, G['reason']>[] {
  const seen = new Set<string>();
  const groups: DuplicateGroupOf<R, G['reason']>[] = [];
  for (const group of pages.flatMap((page) => page.groups)) {
    const id = `${group.reason}\n${group.key}`;
    if (seen.has(id)) continue;
    seen.add(id);
    groups.push({ reason: group.reason, key: group.key, size: group.size, records: recordsOf(group) });
  }
  return groups;
}
