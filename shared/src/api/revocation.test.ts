import { act } from '@testing-library/react';
import { useSessionStore } from '@meridian/shared/auth';
import { useLocaleStore } from '@meridian/shared/i18n';
import { jsonResponse, makeTokens, USER } from '../testing/fixtures';
import { installFetchMock } from '../testing/fetchMock';
import { catalogue } from './i18n';
import { apiRequest } from './request';

const fetchMock = installFetchMock();
const REVOKED = { error: 'Your access to this organisation changed. Please sign in again.', code: 'token_revoked' };

/** fetch's Response as a browser gives it: its body can be read once; clone() gives a second copy. */
function readOnce(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  let read = false;
  const make = (): Response =>
    ({
      ok: false,
      status,
      text: async () => {
        if (read) throw new TypeError('Body is unusable: Body has already been read');
        read = true;
        return text;
      },
      clone: () => jsonResponse(status, body),
    }) as unknown as Response;
  return make();
}

it('on token_revoked refreshes once and retries with the new token, which carries the new role', async () => {
  const fresh = makeTokens(15 * 60 * 1000, 'r2');
  const demoted = { ...USER, role: 'readonly' as const };
  fetchMock
    .mockResolvedValueOnce(jsonResponse(401, REVOKED))
    .mockResolvedValueOnce(jsonResponse(200, { success: true, data: { tokens: fresh, user: demoted } }))
    .mockResolvedValueOnce(jsonResponse(200, { user: demoted, access: { role: 'readonly', record_access: 'everyone_edits' } }));
  await expect(apiRequest('/me')).resolves.toMatchObject({ access: { role: 'readonly' } });
  expect(fetchMock).toHaveBeenCalledTimes(3);
  expect(fetchMock.mock.calls[1][0]).toBe('http://signin.test/refresh');
  expect((fetchMock.mock.calls[2][1]?.headers as Record<string, string>).Authorization).toBe(`Bearer ${fresh.accessToken}`);
  expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: { role: 'readonly' } });
});

it('signs out saying that their access changed when the refresh after token_revoked fails (a removed member)', async () => {
  fetchMock.mockResolvedValueOnce(readOnce(401, REVOKED)).mockResolvedValueOnce(jsonResponse(401, { error: 'Token refresh failed' }));
  await expect(apiRequest('/me')).rejects.toMatchObject({ status: 401, code: 'token_revoked', message: REVOKED.error });
  expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null, tokens: null, error: REVOKED.error });
  expect(localStorage.getItem('meridian:tokens')).toBeNull();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('keeps the generic notice when an expired token cannot be refreshed', async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: 'Token expired', code: 'token_expired' })).mockResolvedValueOnce(jsonResponse(401, {}));
  await expect(apiRequest('/contacts')).rejects.toMatchObject({ status: 401 });
  expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', error: 'Token refresh failed' });
});

it("says it in the member's language", async () => {
  await act(() => useLocaleStore.getState().setLocale('de'));
  await act(() => catalogue.load());
  fetchMock.mockResolvedValueOnce(jsonResponse(401, REVOKED)).mockResolvedValueOnce(jsonResponse(401, {}));
  await expect(apiRequest('/me')).rejects.toMatchObject({ status: 401 });
  expect(useSessionStore.getState().error).toBe('Ihr Zugriff auf diese Organisation hat sich geändert. Bitte melden Sie sich erneut an.');
  await act(() => useLocaleStore.getState().setLocale('en'));
});
