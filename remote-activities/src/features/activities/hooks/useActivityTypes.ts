import useSWR from 'swr';
import { BUILTIN_ACTIVITY_TYPES, type ActivityType } from '@meridian/contract';
import { activitiesApi, keys } from '@meridian/shared/api';

const BUILTINS: ActivityType[] = BUILTIN_ACTIVITY_TYPES.map((key) => ({ key, name: null, builtin: true }));

/** The organisation's activity types (built-in first, then its own by name); the built-in ones until they arrive. */
export function useActivityTypes(): ActivityType[] {
  const { data } = useSWR(keys.activityTypes(), () => activitiesApi.types());
  return data?.types ?? BUILTINS;
}
