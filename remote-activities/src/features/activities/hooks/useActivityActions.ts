import { useCallback, useState } from 'react';
import type { Activity } from '@meridian/contract';
import { activitiesApi, errorText } from '@meridian/shared/api';
import { useRevalidate } from '@meridian/shared/data';
import { useCommonT } from '@meridian/shared/i18n';
import { toast } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { ACTIVITY_CHANGES } from '../utils/activityChanges';

/**
 * Checking off, reopening and deleting activities. A check shows at once (before the API answers,
 * until the lists have refetched; undone when it fails); completing offers Undo (reopen), deleting
 * offers Undo (restore). Every change revalidates ACTIVITY_CHANGES.
 */
export function useActivityActions() {
  const t = useT();
  const common = useCommonT();
  const revalidate = useRevalidate();
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const refresh = useCallback(() => revalidate(ACTIVITY_CHANGES), [revalidate]);

  const setDone = useCallback(
    async (activity: Activity, done: boolean): Promise<void> => {
      setChecked((current) => ({ ...current, [activity.id]: done }));
      try {
        await (done ? activitiesApi.complete(activity.id) : activitiesApi.reopen(activity.id));
        if (done) {
          toast.success(t('activities.toast.completed', { subject: activity.subject }), {
            action: { label: common('common.undo'), onClick: () => setDone(activity, false) },
          });
        } else {
          toast.info(t('activities.toast.reopened', { subject: activity.subject }));
        }
        await refresh();
      } catch (error) {
        toast.error(errorText(error, t(done ? 'activities.toast.completeFailed' : 'activities.toast.reopenFailed')));
      } finally {
        setChecked(({ [activity.id]: _settled, ...rest }) => rest);
      }
    },
    [common, refresh, t],
  );

  const remove = useCallback(
    async (activity: Activity): Promise<void> => {
      try {
        await activitiesApi.remove(activity.id);
      } catch (error) {
        toast.error(errorText(error, t('activities.toast.deleteFailed')));
        return;
      }
      const undo = async () => {
        try {
          await activitiesApi.restore([activity.id]);
          toast.success(t('activities.toast.restored', { subject: activity.subject }));
        } catch (error) {
          toast.error(errorText(error, t('activities.toast.restoreFailed')));
        }
        await refresh();
      };
      toast.success(t('activities.toast.deleted', { subject: activity.subject }), { action: { label: common('common.undo'), onClick: undo } });
      await refresh();
    },
    [common, refresh, t],
  );

  /** Whether a row shows as done: the member's check until the lists have caught up, else the activity's. */
  const doneOf = (activity: Activity) => checked[activity.id] ?? activity.done;

  return { setDone, remove, doneOf, refresh };
}
