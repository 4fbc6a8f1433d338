import { jsonResponse, makeTokens, OTHER_ORG_USER, USER } from '../testing/fixtures';
import { installFetchMock } from '../testing/fetchMock';
import { TOKENS_STORAGE_KEY, USER_STORAGE_KEY } from './constants';
import { initSession, onSessionCleared, refreshSession, setSession, signOut } from './session';
import { useSessionStore } from './store';

const fetchMock = installFetchMock({ signedIn: false });

function store(user: object, tokens: object) {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  localStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify(tokens));
}

describe('initSession', () => {
  it('uses a stored session whose token is far from expiry', async () => {
    store(USER, makeTokens(60 * 60 * 1000));
    await initSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: USER });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes a stored token within 5 minutes of expiry', async () => {
    store(USER, makeTokens(4 * 60 * 1000, 'old-refresh'));
    const fresh = makeTokens(15 * 60 * 1000, 'new-refresh');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, data: { tokens: fresh, user: USER } }));
    await initSession();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://signin.test/refresh');
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'old-refresh' });
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', tokens: fresh });
    expect(JSON.parse(localStorage.getItem(TOKENS_STORAGE_KEY)!)).toEqual(fresh);
  });

  it('clears the stored session when that refresh fails', async () => {
    store(USER, makeTokens(-1000));
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: 'Token refresh failed' }));
    await initSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null, tokens: null });
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('asks the sign-in service in a hidden frame when nothing is stored', async () => {
    const tokens = makeTokens();
    const done = initSession();
    const frame = document.querySelector('iframe')!;
    expect(frame.src).toBe(`http://signin.test/sso/check-auth?origin=${encodeURIComponent('http://localhost')}`);
    expect(frame.hidden).toBe(true);
    // A message from any other origin is ignored.
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'http://evil.test', data: { type: 'meridian:check-auth', status: 'authenticated', user: OTHER_ORG_USER, tokens } }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'http://signin.test', data: { type: 'meridian:check-auth', status: 'authenticated', user: USER, tokens } }),
    );
    await done;
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: USER });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('gives up on the silent check after 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      const done = initSession();
      jest.advanceTimersByTime(4999);
      expect(useSessionStore.getState().status).toBe('loading');
      jest.advanceTimersByTime(1);
      await done;
      expect(useSessionStore.getState().status).toBe('signedOut');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('session changes', () => {
  it('refreshes only once for concurrent callers and keeps the user', async () => {
    setSession(USER, makeTokens(1000, 'r1'));
    const fresh = makeTokens(15 * 60 * 1000, 'r2');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, data: { tokens: fresh } }));
    const [a, b] = await Promise.all([refreshSession(), refreshSession()]);
    expect(a).toBe(fresh.accessToken);
    expect(b).toBe(fresh.accessToken);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().user).toEqual(USER);
  });

  it('signs out when a refresh fails, clearing the cache', async () => {
    const cleared = jest.fn();
    const off = onSessionCleared(cleared);
    setSession(USER, makeTokens(1000));
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: 'Token refresh failed' }));
    await expect(refreshSession()).rejects.toThrow('Token refresh failed');
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', error: 'Token refresh failed' });
    expect(cleared).toHaveBeenCalledTimes(1);
    off();
  });

  it('clears cached data when the organisation changes, not on a plain refresh', () => {
    const cleared = jest.fn();
    const off = onSessionCleared(cleared);
    setSession(USER, makeTokens());
    setSession(USER, makeTokens());
    expect(cleared).not.toHaveBeenCalled();
    setSession(OTHER_ORG_USER, makeTokens());
    expect(cleared).toHaveBeenCalledTimes(1);
    off();
  });

  it('signs out: tokens, user and cache cleared, the server session revoked', async () => {
    const cleared = jest.fn();
    const off = onSessionCleared(cleared);
    setSession(USER, makeTokens(60_000, 'r9'));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true }));
    await signOut();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null, tokens: null });
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
    expect(cleared).toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://signin.test/logout');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'r9' });
    off();
  });
});
