import { clearSession, setSession, initialSessionState, useSessionStore } from '@meridian/shared/auth';
import { swrCache } from '@meridian/shared/data';
import { makeTokens, OTHER_ORG_USER, USER } from '../testing/fixtures';
import { connectSessionToCache } from './connectSessionToCache';

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ ...initialSessionState });
});

it('empties the cache on sign-out and revalidates on an organisation change', () => {
  const clear = jest.spyOn(swrCache, 'clear').mockImplementation(() => undefined);
  const disconnect = connectSessionToCache();
  setSession(USER, makeTokens());
  expect(clear).not.toHaveBeenCalled();
  setSession(OTHER_ORG_USER, makeTokens());
  expect(clear).toHaveBeenLastCalledWith({ revalidate: true });
  clearSession();
  expect(clear).toHaveBeenLastCalledWith({ revalidate: false });
  disconnect();
});
