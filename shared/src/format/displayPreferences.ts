import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export const TIME_FORMATS = ['12h', '24h'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export type TimeFormat = (typeof TIME_FORMATS)[number];

export const DISPLAY_PREFERENCES_KEY = 'meridian:display-preferences';

export interface DisplayPreferences {
  /** null: docs/PRODUCT.md §3's short en-US date ('Jan 5, 2024') until the user picks a format. */
  dateFormat: DateFormat | null;
  timeFormat: TimeFormat;
}

export interface DisplayPreferencesState extends DisplayPreferences {
  setDisplayPreferences: (next: Partial<DisplayPreferences>) => void;
}

export const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = { dateFormat: null, timeFormat: '12h' };

const isDateFormat = (value: unknown): value is DateFormat => DATE_FORMATS.includes(value as DateFormat);
const isTimeFormat = (value: unknown): value is TimeFormat => TIME_FORMATS.includes(value as TimeFormat);

/**
 * The Settings page's date and time formats (deviation 11), kept in this browser. One store in
 * the shared singleton, so formatDate / formatDateTime in every remote read the same choice.
 */
export const useDisplayPreferences = create<DisplayPreferencesState>()(
  persist(
    (set) => ({
      ...DEFAULT_DISPLAY_PREFERENCES,
      setDisplayPreferences: (next) => set(next),
    }),
    {
      name: DISPLAY_PREFERENCES_KEY,
      partialize: ({ dateFormat, timeFormat }) => ({ dateFormat, timeFormat }),
      // Anything in storage that is not a known format falls back to the default.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<DisplayPreferences>;
        return {
          ...current,
          dateFormat: isDateFormat(saved.dateFormat) ? saved.dateFormat : null,
          timeFormat: isTimeFormat(saved.timeFormat) ? saved.timeFormat : '12h',
        };
      },
    },
  ),
);
