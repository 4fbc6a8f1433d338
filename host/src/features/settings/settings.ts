/** Kept in this browser under 'meridian:settings'; theme, language and date formats have their own stores. */
export interface Settings {
  notifications: { email: boolean; push: boolean; desktop: boolean };
  privacy: { shareData: boolean; publicProfile: boolean };
}

/** docs/PRODUCT.md §9 defaults. */
export const DEFAULT_SETTINGS: Settings = {
  notifications: { email: true, push: false, desktop: true },
  privacy: { shareData: false, publicProfile: false },
};

export const NOTIFICATIONS = ['email', 'push', 'desktop'] as const;
export const PRIVACY = ['shareData', 'publicProfile'] as const;
