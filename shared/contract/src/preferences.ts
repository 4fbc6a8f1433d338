// A member's own preferences, kept by the API per (organisation, user): the language the app speaks
// to them in, their time zone, date and time formats, and which reminders reach them. Each is null
// (or the default) until they choose: the app then follows the browser.
import { Type, type Static } from '@sinclair/typebox';
import { NOTIFICATION_CHANNELS } from './activity-rules';
import { LOCALES, type Locale } from './locales';
import { DATE_FORMATS, TIME_FORMATS, type DateFormat, type TimeFormat } from './time-rules';

export const PreferredLanguage = Type.Unsafe<Locale | null>({
  type: ['string', 'null'],
  enum: [...LOCALES, null],
  description: "The language the app speaks to this member in (one of LOCALES), or null to follow the browser's",
});

const nullableEnum = <T extends string>(values: readonly T[], description: string) =>
  Type.Unsafe<T | null>({ type: ['string', 'null'], enum: [...values, null], description });

export const NotificationSettings = Type.Object(
  Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, Type.Boolean()])) as Record<
    (typeof NOTIFICATION_CHANNELS)[number],
    ReturnType<typeof Type.Boolean>
  >,
  {
    additionalProperties: false,
    description: "Which reminders reach this member: email (when the server has SMTP), push, desktop (the browser's notifications)",
  },
);
export type NotificationSettings = Static<typeof NotificationSettings>;

const properties = {
  language: PreferredLanguage,
  timezone: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: 64,
    description: "An IANA time zone ('Europe/Paris'), or null to follow the browser's",
  }),
  date_format: nullableEnum<DateFormat>(DATE_FORMATS, "A date format, or null for the language's short date ('Jan 5, 2024')"),
  time_format: nullableEnum<TimeFormat>(TIME_FORMATS, "'12h' or '24h', or null for the language's usual one"),
  notifications: NotificationSettings,
};

/** GET /me/preferences answers it whole. */
export const UserPreferences = Type.Object(properties, {
  additionalProperties: false,
  description: "The caller's own preferences (every member has their own)",
});
export type UserPreferences = Static<typeof UserPreferences>;

/** PUT /me/preferences: only the fields sent change; the answer is the whole. */
export const UserPreferencesChange = Type.Partial(Type.Object(properties), { additionalProperties: false, minProperties: 1 });
export type UserPreferencesChange = Static<typeof UserPreferencesChange>;
