/** Kept in this browser under 'meridian:settings'; theme, language, formats and reminders have their own stores. */
export interface Settings {
  privacy: { shareData: boolean; publicProfile: boolean };
}

/** docs/PRODUCT.md §9 defaults. */
export const DEFAULT_SETTINGS: Settings = {
  privacy: { shareData: false, publicProfile: false },
};

export const PRIVACY = ['shareData', 'publicProfile'] as const;
