import useSWR from 'swr';
import { activitiesApi, keys } from '@meridian/shared/api';
import { useSessionStore } from '@meridian/shared/auth';
import { currentTimeZone } from '@meridian/shared/format';

/**
 * How many of the signed-in member's open activities are overdue or due today, for the sidebar's
 * "My Work" badge; 0 until known (or when the count cannot be read). Cached under the key My Work
 * uses for its own counts, so a change there (which revalidates 'activityCounts') updates it.
 */
export function useMyWorkCount(): number {
  const myId = useSessionStore((state) => state.user?.id ?? null);
  const query = myId ? { assignee_id: myId, tz: currentTimeZone() } : null;
  const { data } = useSWR(query ? keys.activityCounts(query) : null, () => activitiesApi.counts(query!));
  return (data?.overdue ?? 0) + (data?.today ?? 0);
}
