import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_DISPLAY_PREFERENCES, formatDate, formatDateTime, useDisplayPreferences } from '@meridian/shared/format';
import { useThemeStore } from '@meridian/shared/ui';
import { renderShell } from '../../test/renderShell';
import { SettingsPage } from './SettingsPage';

beforeEach(() => {
  localStorage.clear();
  useThemeStore.setState({ mode: 'light' });
});

it('shows the product defaults', () => {
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

describe('date and time formats (deviation 11)', () => {
  afterEach(() => useDisplayPreferences.setState(DEFAULT_DISPLAY_PREFERENCES));

  it('apply to every formatted date once saved, and show an example before', async () => {
    renderShell(<SettingsPage />);
    expect(screen.getByLabelText('Date format')).toHaveValue('');
    expect(screen.getByText('Example: Jan 5, 2024, 3:30 PM')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Date format'), 'YYYY-MM-DD');
    await userEvent.selectOptions(screen.getByLabelText('Time format'), '24h');
    expect(screen.getByText('Example: 2024-01-05, 15:30')).toBeInTheDocument();
    expect(formatDate(new Date(2024, 0, 5, 12))).toBe('Jan 5, 2024');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(useDisplayPreferences.getState()).toMatchObject({ dateFormat: 'YYYY-MM-DD', timeFormat: '24h' });
    expect(formatDate(new Date(2024, 0, 5, 12))).toBe('2024-01-05');
    expect(formatDateTime(new Date(2024, 0, 5, 15, 30))).toBe('2024-01-05, 15:30');
  });

  it('start from the saved choice', () => {
    useDisplayPreferences.setState({ dateFormat: 'DD/MM/YYYY', timeFormat: '24h' });
    renderShell(<SettingsPage />);
    expect(screen.getByLabelText('Date format')).toHaveValue('DD/MM/YYYY');
    expect(screen.getByLabelText('Time format')).toHaveValue('24h');
  });
});

it('says the app is in English only, next to the Language select', () => {
  renderShell(<SettingsPage />);
  expect(screen.getByLabelText('Language')).toHaveAccessibleDescription('Meridian is available in English only for now.');
  expect(screen.getAllByRole('option', { name: /English|Español|Français|Deutsch/ })).toHaveLength(4);
});

it('names no landmark like the toast region, and its headings do not skip a level', () => {
  renderShell(<SettingsPage />);
  expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Notifications' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Contacts' })).toHaveAttribute('href', '/contacts');
});
