import useSWR, { useSWRConfig } from 'swr';
import type { ActivityTypesAnswer } from '@meridian/shared/model';
import { activitiesApi, keys, keysOf } from '@meridian/shared/api';
import { useSessionStore } from '@meridian/shared/auth';

/** The organisation's activity types (built-in first, then its own by name), with an admin's add and delete. */
export function useActivityTypes(wanted = true) {
  const signedIn = useSessionStore((s) => s.status === 'authenticated');
  const swr = useSWR<ActivityTypesAnswer>(signedIn && wanted ? keys.activityTypes() : null, activitiesApi.types);
  const { mutate } = useSWRConfig();
  const add = async (name: string) => {
    await activitiesApi.addType(name);
    await swr.mutate();
  };
  const remove = async (key: string) => {
    await activitiesApi.removeType(key);
    await swr.mutate();
    // Its activities became tasks: every list that shows them reads them again.
    void mutate(keysOf('activities', 'activity', 'board'));
  };
  return { ...swr, add, remove };
}
