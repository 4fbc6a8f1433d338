// The notification centre's shapes and the activity rules it shows them with, from @meridian/contract.
export type { Due, Notification, NotificationPage, UserPreferences } from '@meridian/contract';
export { DEFAULT_NOTIFICATIONS, dueDay, isBuiltinActivityType } from '@meridian/contract';
