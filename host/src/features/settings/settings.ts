export interface Settings {
  notifications: { email: boolean; push: boolean; desktop: boolean };
  privacy: { shareData: boolean; publicProfile: boolean };
  preferences: { language: string; dateFormat: string; timeFormat: string };
}

/** SPEC §9 defaults. */
export const DEFAULT_SETTINGS: Settings = {
  notifications: { email: true, push: false, desktop: true },
  privacy: { shareData: false, publicProfile: false },
  preferences: { language: 'en', dateFormat: 'MM/DD/YYYY', timeFormat: '12h' },
};

export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
];
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'];
export const TIME_FORMATS = [
  { value: '12h', label: '12-hour' },
  { value: '24h', label: '24-hour' },
];
