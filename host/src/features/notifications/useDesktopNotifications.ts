import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { getPreferences, keys } from '@meridian/shared/api';
import { useSessionStore } from '@meridian/shared/auth';
import { DEFAULT_NOTIFICATIONS, type Notification } from '@meridian/shared/model';
import { useNavigate } from '@meridian/shared/routing';
import { t } from '../../i18n';
import { dueText } from './dueText';
import { notificationPath } from './notificationPath';
import { recordName } from './recordName';

export interface DesktopNotificationsOptions {
  notifications: readonly Notification[] | undefined;
  typeName: (key: string) => string;
  markRead: (ids: readonly string[]) => Promise<void>;
}

const permitted = () => typeof window.Notification === 'function' && window.Notification.permission === 'granted';

/**
 * The browser's own notification for each unread notification that arrives while this page is open,
 * when the member turned desktop notifications on (Settings, which also asks the browser's
 * permission: never asked here). Those already there when the page loaded are never shown, and each
 * one at most once per tab; the notification's id as its tag lets the browser show it once across
 * tabs. Clicking it focuses the window, opens the record and marks it read.
 */
export function useDesktopNotifications({ notifications, typeName, markRead }: DesktopNotificationsOptions): void {
  const userId = useSessionStore((s) => (s.status === 'authenticated' ? s.user?.id : undefined));
  const { data: preferences } = useSWR(userId ? keys.preferences() : null, () => getPreferences());
  const navigate = useNavigate();
  const seen = useRef<Set<string> | null>(null);
  const latest = useRef({ preferences, typeName, markRead, navigate });
  useEffect(() => {
    latest.current = { preferences, typeName, markRead, navigate };
  });

  useEffect(() => {
    seen.current = null;
  }, [userId]);

  useEffect(() => {
    if (!notifications) return;
    if (!seen.current) {
      // The first answer: what was there before the page loaded.
      seen.current = new Set(notifications.map((n) => n.id));
      return;
    }
    const arrived = notifications.filter((n) => !seen.current!.has(n.id));
    arrived.forEach((n) => seen.current!.add(n.id));
    const current = latest.current;
    const enabled = current.preferences ? (current.preferences.notifications ?? DEFAULT_NOTIFICATIONS).desktop : false;
    if (!enabled || !permitted()) return;
    arrived.filter((n) => !n.read_at).forEach((n) => void show(n, current));
  }, [notifications]);
}

async function show(
  notification: Notification,
  { typeName, markRead, navigate }: Omit<DesktopNotificationsOptions, 'notifications'> & { navigate: ReturnType<typeof useNavigate> },
) {
  const record = await recordName(notification);
  const due = dueText(notification);
  const shown = new window.Notification(t('shell.notifications.desktop.title', { type: typeName(notification.type), subject: notification.subject }), {
    body: record ? t('shell.notifications.desktop.bodyWithRecord', { due, record }) : t('shell.notifications.desktop.body', { due }),
    tag: notification.id,
  });
  shown.onclick = () => {
    window.focus();
    shown.close();
    void navigate(notificationPath(notification));
    void markRead([notification.id]);
  };
}
