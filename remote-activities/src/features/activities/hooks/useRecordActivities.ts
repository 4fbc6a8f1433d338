import useSWR from 'swr';
import { activitiesApi, keys } from '@meridian/shared/api';
import type { ActivityRecord } from '@meridian/shared/federation';
import { recordFilter } from '../utils/recordQuery';

/** A record's activities listed at most: its open ones by due time, its done ones newest first. */
export const RECORD_LIST_LIMIT = 50;

/** A record's open (done false) or done activities, days counted in `tz`. */
export function useRecordActivities(record: ActivityRecord, done: boolean, tz: string) {
  const query = { ...recordFilter(record), done, tz, offset: 0, limit: RECORD_LIST_LIMIT };
  return useSWR(keys.activities(query), () => activitiesApi.list(query));
}
