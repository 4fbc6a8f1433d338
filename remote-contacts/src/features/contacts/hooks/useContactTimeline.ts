import { useCallback, useEffect, useMemo, useRef } from 'react';
import { auditApi, keys } from '@meridian/shared/api';
import { useInfiniteFreshness, useSWRInfinite } from '@meridian/shared/data';
import type { TimelinePage } from '../utils/timelineItem';

type PageKey = readonly unknown[];

/** The first page under `keys.contactTimeline(id)`; each next one under that key and its cursor. */
function pageKey(contactId: string, index: number, previous: TimelinePage | null): PageKey | null {
  if (typeof index !== 'number') return null;
  if (index === 0) return keys.contactTimeline(contactId);
  return previous?.next_cursor ? [...keys.contactTimeline(contactId), previous.next_cursor] : null;
}

const fetchPage = ([, id, cursor]: PageKey) => auditApi.contactTimeline(id as string, cursor as string | undefined);

/**
 * The contact's full timeline from GET /contacts/:id/timeline, newest first, a page at a time
 * ('Load more' follows next_cursor). Opening the tab refreshes it: notes, files and deal changes
 * made elsewhere on the page are in it.
 */
export function useContactTimeline(contactId: string) {
  const infinite = useSWRInfinite<TimelinePage, Error>((index, previous: TimelinePage | null) => pageKey(contactId, index, previous), fetchPage, {
    revalidateFirstPage: false,
  });
  useInfiniteFreshness(keys.contactTimeline(contactId), infinite);
  const latest = useRef(infinite);
  latest.current = infinite;
  useEffect(() => {
    if (latest.current.data) void latest.current.mutate();
  }, []);

  const { data, error, size, isLoading } = infinite;
  const events = useMemo(() => data?.flatMap((page) => page.events) ?? [], [data]);
  const hasMore = Boolean(data?.[data.length - 1]?.next_cursor);
  const loadingMore = Boolean(data && size > data.length && !error);
  const loadMore = useCallback(() => {
    const current = latest.current;
    if (current.data && current.size <= current.data.length) void current.setSize(current.size + 1);
  }, []);
  // Refetches every page asked for, the one that failed included.
  const retry = useCallback(() => void latest.current.mutate(), []);
  return { events, loading: isLoading && !data, error, hasMore, loadingMore, loadMore, retry, loaded: Boolean(data) };
}
