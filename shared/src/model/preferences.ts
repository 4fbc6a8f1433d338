// A member's preferences (zone, formats, reminder channels), their calendar feed and the
// organisation's activity types, as the API sends them: @meridian/contract's.
export type { ActivityType, ActivityTypesAnswer, CalendarFeed, NotificationSettings, UserPreferences, UserPreferencesChange } from '@meridian/contract';
export {
  ACTIVITY_TYPE_NAME_MAX,
  BUILTIN_ACTIVITY_TYPES,
  DEFAULT_NOTIFICATIONS,
  isBuiltinActivityType,
  isDateFormat,
  isTimeFormat,
  isTimeZone,
  NOTIFICATION_CHANNELS,
} from '@meridian/contract';
