import { useCallback } from 'react';
import useSWR from 'swr';
import { failureWithReason, keys, notificationsApi } from '@meridian/shared/api';
import { useSessionStore } from '@meridian/shared/auth';
import type { NotificationPage } from '@meridian/shared/model';
import { toast } from '@meridian/shared/ui';
import { t } from '../../i18n';

/** How often a visible tab asks for the member's notifications. */
export const NOTIFICATIONS_POLL_MS = 20_000;

function readIn(page: NotificationPage, ids: readonly string[] | 'all', readAt: string): NotificationPage {
  const marks = (id: string) => ids === 'all' || ids.includes(id);
  const unreadMarked = page.notifications.filter((n) => !n.read_at && marks(n.id)).length;
  return {
    notifications: page.notifications.map((n) => (!n.read_at && marks(n.id) ? { ...n, read_at: readAt } : n)),
    unread: ids === 'all' ? 0 : Math.max(0, page.unread - unreadMarked),
  };
}

/**
 * The signed-in member's notifications, newest first, asked for again every 20 s while the tab is
 * visible (SWR pauses the interval in a hidden tab) and when it regains focus. Marking read shows at
 * once and takes the server's unread count when it answers; a failure puts the list back and says so.
 */
export function useNotifications() {
  const signedIn = useSessionStore((s) => s.status === 'authenticated');
  const { data, error, mutate } = useSWR(signedIn ? keys.notifications() : null, () => notificationsApi.list(), {
    refreshInterval: NOTIFICATIONS_POLL_MS,
    revalidateOnFocus: true,
  });

  const mark = useCallback(
    async (ids: readonly string[] | 'all') => {
      const readAt = new Date().toISOString();
      try {
        await mutate(
          async (current) => {
            const answer = await notificationsApi.read(ids === 'all' ? { all: true } : { ids: [...ids] });
            return current ? { ...readIn(current, ids, readAt), unread: answer.unread } : current;
          },
          { optimisticData: (current) => (current ? readIn(current, ids, readAt) : current!), rollbackOnError: true, revalidate: false },
        );
      } catch (failure) {
        toast.error(failureWithReason(failure, t('shell.notifications.readFailed')));
      }
    },
    [mutate],
  );

  const markRead = useCallback((ids: readonly string[]) => mark(ids), [mark]);
  const markAllRead = useCallback(() => mark('all'), [mark]);
  const retry = useCallback(() => void mutate(), [mutate]);

  return { page: data, error: error as unknown, markRead, markAllRead, retry };
}
