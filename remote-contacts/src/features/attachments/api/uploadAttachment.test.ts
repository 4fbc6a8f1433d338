import { ApiError } from '@meridian/shared/api';
import { initialSessionState, setSession, useSessionStore } from '@meridian/shared/auth';
import { setRuntimeConfig } from '@meridian/shared/config';
import { jsonResponse, makeTokens, TEST_RUNTIME_CONFIG, USER } from '@meridian/shared/testing';
import { FakeXhr, installFakeXhr } from '../../../testing/fakeXhr';
import { uploadAttachment } from './uploadAttachment';

let restoreXhr: () => void;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });

beforeEach(() => {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  localStorage.clear();
  useSessionStore.setState({ ...initialSessionState });
  setSession(USER, makeTokens(10 * 60 * 1000, 'r1'));
  restoreXhr = installFakeXhr();
  global.fetch = jest.fn();
});
afterEach(() => restoreXhr());

it('POSTs the file as multipart field `file` with the token and service id, reporting progress', async () => {
  const onProgress = jest.fn();
  const pending = uploadAttachment('c/1', file, { onProgress });
  await flush();
  const xhr = FakeXhr.instances[0];
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('http://api.test/contacts/c%2F1/attachments');
  expect(xhr.headers).toEqual({
    'X-Service-Id': 'meridian-web',
    Authorization: `Bearer ${useSessionStore.getState().tokens!.accessToken}`,
  });
  expect(xhr.file.name).toBe('hello.txt');
  xhr.progress(2, 5);
  xhr.progress(5, 5);
  expect(onProgress.mock.calls).toEqual([[0.4], [1]]);
  xhr.respond(201, { attachments: [{ id: 'a1', filename: 'hello.txt', size: 5, uploaded_at: '2024-01-01' }] });
  await expect(pending).resolves.toEqual([{ id: 'a1', filename: 'hello.txt', size: 5, uploaded_at: '2024-01-01' }]);
});

it("turns an {error} answer into ApiError, and one without into 'Upload failed'", async () => {
  const first = uploadAttachment('c1', file);
  await flush();
  FakeXhr.instances[0].respond(413, { error: 'File too large (max 25 MB)' });
  await expect(first).rejects.toEqual(new ApiError('File too large (max 25 MB)', 413));

  const second = uploadAttachment('c1', file);
  await flush();
  FakeXhr.instances[1].respond(500, undefined);
  await expect(second).rejects.toEqual(new ApiError('Upload failed', 500));
});

it("reports a network failure as 'Network error'", async () => {
  const pending = uploadAttachment('c1', file);
  await flush();
  FakeXhr.instances[0].failNetwork();
  await expect(pending).rejects.toMatchObject({ message: 'Network error', status: 0 });
});

it('on 401 refreshes the session once and retries with the new token', async () => {
  const fresh = makeTokens(15 * 60 * 1000, 'r2');
  (global.fetch as jest.Mock).mockResolvedValueOnce(jsonResponse(200, { success: true, data: { tokens: fresh, user: USER } }));
  const pending = uploadAttachment('c1', file);
  await flush();
  FakeXhr.instances[0].respond(401, { error: 'Token expired' });
  await flush();
  await flush();
  expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('http://signin.test/refresh');
  const retry = FakeXhr.instances[1];
  expect(retry.headers.Authorization).toBe(`Bearer ${fresh.accessToken}`);
  retry.respond(201, { attachments: [] });
  await expect(pending).resolves.toEqual([]);
  expect(FakeXhr.instances).toHaveLength(2);
});

it('aborts with the signal', async () => {
  const controller = new AbortController();
  const pending = uploadAttachment('c1', file, { signal: controller.signal });
  await flush();
  controller.abort();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
});
