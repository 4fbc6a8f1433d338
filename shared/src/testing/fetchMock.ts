// The fetch double of the API client's and session's tests.
import { initialSessionState, setSession, useSessionStore } from '@meridian/shared/auth';
import { makeTokens, USER, useTestConfig } from './fixtures';

/**
 * Installs a fetch double before each test, with the test config, empty storage and a fresh
 * session, signed in as USER (refresh token 'r1', 10 minutes left) unless `signedIn` is false.
 */
export function installFetchMock({ signedIn = true } = {}) {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  beforeEach(() => {
    useTestConfig();
    localStorage.clear();
    useSessionStore.setState({ ...initialSessionState });
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockReset();
    if (signedIn) setSession(USER, makeTokens(10 * 60 * 1000, 'r1'));
  });
  return fetchMock;
}
