import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSessionState, useSessionStore } from '@meridian/shared/auth';
import { browserTimeZone, DEFAULT_DISPLAY_PREFERENCES, formatDateTime, useDisplayPreferences } from '@meridian/shared/format';
import { useLocaleStore } from '@meridian/shared/i18n';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import { renderShell } from '../../test/renderShell';
import { ProfilePage } from './ProfilePage';

beforeEach(() => {
  localStorage.clear();
  resetAppState();
  useDisplayPreferences.setState(DEFAULT_DISPLAY_PREFERENCES);
  useSessionStore.setState({
    ...initialSessionState,
    status: 'authenticated',
    user: { id: 'u1', name: 'Dana Demo', email: 'demo@meridian.test', orgSlug: 'acme', role: 'owner' },
  });
});

it("shows the signed-in user's identity (deviation 7)", () => {
  renderShell(<ProfilePage />);
  expect(screen.getByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
  expect(screen.getAllByText('Dana Demo').length).toBeGreaterThan(0);
  expect(screen.getByText('demo@meridian.test')).toBeInTheDocument();
  expect(screen.getByText('Organisation: acme')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Contacts' })).toHaveAttribute('href', '/contacts');
});

it('edits, cancels and saves locally; the time zone on the server, applied at once', async () => {
  const api = mockApi({
    'GET /me/preferences': {
      body: { language: null, timezone: null, date_format: null, time_format: null, notifications: { email: true, push: false, desktop: true } },
    },
    'PUT /me/preferences': ({ body }) => ({
      body: {
        language: null,
        timezone: null,
        date_format: null,
        time_format: null,
        notifications: { email: true, push: false, desktop: true },
        ...(body as object),
      },
    }),
  });
  const { unmount } = renderShell(<ProfilePage />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await userEvent.type(screen.getByLabelText('Role'), 'AE');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByText('AE')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  expect(screen.getByLabelText('Timezone')).toHaveValue(browserTimeZone());
  await userEvent.type(screen.getByLabelText('Role'), 'AE');
  await userEvent.selectOptions(screen.getByLabelText('Timezone'), 'America/Denver');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(screen.getByText('AE')).toBeInTheDocument();
  expect(screen.getByText(/^Denver · Mountain Time \(UTC−0[67]:00\)$/)).toBeInTheDocument();
  expect(useDisplayPreferences.getState().timeZone).toBe('America/Denver');
  expect(formatDateTime('2026-12-02T02:22:00Z')).toBe('Dec 1, 2026, 7:22 PM');
  await waitFor(() => expect(api.callsTo('PUT /me/preferences').map((c) => c.body)).toEqual([{ timezone: 'America/Denver' }]));
  unmount();
  renderShell(<ProfilePage />);
  expect(screen.getByText('AE')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('meridian:profile:u1')!)).not.toHaveProperty('timezone');
});

it('offers every IANA zone, grouped by region, each with its UTC offset', async () => {
  renderShell(<ProfilePage />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  const select = screen.getByLabelText('Timezone');
  expect(select).toHaveAccessibleDescription('Every date and time in the app is shown in this zone.');
  const values = new Set(Array.from(select.querySelectorAll('option'), (option) => option.value));
  expect(Intl.supportedValuesOf('timeZone').filter((zone) => !values.has(zone))).toEqual([]);
  const tokyo = select.querySelector<HTMLOptionElement>('option[value="Asia/Tokyo"]')!;
  expect(tokyo.textContent).toMatch(/^Tokyo · .+ \(UTC\+09:00\)$/);
  expect(tokyo.parentElement).toHaveAttribute('label', 'Asia');
  expect(select.querySelector('option[value="Europe/Paris"]')!.parentElement).toHaveAttribute('label', 'Europe');
});

it('keeps the zone here and says so when the server does not', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockApi({ 'PUT /me/preferences': { status: 500, body: { error: 'down' } } });
  renderShell(<ProfilePage />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await userEvent.selectOptions(screen.getByLabelText('Timezone'), 'Asia/Tokyo');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('The time zone applies here, but it could not be saved to your account')).toBeInTheDocument();
  expect(useDisplayPreferences.getState().timeZone).toBe('Asia/Tokyo');
});

describe('the form checks its fields like the other forms', () => {
  const edit = async () => {
    renderShell(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  };

  it('refuses the phone "abc" at the field and keeps the saved profile', async () => {
    await edit();
    const phone = screen.getByLabelText('Phone');
    await userEvent.type(phone, 'abc');
    await userEvent.tab();
    expect(phone).toBeInvalid();
    expect(phone).toHaveAccessibleDescription('Please enter a valid phone number');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(phone).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(localStorage.getItem('meridian:profile:u1')).toBeNull();
  });

  it('takes a phone number as people write one', async () => {
    await edit();
    await userEvent.type(screen.getByLabelText('Phone'), '+1 (555) 010-2030');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('+1 (555) 010-2030')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('requires a name and a valid email, each shown at its field once left or on Save', async () => {
    await edit();
    await userEvent.clear(screen.getByLabelText(/Full name/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Email/));
    await userEvent.type(screen.getByLabelText(/Email/), 'dana@');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Full name is required']);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();
    expect(localStorage.getItem('meridian:profile:u1')).toBeNull();
  });

  it('asks before a link leaves the page with edits', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await edit();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Contacts' }));
    expect(confirm).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Role'), 'Lead');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Contacts' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave without saving?');
    expect(screen.getByLabelText('Role')).toHaveValue('Lead');
    confirm.mockRestore();
  });

  it('says so in German', async () => {
    await act(() => useLocaleStore.getState().setLocale('de'));
    renderShell(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Profil bearbeiten' }));
    await userEvent.type(screen.getByLabelText('Telefon'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(screen.getByLabelText('Telefon')).toHaveAccessibleDescription('Bitte geben Sie eine gültige Telefonnummer ein');
  });
});
