import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../ui/theme/lightTheme';
import type { Theme } from '../ui/theme/types';

/** Test helper (`@meridian/shared/testing`): render inside a styled-components ThemeProvider. */
export function renderWithTheme(ui: ReactElement, { theme = lightTheme, ...options }: RenderOptions & { theme?: Theme } = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  return render(ui, { wrapper: Wrapper, ...options });
}
