import { DATE_FORMATS as SHARED_DATE_FORMATS, type DateFormat, type TimeFormat } from '@meridian/shared/format';

/** Kept in this browser under 'meridian:settings'; the date and time formats live in the shared store. */
export interface Settings {
  notifications: { email: boolean; push: boolean; desktop: boolean };
  privacy: { shareData: boolean; publicProfile: boolean };
  preferences: { language: string };
}

/** docs/PRODUCT.md §9 defaults. */
export const DEFAULT_SETTINGS: Settings = {
  notifications: { email: true, push: false, desktop: true },
  privacy: { shareData: false, publicProfile: false },
  preferences: { language: 'en' },
};

export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
];

/** '' keeps docs/PRODUCT.md §3's 'Jan 5, 2024'. */
export const DATE_FORMATS: { value: DateFormat | ''; label: string }[] = [
  { value: '', label: 'Jan 5, 2024 (default)' },
  ...SHARED_DATE_FORMATS.map((value) => ({ value, label: value })),
];

export const TIME_FORMATS: { value: TimeFormat; label: string }[] = [
  { value: '12h', label: '12-hour' },
  { value: '24h', label: '24-hour' },
];
