export { toDate, type DateInput } from './toDate';
export { formatDate } from './formatDate';
export { formatDateTime, formatTime } from './formatDateTime';
export { memberTimeZone } from './memberTimeZone';
export {
  useDisplayPreferences,
  DEFAULT_DISPLAY_PREFERENCES,
  DISPLAY_PREFERENCES_KEY,
  DATE_FORMATS,
  TIME_FORMATS,
  type DateFormat,
  type TimeFormat,
  type DisplayPreferences,
  type DisplayPreferencesState,
} from './displayPreferences';
export { formatFileSize } from './formatFileSize';
export { contactDisplayName, type ContactNameParts } from './contactDisplayName';
export { initialsOf } from './initialsOf';
export { pluralize, pluralOf, pluralWord } from './pluralize';
export { formatCount } from './formatCount';
export { capitalize } from './capitalize';
export { contactCompany, type ContactCompanyParts } from './contactCompany';
export { displayValue } from './displayValue';
export { formatMoney } from './formatMoney';
