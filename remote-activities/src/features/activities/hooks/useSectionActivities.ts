import { useCallback, useMemo, useRef } from 'react';
import type { Activity, ActivityPage, ActivitySection } from '@meridian/contract';
import { activitiesApi, keys, type ActivityListQuery } from '@meridian/shared/api';
import { useInfiniteFreshness, useSWRInfinite } from '@meridian/shared/data';
import { MY_WORK_PAGE, myWorkSectionQuery } from '@meridian/shared/federation';

type PageKey = ReturnType<typeof keys.activities>;

const fetchPage = ([, query]: PageKey) => activitiesApi.list(query);

/** Without a page index (SWR serialises a function key by calling it bare) there is no key. */
function pageKey(first: ActivityListQuery | null, index: number, previous: ActivityPage | null): PageKey | null {
  if (!first || typeof index !== 'number') return null;
  if (previous && !previous.hasMore) return null;
  return keys.activities({ ...first, offset: index * MY_WORK_PAGE });
}

/**
 * One My Work section of a member's activities, MY_WORK_PAGE at a time ("Load more"). The first
 * page's key is the one the shell starts early (shared/src/federation/firstScreens.ts).
 */
export function useSectionActivities(assigneeId: string | null, section: ActivitySection, tz: string) {
  const first = assigneeId ? myWorkSectionQuery(assigneeId, section, tz) : null;
  const infinite = useSWRInfinite<ActivityPage, Error>((index, previous: ActivityPage | null) => pageKey(first, index, previous), fetchPage, {
    revalidateFirstPage: false,
  });
  const latest = useRef(infinite);
  latest.current = infinite;
  useInfiniteFreshness(pageKey(first, 0, null), infinite);

  const { data, error, size } = infinite;
  const activities = useMemo(() => uniqueActivities(data), [data]);
  const last = data?.[data.length - 1];
  const hasMore = Boolean(last?.hasMore);
  const loadingMore = Boolean(data && size > data.length);

  const loadMore = useCallback(() => {
    const current = latest.current;
    if (!current.data || current.size > current.data.length || current.error) return;
    void current.setSize(current.size + 1);
  }, []);

  return {
    activities: data ? activities : undefined,
    error,
    hasMore,
    loadingMore,
    loadMore,
    retry: () => void infinite.mutate(),
  };
}

/** Offset pages can overlap when activities change meanwhile: each shows once. */
function uniqueActivities(pages: ActivityPage[] | undefined): Activity[] {
  const seen = new Set<string>();
  const all: Activity[] = [];
  for (const page of pages ?? []) {
    for (const activity of page.activities) {
      if (seen.has(activity.id)) continue;
      seen.add(activity.id);
      all.push(activity);
    }
  }
  return all;
}
