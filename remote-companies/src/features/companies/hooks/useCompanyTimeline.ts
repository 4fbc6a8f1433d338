import { useCallback, useEffect, useMemo, useRef } from 'react';
import { auditApi, keys } from '@meridian/shared/api';
import { useInfiniteFreshness, useSWRInfinite } from '@meridian/shared/data';
import type { TimelinePage } from '../utils/timelineLine';

type PageKey = readonly unknown[];

/** The first page under `keys.companyTimeline(id)`; each next one under that key and its cursor. */
function pageKey(companyId: string, index: number, previous: TimelinePage | null): PageKey | null {
  if (typeof index !== 'number') return null;
  if (index === 0) return keys.companyTimeline(companyId);
  return previous?.next_cursor ? [...keys.companyTimeline(companyId), previous.next_cursor] : null;
}

const fetchPage = ([, id, cursor]: PageKey) => auditApi.companyTimeline(id as string, cursor as string | undefined);

/**
 * The company's timeline from GET /companies/:id/timeline (its own events and its contacts'),
 * newest first, a page at a time ('Load more' follows next_cursor). Opening the tab refreshes it:
 * its contacts change on other pages.
 */
export function useCompanyTimeline(companyId: string) {
  const infinite = useSWRInfinite<TimelinePage, Error>((index, previous: TimelinePage | null) => pageKey(companyId, index, previous), fetchPage, {
    revalidateFirstPage: false,
  });
  useInfiniteFreshness(keys.companyTimeline(companyId), infinite);
  const latest = useRef(infinite);
  latest.current = infinite;
  useEffect(() => {
    if (latest.current.data) void latest.current.mutate();
  }, []);

  const { data, error, size } = infinite;
  const events = useMemo(() => data?.flatMap((page) => page.events) ?? [], [data]);
  const loadMore = useCallback(() => {
    const current = latest.current;
    if (current.data && current.size <= current.data.length) void current.setSize(current.size + 1);
  }, []);
  // Refetches every page asked for, the one that failed included.
  const retry = useCallback(() => void latest.current.mutate(), []);
  return {
    events,
    loaded: Boolean(data),
    error,
    hasMore: Boolean(data?.[data.length - 1]?.next_cursor),
    loadingMore: Boolean(data && size > data.length && !error),
    loadMore,
    retry,
  };
}
