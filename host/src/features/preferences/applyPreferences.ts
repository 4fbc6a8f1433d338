import { isDateFormat, isTimeFormat, isTimeZone, type UserPreferencesChange } from '@meridian/shared/model';
import { useDisplayPreferences, type DisplayPreferences } from '@meridian/shared/format';
import { isLocale, useLocaleStore } from '@meridian/shared/i18n';

/** The display store's fields a preferences change sets (only those it names). */
export function displayChange(change: UserPreferencesChange): Partial<DisplayPreferences> {
  const next: Partial<DisplayPreferences> = {};
  if ('timezone' in change) next.timeZone = isTimeZone(change.timezone) ? change.timezone : null;
  if ('date_format' in change) next.dateFormat = isDateFormat(change.date_format) ? change.date_format : null;
  if ('time_format' in change) next.timeFormat = isTimeFormat(change.time_format) ? change.time_format : null;
  return next;
}

/** Shows a change everywhere at once: the zone and formats in every formatter, the language on every screen. */
export function applyPreferences(change: UserPreferencesChange): void {
  const display = displayChange(change);
  if (Object.keys(display).length > 0) useDisplayPreferences.getState().setDisplayPreferences(display);
  const { locale, setLocale } = useLocaleStore.getState();
  if (isLocale(change.language) && change.language !== locale) void setLocale(change.language);
}
