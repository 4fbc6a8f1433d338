import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useThemeStore } from '@meridian/shared/ui';
import { renderShell } from '../../test/renderShell';
import { SettingsPage } from './SettingsPage';

beforeEach(() => {
  localStorage.clear();
  useThemeStore.setState({ mode: 'light' });
});

it('shows the SPEC defaults', () => {
  renderShell(<SettingsPage />);
  expect(document.title).toBe('Settings - Meridian');
  expect(screen.getByLabelText('Email notifications')).toBeChecked();
  expect(screen.getByLabelText('Push notifications')).not.toBeChecked();
  expect(screen.getByLabelText('Desktop notifications')).toBeChecked();
  expect(screen.getByLabelText('Share usage data')).not.toBeChecked();
  expect(screen.getByLabelText('Public profile')).not.toBeChecked();
  expect(screen.getByLabelText('Time format')).toHaveValue('12h');
  expect(screen.getByLabelText('Theme')).toHaveValue('light');
});

it('switches the theme at once and keeps it across visits', async () => {
  const { unmount } = renderShell(<SettingsPage />);
  await userEvent.selectOptions(screen.getByLabelText('Theme'), 'dark');
  expect(useThemeStore.getState().mode).toBe('dark');
  expect(document.documentElement.dataset.theme).toBe('dark');
  unmount();
  expect(JSON.parse(localStorage.getItem('meridian:theme')!)).toMatchObject({ state: { mode: 'dark' } });
});

it('keeps saved settings on this device only', async () => {
  const fetchSpy = jest.fn();
  global.fetch = fetchSpy;
  const { unmount } = renderShell(<SettingsPage />);
  await userEvent.click(screen.getByLabelText('Push notifications'));
  await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
  await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
  expect(await screen.findByText('Settings saved on this device')).toBeInTheDocument();
  unmount();
  renderShell(<SettingsPage />);
  expect(screen.getByLabelText('Push notifications')).toBeChecked();
  expect(screen.getByLabelText('Language')).toHaveValue('fr');
  expect(fetchSpy).not.toHaveBeenCalled();
});
