import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_DISPLAY_PREFERENCES, formatDate, formatDateTime, useDisplayPreferences } from '@meridian/shared/format';
import { useLocaleStore } from '@meridian/shared/i18n';
import { useThemeStore } from '@meridian/shared/ui';
import { mockApi } from '@meridian/shared/testing';
import { renderShell } from '../../test/renderShell';
import { SettingsPage } from './SettingsPage';

beforeEach(() => {
  localStorage.clear();
  useThemeStore.setState({ mode: 'light' });
});

afterEach(() => jest.restoreAllMocks());

it('shows the product defaults', () => {
  renderShell(<SettingsPage />);
  expect(document.title).toBe('Settings - Meridian');
  expect(screen.getByLabelText('Email notifications')).toBeChecked();
  expect(screen.getByLabelText('Push notifications')).not.toBeChecked();
  expect(screen.getByLabelText('Desktop notifications')).toBeChecked();
  expect(screen.getByLabelText('Share usage data')).not.toBeChecked();
  expect(screen.getByLabelText('Public profile')).not.toBeChecked();
  expect(screen.getByLabelText('Time format')).toHaveValue('');
  expect(screen.getByLabelText('Time format')).toHaveDisplayValue('3:30 PM (language default)');
  expect(screen.getByLabelText('Theme')).toHaveValue('light');
});

it('switches the theme at once and keeps it across visits', async () => {
  const { unmount } = renderShell(<SettingsPage />);
  await userEvent.selectOptions(screen.getByLabelText('Theme'), 'dark');
  expect(useThemeStore.getState().mode).toBe('dark');
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(screen.getByRole('status')).toHaveTextContent('Settings saved');
  unmount();
  expect(JSON.parse(localStorage.getItem('meridian:theme')!)).toMatchObject({ state: { mode: 'dark' } });
});

it('saves the privacy choices at once, on this device only, with no Save button (one rule: everything applies at once)', async () => {
  const api = mockApi();
  const { unmount } = renderShell(<SettingsPage />);
  expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  await userEvent.click(screen.getByLabelText('Public profile'));
  expect(screen.getByRole('status')).toHaveTextContent('Settings saved');
  unmount();
  renderShell(<SettingsPage />);
  expect(screen.getByLabelText('Public profile')).toBeChecked();
  expect(api.calls).toEqual([]);
});

describe('date and time formats (deviation 11)', () => {
  afterEach(() => act(() => useDisplayPreferences.setState(DEFAULT_DISPLAY_PREFERENCES)));

  it('apply to every formatted date the moment they are picked, with an example, and are kept on the server', async () => {
    const api = mockApi({ 'PUT /me/preferences': ({ body }) => ({ body }) });
    renderShell(<SettingsPage />);
    expect(screen.getByLabelText('Date format')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Jan 5, 2024 (default)' })).toBeInTheDocument();
    expect(screen.getByText('Example: Jan 5, 2024, 3:30 PM')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Date format'), 'YYYY-MM-DD');
    expect(formatDate(new Date(2024, 0, 5, 12))).toBe('2024-01-05');
    await userEvent.selectOptions(screen.getByLabelText('Time format'), '24h');
    expect(screen.getByText('Example: 2024-01-05, 15:30')).toBeInTheDocument();
    expect(useDisplayPreferences.getState()).toMatchObject({ dateFormat: 'YYYY-MM-DD', timeFormat: '24h' });
    expect(formatDateTime(new Date(2024, 0, 5, 15, 30))).toBe('2024-01-05, 15:30');
    expect(api.callsTo('PUT /me/preferences').map((c) => c.body)).toEqual([{ date_format: 'YYYY-MM-DD' }, { time_format: '24h' }]);
    await userEvent.selectOptions(screen.getByLabelText('Time format'), '');
    expect(useDisplayPreferences.getState().timeFormat).toBeNull();
    expect(screen.getByText('Example: 2024-01-05, 3:30 PM')).toBeInTheDocument();
  });

  it('apply here and say so when the server does not keep them', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'PUT /me/preferences': { status: 500, body: { error: 'down' } } });
    renderShell(<SettingsPage />);
    await userEvent.selectOptions(screen.getByLabelText('Date format'), 'DD/MM/YYYY');
    expect(await screen.findByText('The format applies here, but it could not be saved to your account')).toBeInTheDocument();
    expect(formatDate(new Date(2024, 0, 5, 12))).toBe('05/01/2024');
  });

  it('start from the saved choice', () => {
    useDisplayPreferences.setState({ dateFormat: 'DD/MM/YYYY', timeFormat: '24h' });
    renderShell(<SettingsPage />);
    expect(screen.getByLabelText('Date format')).toHaveValue('DD/MM/YYYY');
    expect(screen.getByLabelText('Time format')).toHaveValue('24h');
  });
});

describe('language', () => {
  it('offers the four languages, each named in itself', () => {
    renderShell(<SettingsPage />);
    const select = screen.getByLabelText('Language');
    expect(select).toHaveValue('en');
    expect(select).not.toHaveAccessibleDescription();
    expect(screen.getAllByRole('option', { name: /^(English|Español|Français|Deutsch)$/ }).map((o) => o.getAttribute('value'))).toEqual([
      'en',
      'es',
      'fr',
      'de',
    ]);
  });

  it('switches the page to French at once and keeps the choice on the server', async () => {
    const api = mockApi({ 'PUT /me/preferences': ({ body }) => ({ body }) });
    renderShell(<SettingsPage />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    expect(useLocaleStore.getState().locale).toBe('fr');
    expect(screen.getByLabelText('Langue')).toHaveValue('fr');
    expect(screen.getByRole('heading', { level: 2, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByLabelText('Notifications par e-mail')).toBeChecked();
    expect(screen.getByRole('option', { name: '5 janv. 2024 (par défaut)' })).toBeInTheDocument();
    expect(api.callsTo('PUT /me/preferences').map((c) => c.body)).toEqual([{ language: 'fr' }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Paramètres enregistrés');
    expect(localStorage.getItem('meridian:locale')).toBe('fr');
  });

  it('keeps the language here and says so when the server does not keep it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'PUT /me/preferences': { status: 500, body: { error: 'down' } } });
    renderShell(<SettingsPage />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'de');
    expect(await screen.findByText('Die Sprache gilt hier, konnte aber nicht in Ihrem Konto gespeichert werden')).toBeInTheDocument();
    expect(screen.getByLabelText('Sprache')).toHaveValue('de');
  });
});

it('names no landmark like the toast region, and its headings do not skip a level', () => {
  renderShell(<SettingsPage />);
  expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Notifications' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Contacts' })).toHaveAttribute('href', '/contacts');
});

it('reads in German, the language select naming itself "Deutsch"', async () => {
  await act(() => useLocaleStore.getState().setLocale('de'));
  renderShell(<SettingsPage />);
  expect(document.title).toBe('Einstellungen - Meridian');
  expect(screen.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
  expect(screen.getByLabelText('Sprache')).toHaveDisplayValue('Deutsch');
  expect(screen.getByLabelText('E-Mail-Benachrichtigungen')).toBeChecked();
  expect(screen.getByLabelText('Zeitformat')).toHaveDisplayValue('15:30 (wie die Sprache)');
  expect(screen.getByRole('link', { name: 'Zurück zu den Kontakten' })).toBeInTheDocument();
});
