// The notification centre's shapes and the activity rules it shows them with, from @meridian/contract.
export type { Due, Notification, NotificationPage } from '@meridian/contract';
export { dueDay } from '@meridian/contract';
