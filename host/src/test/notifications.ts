// Notifications as the tests' API answers them: newest first, the contract's shape.
import type { Notification, NotificationPage } from '@meridian/shared/model';

export function notification(id: string, change: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'activity_due',
    activity_id: `a-${id}`,
    subject: `Subject ${id}`,
    type: 'task',
    due_at: '2026-12-02T14:30:00.000Z',
    all_day: false,
    contact_id: null,
    company_id: null,
    deal_contact_id: null,
    created_at: '2026-12-02T14:30:00.000Z',
    read_at: null,
    ...change,
  };
}

export const CALL = notification('n3', { type: 'call', subject: 'Intro call', contact_id: 'c1' });
export const MEETING = notification('n2', {
  type: 'meeting',
  subject: 'Quarterly review',
  company_id: 'co1',
  due_at: '2026-12-03T00:00:00.000Z',
  all_day: true,
});
export const OLD_TASK = notification('n1', { subject: 'Send the offer', read_at: '2026-12-01T09:00:00.000Z' });

/** A GET /notifications answer: the unread count is the unread among them unless given. */
export function page(notifications: Notification[], unread = notifications.filter((n) => !n.read_at).length): { body: NotificationPage } {
  return { body: { notifications, unread } };
}
