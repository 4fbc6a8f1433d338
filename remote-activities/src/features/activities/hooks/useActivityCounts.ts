import useSWR from 'swr';
import { activitiesApi, keys } from '@meridian/shared/api';

/** The section counts of a member's work, days counted in `tz` (the key the sidebar's badge shares). */
export function useActivityCounts(assigneeId: string | null, tz: string) {
  const query = assigneeId ? { assignee_id: assigneeId, tz } : null;
  return useSWR(query ? keys.activityCounts(query) : null, () => activitiesApi.counts(query!));
}
