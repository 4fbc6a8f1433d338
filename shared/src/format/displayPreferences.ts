import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isDateFormat, isTimeFormat, isTimeZone, type DateFormat, type TimeFormat } from '@meridian/contract';
import { refreshTexts } from '@meridian/shared/i18n';

export { DATE_FORMATS, TIME_FORMATS, type DateFormat, type TimeFormat } from '@meridian/contract';

export const DISPLAY_PREFERENCES_KEY = 'meridian:display-preferences';

export interface DisplayPreferences {
  /** null: docs/PRODUCT.md §3's short date in the language ('Jan 5, 2024') until the member picks a format. */
  dateFormat: DateFormat | null;
  /** null: the language's usual clock (English 12 h; Spanish, French, German 24 h). */
  timeFormat: TimeFormat | null;
  /** An IANA zone ('Asia/Tokyo'); null: the browser's. */
  timeZone: string | null;
}

export interface DisplayPreferencesState extends DisplayPreferences {
  setDisplayPreferences: (next: Partial<DisplayPreferences>) => void;
}

export const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = { dateFormat: null, timeFormat: null, timeZone: null };

/**
 * The member's time zone and date and time formats. The server keeps them (GET/PUT /me/preferences,
 * copied here once signed in); this browser keeps a copy so the first screen already shows them.
 * One store in the shared singleton, so formatDate / formatDateTime in every remote read the same choice.
 */
export const useDisplayPreferences = create<DisplayPreferencesState>()(
  persist(
    (set) => ({
      ...DEFAULT_DISPLAY_PREFERENCES,
      setDisplayPreferences: (next) => set(next),
    }),
    {
      name: DISPLAY_PREFERENCES_KEY,
      partialize: ({ dateFormat, timeFormat, timeZone }) => ({ dateFormat, timeFormat, timeZone }),
      // Anything in storage that is not a known format or zone falls back to the default.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<DisplayPreferences>;
        return {
          ...current,
          dateFormat: isDateFormat(saved.dateFormat) ? saved.dateFormat : null,
          timeFormat: isTimeFormat(saved.timeFormat) ? saved.timeFormat : null,
          timeZone: isTimeZone(saved.timeZone) ? saved.timeZone : null,
        };
      },
    },
  ),
);

// Every component that reads texts (useT) shows dates too: a new zone or format re-renders them
// in every remote, as a new language does.
useDisplayPreferences.subscribe((state, previous) => {
  if (state.dateFormat !== previous.dateFormat || state.timeFormat !== previous.timeFormat || state.timeZone !== previous.timeZone) refreshTexts();
});

/** The browser's own zone ('Europe/Paris'); 'UTC' when it names none. */
export function browserTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
}

/** The member's time zone: the one they chose, else the browser's. Dates and times are shown in it. */
export function currentTimeZone(): string {
  const chosen = useDisplayPreferences.getState().timeZone;
  return chosen && isTimeZone(chosen) ? chosen : browserTimeZone();
}

/** Re-renders the caller when the member's zone or formats change; answers the zone in use. */
export function useTimeZone(): string {
  useDisplayPreferences((s) => s.timeZone);
  return currentTimeZone();
}
