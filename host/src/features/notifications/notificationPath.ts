import type { Notification } from '@meridian/shared/model';

/** Where a notification leads: its contact, else its company, else the member's own work list. */
export function notificationPath(notification: Pick<Notification, 'contact_id' | 'company_id'>): string {
  if (notification.contact_id) return `/contacts/${encodeURIComponent(notification.contact_id)}`;
  if (notification.company_id) return `/companies/${encodeURIComponent(notification.company_id)}`;
  return '/my-work';
}
