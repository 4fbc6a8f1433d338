// A member's own preferences, kept by the API per (organisation, user): today the language the
// app speaks to them in (null until they choose one: the app follows the browser's language).
import { Type, type Static } from '@sinclair/typebox';
import { LOCALES, type Locale } from './locales';

export const PreferredLanguage = Type.Unsafe<Locale | null>({
  type: ['string', 'null'],
  enum: [...LOCALES, null],
  description: "The language the app speaks to this member in (one of LOCALES), or null to follow the browser's",
});

/** GET /me/preferences answers it; PUT /me/preferences takes it whole (no other field). */
export const UserPreferences = Type.Object(
  { language: PreferredLanguage },
  { additionalProperties: false, description: "The caller's own preferences (every member has their own)" },
);
export type UserPreferences = Static<typeof UserPreferences>;

/** The preferences of a member who has chosen nothing. */
export const DEFAULT_PREFERENCES: UserPreferences = { language: null };
