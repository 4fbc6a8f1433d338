import { THEME_STORAGE_KEY, useThemeStore } from './useThemeStore';

beforeEach(() => {
  localStorage.clear();
  useThemeStore.setState({ mode: 'light' });
});

describe('useThemeStore', () => {
  it('defaults to light', async () => {
    localStorage.clear();
    await useThemeStore.persist.rehydrate();
    expect(useThemeStore.getState().mode).toBe('light');
  });

  it('toggles and sets the mode', () => {
    useThemeStore.getState().toggle();
    expect(useThemeStore.getState().mode).toBe('dark');
    useThemeStore.getState().toggle();
    expect(useThemeStore.getState().mode).toBe('light');
    useThemeStore.getState().setMode('dark');
    expect(useThemeStore.getState().mode).toBe('dark');
  });

  it("persists only the mode under 'meridian:theme'", () => {
    useThemeStore.getState().setMode('dark');
    const stored = JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}');
    expect(THEME_STORAGE_KEY).toBe('meridian:theme');
    expect(stored.state).toEqual({ mode: 'dark' });
  });

  it('restores a stored mode and ignores garbage', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ state: { mode: 'dark' }, version: 0 }));
    await useThemeStore.persist.rehydrate();
    expect(useThemeStore.getState().mode).toBe('dark');

    useThemeStore.setState({ mode: 'light' });
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ state: { mode: 'purple' }, version: 0 }));
    await useThemeStore.persist.rehydrate();
    expect(useThemeStore.getState().mode).toBe('light');
  });
});
