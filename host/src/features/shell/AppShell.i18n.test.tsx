import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSessionState, setSession, useSessionStore } from '@meridian/shared/auth';
import { provideRemoteLoader } from '@meridian/shared/federation';
import { DEFAULT_DISPLAY_PREFERENCES, formatDateTime, useDisplayPreferences } from '@meridian/shared/format';
import { useLocaleStore } from '@meridian/shared/i18n';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import { useThemeStore } from '@meridian/shared/ui';
import { AppRoutes } from '../../routes/AppRoutes';
import { atPhoneWidth, leavePhoneWidth } from '../../test/phoneWidth';
import { renderShell } from '../../test/renderShell';
import { AppShell } from './AppShell';

const token = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 }))}.y`;

beforeEach(() => {
  localStorage.clear();
  resetAppState();
  useDisplayPreferences.setState(DEFAULT_DISPLAY_PREFERENCES);
  useThemeStore.setState({ mode: 'light' });
  useSessionStore.setState({ ...initialSessionState });
  setSession(
    { id: 'u1', name: 'Dana Demo', email: 'demo@meridian.test', orgSlug: 'acme', role: 'owner' },
    { accessToken: token, refreshToken: 'r', expiresAt: 0 },
  );
  provideRemoteLoader(async <T,>(id: string) => ({ default: () => <h1>remote {id}</h1> }) as T);
});

afterEach(leavePhoneWidth);
afterEach(() => jest.restoreAllMocks());

/** The shell's own header: the page's header inside <main> is the page's. */
const shellHeader = () => {
  const header = screen.getAllByRole('banner').find((element) => !element.closest('main'));
  if (!header) throw new Error('no shell header');
  return header;
};

const renderAt = (route: string) =>
  renderShell(
    <AppShell>
      <AppRoutes />
    </AppShell>,
    { route },
  );

describe('in German on a 390 px phone', () => {
  beforeEach(async () => {
    mockApi({ 'GET /me/preferences': { body: { language: null } } });
    atPhoneWidth();
    await act(() => useLocaleStore.getState().setLocale('de'));
  });

  it('labels the header and the navigation drawer in German', async () => {
    renderAt('/contacts');
    const header = shellHeader();
    expect(within(header).getByText('Meridian')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Zum dunklen Design wechseln' })).toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Navigation öffnen' }));
    const nav = screen.getByRole('complementary', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Kontakte' })).toHaveAttribute('href', '/contacts');
    expect(within(nav).getByRole('link', { name: 'Unternehmen' })).toHaveAttribute('href', '/companies');
    expect(within(nav).getByRole('link', { name: 'Vertriebspipeline' })).toHaveAttribute('href', '/pipeline');
    expect(within(nav).getByRole('button', { name: 'Navigation schließen' })).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: /Dana Demo/ }));
    expect(screen.getByRole('menu', { name: 'Benutzermenü' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Einstellungen' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('menuitem', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it('shows Settings in German, the language select on "Deutsch"', async () => {
    renderAt('/settings');
    // The page's lazy chunk is the file's first: give its first load time.
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Sprache')).toHaveDisplayValue('Deutsch');
    expect(screen.getByRole('heading', { level: 2, name: 'Darstellung' })).toBeInTheDocument();
    expect(screen.getByLabelText('Push-Benachrichtigungen')).not.toBeChecked();
  });
});

describe('the theme toggle, in the header on every route', () => {
  beforeEach(() => mockApi({ 'GET /me/preferences': { body: { language: null } } }));

  it.each(['/settings', '/profile', '/contacts'])('is in the header on %s (desktop), and only there', async (route) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const toggles = screen.getAllByRole('button', { name: 'Switch to dark theme' });
    expect(toggles).toHaveLength(1);
    const header = shellHeader();
    expect(header).toContainElement(toggles[0]);
    await userEvent.click(toggles[0]);
    expect(useThemeStore.getState().mode).toBe('dark');
    expect(within(header).getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it.each(['/settings', '/profile'])('is in the header on %s on a phone', async (route) => {
    atPhoneWidth();
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(shellHeader()).getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Switch to dark theme' })).toHaveLength(1);
  });
});

describe("the member's language from the server", () => {
  it('applies once signed in when it differs from this browser', async () => {
    const api = mockApi({ 'GET /me/preferences': { body: { language: 'fr' } } });
    renderAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    expect(useLocaleStore.getState().locale).toBe('fr');
    expect(api.callsTo('GET /me/preferences')).toHaveLength(1);
  });

  it('keeps a language the address asks for (?locale=); the zone and formats still come from the server', async () => {
    const api = mockApi({ 'GET /me/preferences': { body: { language: 'fr', timezone: 'Asia/Tokyo', date_format: null, time_format: '24h' } } });
    window.history.replaceState(null, '', '/settings?locale=en');
    renderAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(api.callsTo('GET /me/preferences')).toHaveLength(1);
    expect(useDisplayPreferences.getState()).toMatchObject({ timeZone: 'Asia/Tokyo', timeFormat: '24h' });
    expect(useLocaleStore.getState().locale).toBe('en');
    window.history.replaceState(null, '', '/');
  });

  it('leaves the language alone when none is stored, or the server cannot say', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = mockApi({ 'GET /me/preferences': { status: 500, body: { error: 'down' } } });
    renderAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(api.callsTo('GET /me/preferences')).toHaveLength(1);
    expect(useLocaleStore.getState().locale).toBe('en');
  });
});

describe("the member's time zone and formats from the server", () => {
  const IMPORTED = '2026-12-02T02:22:00Z';

  it("replace this browser's copy once signed in, which is shown until the server answers", async () => {
    useDisplayPreferences.setState({ timeZone: 'Asia/Tokyo', dateFormat: 'DD/MM/YYYY', timeFormat: null });
    let answer: (value: unknown) => void = () => undefined;
    const reply = new Promise((resolve) => (answer = resolve));
    mockApi({
      'GET /me/preferences': async () => {
        await reply;
        return {
          body: {
            language: null,
            timezone: 'America/New_York',
            date_format: 'YYYY-MM-DD',
            time_format: '24h',
            notifications: { email: true, push: false, desktop: true },
          },
        };
      },
    });
    renderAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(formatDateTime(IMPORTED)).toBe('02/12/2026, 11:22 AM');
    await act(async () => answer(undefined));
    await act(async () => undefined);
    expect(useDisplayPreferences.getState()).toMatchObject({ timeZone: 'America/New_York', dateFormat: 'YYYY-MM-DD', timeFormat: '24h' });
    expect(formatDateTime(IMPORTED)).toBe('2026-12-01, 21:22');
    expect(localStorage.getItem('meridian:display-preferences')).toContain('America/New_York');
  });

  it('keeps a choice made while the answer was on its way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const reply = new Promise((resolve) => (answer = resolve));
    mockApi({
      'GET /me/preferences': async () => {
        await reply;
        return { body: { language: null, timezone: 'America/New_York', date_format: 'YYYY-MM-DD', time_format: '24h' } };
      },
    });
    renderAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    act(() => useDisplayPreferences.getState().setDisplayPreferences({ timeZone: 'Europe/Paris' }));
    await act(async () => answer(undefined));
    await act(async () => undefined);
    expect(useDisplayPreferences.getState().timeZone).toBe('Europe/Paris');
  });
});
