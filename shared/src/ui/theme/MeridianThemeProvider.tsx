import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { darkTheme } from './darkTheme';
import { lightTheme } from './lightTheme';
import { useThemeStore } from './useThemeStore';

export interface MeridianThemeProviderProps {
  children?: ReactNode;
}

export function MeridianThemeProvider({ children }: MeridianThemeProviderProps) {
  const mode = useThemeStore((s) => s.mode);

  useEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  return <ThemeProvider theme={mode === 'dark' ? darkTheme : lightTheme}>{children}</ThemeProvider>;
}
