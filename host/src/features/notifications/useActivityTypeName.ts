import { useCallback } from 'react';
import useSWR from 'swr';
import { activitiesApi, keys } from '@meridian/shared/api';
import { isBuiltinActivityType, type Notification } from '@meridian/shared/model';
import { useT } from '../../i18n';

/**
 * Names an activity type: a built-in one by its key in the member's language, one of the
 * organisation's own by its name (GET /activity-types, asked only when such a type is shown).
 */
export function useActivityTypeName(notifications: readonly Notification[] | undefined): (key: string) => string {
  const t = useT();
  const needsOwn = notifications?.some((n) => !isBuiltinActivityType(n.type)) ?? false;
  const { data } = useSWR(needsOwn ? keys.activityTypes() : null, () => activitiesApi.types());
  return useCallback(
    (key: string) =>
      isBuiltinActivityType(key)
        ? t(`shell.notifications.type.${key}`)
        : (data?.types.find((type) => type.key === key)?.name ?? t('shell.notifications.type.other')),
    [t, data],
  );
}
