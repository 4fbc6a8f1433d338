import { makeTokens, USER, useTestConfig } from '../testing/fixtures';
import { getRuntimeConfig } from '@meridian/shared/config';
import { POPUP_BLOCKED_MESSAGE } from './constants';
import { signIn } from './session';
import { initialSessionState, useSessionStore } from './store';
import { useThemeStore } from '../ui/theme/useThemeStore';
import { act } from '@testing-library/react';
import { useLocaleStore } from '@meridian/shared/i18n';

function fakePopup() {
  return { closed: false } as unknown as Window & { closed: boolean };
}

beforeEach(() => {
  useTestConfig();
  localStorage.clear();
  useSessionStore.setState({ ...initialSessionState, status: 'signedOut' });
});

afterEach(() => jest.restoreAllMocks());

it('opens a 420x620 popup on the login page and signs in with what it posts back', async () => {
  const popup = fakePopup();
  const open = jest.spyOn(window, 'open').mockReturnValue(popup);
  const done = signIn();
  expect(useSessionStore.getState().signingIn).toBe(true);
  const [url, , features] = open.mock.calls[0];
  expect(url).toBe(`http://signin.test/login?popup=1&return_url=${encodeURIComponent('http://localhost/')}&lang=en&theme=light`);
  expect(features).toContain('width=420');
  expect(features).toContain('height=620');
  const tokens = makeTokens();
  window.dispatchEvent(new MessageEvent('message', { origin: 'http://signin.test', data: { type: 'meridian:auth', user: USER, tokens } }));
  await done;
  expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: USER, tokens, signingIn: false });
});

it("passes the app's chosen theme to the sign-in page", async () => {
  useThemeStore.setState({ mode: 'dark' });
  const open = jest.spyOn(window, 'open').mockReturnValue(fakePopup());
  const done = signIn();
  expect(String(open.mock.calls[0][0])).toMatch(/&theme=dark$/);
  window.dispatchEvent(new MessageEvent('message', { origin: 'http://signin.test', data: { type: 'meridian:auth', user: USER, tokens: makeTokens() } }));
  await done;
  useThemeStore.setState({ mode: 'light' });
});

it('asks the sign-in page for the current language', async () => {
  await act(() => useLocaleStore.getState().setLocale('fr'));
  const open = jest.spyOn(window, 'open').mockReturnValue(fakePopup());
  const done = signIn();
  expect(String(open.mock.calls[0][0])).toContain('&lang=fr&');
  window.dispatchEvent(new MessageEvent('message', { origin: 'http://signin.test', data: { type: 'meridian:auth', user: USER, tokens: makeTokens() } }));
  await done;
});

it('stays signed out when the popup is closed first (polled every second)', async () => {
  jest.useFakeTimers();
  try {
    const popup = fakePopup();
    jest.spyOn(window, 'open').mockReturnValue(popup);
    const done = signIn();
    jest.advanceTimersByTime(1000);
    expect(useSessionStore.getState().signingIn).toBe(true);
    popup.closed = true;
    jest.advanceTimersByTime(1000);
    await done;
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', signingIn: false, error: null });
  } finally {
    jest.useRealTimers();
  }
});

it('reports a blocked popup', async () => {
  jest.spyOn(window, 'open').mockReturnValue(null);
  await signIn();
  expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', error: POPUP_BLOCKED_MESSAGE });
  expect(POPUP_BLOCKED_MESSAGE).toBe('Popup blocked. Please allow popups for this site.');
});

describe('when the sign-in service cannot be reached', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('closes the popup and says the service could not be reached', async () => {
    const popup = Object.assign(fakePopup(), { close: jest.fn() });
    jest.spyOn(window, 'open').mockReturnValue(popup);
    const probe = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    globalThis.fetch = probe;
    await signIn();
    expect(probe).toHaveBeenCalledWith('http://signin.test/healthz', expect.objectContaining({ cache: 'no-store' }));
    expect(popup.close).toHaveBeenCalled();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signedOut',
      signingIn: false,
      error: `Authentication failed: ${getRuntimeConfig().signInName} could not be reached. Please try again in a moment.`,
    });
    expect(useSessionStore.getState().error).toMatch(/^Authentication failed: .+ could not be reached\./);
  });

  it('leaves the popup open when the service answers', async () => {
    const popup = Object.assign(fakePopup(), { close: jest.fn() });
    jest.spyOn(window, 'open').mockReturnValue(popup);
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    const done = signIn();
    await Promise.resolve();
    await Promise.resolve();
    expect(popup.close).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { origin: 'http://signin.test', data: { type: 'meridian:auth', user: USER, tokens: makeTokens() } }));
    await done;
    expect(useSessionStore.getState().status).toBe('authenticated');
  });
});
