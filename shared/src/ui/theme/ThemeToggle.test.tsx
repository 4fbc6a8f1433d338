import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { ThemeToggle } from './ThemeToggle';
import { useThemeStore } from './useThemeStore';

beforeEach(() => {
  localStorage.clear();
  useThemeStore.setState({ mode: 'light' });
});

describe('ThemeToggle', () => {
  it('names the theme it switches to and toggles the store', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ThemeToggle />);

    const toDark = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(toDark).toHaveAttribute('title', 'Switch to dark theme');
    await user.click(toDark);
    expect(useThemeStore.getState().mode).toBe('dark');

    const toLight = screen.getByRole('button', { name: 'Switch to light theme' });
    expect(toLight).toHaveAttribute('title', 'Switch to light theme');
    await user.click(toLight);
    expect(useThemeStore.getState().mode).toBe('light');
  });
});
