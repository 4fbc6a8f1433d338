import { useSessionStore } from '@meridian/shared/auth';
import { jsonResponse, makeTokens, USER } from '../testing/fixtures';
import { installFetchMock } from '../testing/fetchMock';
import { ApiError } from './ApiError';
import { attachmentsApi } from './attachments';
import { contactsApi } from './contacts';
import { getPreferences, savePreferences } from './preferences';
import { apiRequest } from './request';

const fetchMock = installFetchMock();

function headersOf(call: number): Record<string, string> {
  return fetchMock.mock.calls[call][1]?.headers as Record<string, string>;
}

it('sends the bearer token and service id, and builds the query from the base URL', async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { contacts: [], pagination: { totalCount: 0 } }));
  const result = await contactsApi.list({ page: 1, limit: 50, search: '', sort_by: 'name', sort_order: 'asc' });
  expect(result.pagination.totalCount).toBe(0);
  expect(fetchMock.mock.calls[0][0]).toBe('http://api.test/contacts?page=1&limit=50&sort_by=name&sort_order=asc');
  expect(headersOf(0)).toMatchObject({
    Authorization: `Bearer ${useSessionStore.getState().tokens!.accessToken}`,
    'X-Service-Id': 'meridian-web',
  });
});

it('sends the token on uploads too (deviation 1), as multipart', async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(201, { attachments: [] }));
  await attachmentsApi.upload('c1', new File(['hello'], 'a.txt'));
  const init = fetchMock.mock.calls[0][1]!;
  expect(init.body).toBeInstanceOf(FormData);
  expect(headersOf(0).Authorization).toMatch(/^Bearer /);
  expect(headersOf(0)['Content-Type']).toBeUndefined();
});

it('turns an {error} body into ApiError with the status', async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(404, { error: 'Contact not found' }));
  await expect(apiRequest('/contacts/x')).rejects.toEqual(new ApiError('Contact not found', 404));
});

it("keeps an answer's code and params, for errorText to say them in the user's language", async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(429, { error: 'Too many requests, retry in 30 seconds', code: 'too_many_requests', params: { seconds: 30 } }));
  const error = await apiRequest('/contacts').catch((e: ApiError) => e);
  expect(error).toMatchObject({ status: 429, message: 'Too many requests, retry in 30 seconds', code: 'too_many_requests', params: { seconds: 30 } });
});

it("reads and saves the member's own preferences", async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { language: null }));
  expect(await getPreferences()).toEqual({ language: null });
  expect(fetchMock.mock.calls[0][0]).toBe('http://api.test/me/preferences');
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { language: 'fr' }));
  expect(await savePreferences({ language: 'fr' })).toEqual({ language: 'fr' });
  expect(fetchMock.mock.calls[1][0]).toBe('http://api.test/me/preferences');
  expect(fetchMock.mock.calls[1][1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ language: 'fr' }) });
});

it('keeps the whole error body, for answers that say more (a 409 with the current stage)', async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(409, { error: 'Ann is already in pipeline (Lead stage)', stageName: 'Lead' }));
  const error = await apiRequest('/pipeline/c1/add').catch((e: ApiError) => e);
  expect(error).toMatchObject({ status: 409, body: { stageName: 'Lead' } });
});

it("falls back to 'An error occurred' without an error field", async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(500, {}));
  const error = await apiRequest('/contacts').catch((e: ApiError) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).message).toBe('An error occurred');
  expect((error as ApiError).status).toBe(500);
});

it("reports a network failure with its text, else 'Network error'", async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(apiRequest('/contacts')).rejects.toMatchObject({ message: 'Failed to fetch', status: 0 });
  fetchMock.mockRejectedValueOnce(new TypeError(''));
  await expect(apiRequest('/contacts')).rejects.toMatchObject({ message: 'Network error', status: 0 });
});

it('on 401 refreshes once and retries with the new token', async () => {
  const fresh = makeTokens(15 * 60 * 1000, 'r2');
  fetchMock
    .mockResolvedValueOnce(jsonResponse(401, { error: 'Token expired' }))
    .mockResolvedValueOnce(jsonResponse(200, { success: true, data: { tokens: fresh, user: USER } }))
    .mockResolvedValueOnce(jsonResponse(200, { user: USER }));
  await expect(apiRequest('/me')).resolves.toEqual({ user: USER });
  expect(fetchMock.mock.calls[1][0]).toBe('http://signin.test/refresh');
  expect(headersOf(2).Authorization).toBe(`Bearer ${fresh.accessToken}`);
});

it('signs out when the refresh after a 401 fails', async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: 'Token expired' })).mockResolvedValueOnce(jsonResponse(401, { error: 'Token refresh failed' }));
  await expect(apiRequest('/me')).rejects.toMatchObject({ status: 401 });
  expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('does not loop when the retried call is refused again', async () => {
  fetchMock
    .mockResolvedValueOnce(jsonResponse(401, { error: 'Token expired' }))
    .mockResolvedValueOnce(jsonResponse(200, { success: true, data: { tokens: makeTokens(), user: USER } }))
    .mockResolvedValueOnce(jsonResponse(401, { error: 'Authentication required' }));
  await expect(apiRequest('/me')).rejects.toMatchObject({ message: 'Authentication required', status: 401 });
  expect(fetchMock).toHaveBeenCalledTimes(3);
});
