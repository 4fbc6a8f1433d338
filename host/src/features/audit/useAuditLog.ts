import { useCallback } from 'react';
import { auditApi, keys } from '@meridian/shared/api';
import { useInfiniteFreshness, useSWRInfinite } from '@meridian/shared/data';
import type { AuditPage, AuditQuery } from '@meridian/shared/model';

export type AuditFilters = Omit<AuditQuery, 'cursor' | 'limit'>;

type PageKey = ReturnType<typeof keys.audit>;

const fetchPage = ([, query]: PageKey) => auditApi.list(query);

/** The next page's key: the previous page's cursor (keyset paging); none after the last page. */
function pageKey(filters: AuditFilters, index: number, previous: AuditPage | null): PageKey | null {
  if (typeof index !== 'number') return null;
  if (previous && !previous.next_cursor) return null;
  return keys.audit(previous?.next_cursor ? { ...filters, cursor: previous.next_cursor } : filters);
}

/** The audit trail under the given filters, newest first, a page at a time ('Load more'). */
export function useAuditLog(filters: AuditFilters, enabled: boolean) {
  const infinite = useSWRInfinite<AuditPage, Error>((index, previous: AuditPage | null) => (enabled ? pageKey(filters, index, previous) : null), fetchPage, {
    revalidateFirstPage: false,
  });
  useInfiniteFreshness(enabled ? pageKey(filters, 0, null) : null, infinite);
  const { data, error, size, setSize, isLoading, mutate } = infinite;
  const last = data?.[data.length - 1];
  const loadingMore = Boolean(data && size > data.length);
  const loadMore = useCallback(() => void setSize((current) => current + 1), [setSize]);
  return {
    events: data?.flatMap((page) => page.events),
    error,
    isLoading,
    loadingMore,
    hasMore: Boolean(last?.next_cursor),
    loadMore,
    retry: () => void mutate(),
  };
}
