import { act, render, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { MeridianThemeProvider } from './MeridianThemeProvider';
import { useThemeStore } from './useThemeStore';

function ShowMode() {
  const theme = useTheme();
  return <p>{`${theme.mode} ${theme.colors.bg}`}</p>;
}

beforeEach(() => {
  localStorage.clear();
  useThemeStore.setState({ mode: 'light' });
});

describe('MeridianThemeProvider', () => {
  it('provides the theme of the stored mode and mirrors it on <html data-theme>', () => {
    render(
      <MeridianThemeProvider>
        <ShowMode />
      </MeridianThemeProvider>,
    );
    expect(screen.getByText('light #f7f7f8')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');

    act(() => useThemeStore.getState().setMode('dark'));
    expect(screen.getByText('dark #0f0f12')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
