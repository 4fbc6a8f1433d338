import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { ThemeMode } from './types';

export const THEME_STORAGE_KEY = 'meridian:theme';

export interface ThemeState {
  mode: ThemeMode;
  toggle: () => void;
  setMode: (mode: ThemeMode) => void;
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      mode: 'light',
      toggle: () => set((s) => ({ mode: s.mode === 'light' ? 'dark' : 'light' })),
      setMode: (mode) => set({ mode }),
    }),
    {
      name: THEME_STORAGE_KEY,
      partialize: (s) => ({ mode: s.mode }),
      // Ignore anything in storage that is not a known mode.
      merge: (persisted, current) => {
        const mode = (persisted as Partial<ThemeState> | undefined)?.mode;
        return mode === 'light' || mode === 'dark' ? { ...current, mode } : current;
      },
    },
  ),
);
