// The notification centre's shapes, from @meridian/contract (dueDay is nextActivity.ts's).
export type { Due, Notification, NotificationPage } from '@meridian/contract';
