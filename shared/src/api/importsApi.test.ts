import { jsonResponse, makeTokens, USER } from '../testing/fixtures';
import { installFetchMock } from '../testing/fetchMock';
import { ApiError } from './ApiError';
import { importsApi } from './imports';
import { apiRequest } from './request';

const fetchMock = installFetchMock();

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An XMLHttpRequest double that answers each send with the next reply and reports the body as uploaded in two steps. */
function installXhr(replies: { status: number; body: unknown }[]) {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: Sent = { method: '', url: '', headers: {}, body: undefined };
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: undefined };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      const reply = replies.shift()!;
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return sent;
}

const JOB = { id: 'j1', status: 'queued' };
const OPTIONS = { columnMapping: { Email: 'email' as const }, existing: 'update' as const, encoding: 'windows-1252' as const };

it('preview sends the bytes raw as application/octet-stream, with only the chosen reading options in the query', async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, data: { headers: ['a'] } }));
  const head = new File(['a,b\n1,2\n'], 'people.csv', { type: 'text/csv' });
  await importsApi.preview(head, { encoding: 'utf-16le', headerRow: 3, complete: true });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('http://api.test/imports/preview?encoding=utf-16le&headerRow=3&complete=true');
  expect(init?.method).toBe('POST');
  expect(init?.headers).toMatchObject({
    'Content-Type': 'application/octet-stream',
    Authorization: expect.stringMatching(/^Bearer /),
    'X-Service-Id': 'meridian-web',
  });
  expect(init?.body).toBeInstanceOf(Blob);
  expect((init?.body as Blob).size).toBe(head.size);

  fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, data: {} }));
  await importsApi.preview(head, { delimiter: '' });
  expect(fetchMock.mock.calls[1][0]).toBe('http://api.test/imports/preview');
});

it('upload sends multipart FormData (options first, then the file) with the token, reporting upload progress', async () => {
  const sent = installXhr([{ status: 202, body: JOB }]);
  const file = new File(['a,b\n'], 'people.csv', { type: 'text/csv' });
  const progress: number[] = [];
  await expect(importsApi.upload(file, OPTIONS, { onUploadProgress: (p) => progress.push(p.loaded / p.total) })).resolves.toEqual(JOB);
  expect(sent[0]).toMatchObject({ method: 'POST', url: 'http://api.test/imports' });
  expect(sent[0].headers.Authorization).toMatch(/^Bearer /);
  expect(sent[0].headers['X-Service-Id']).toBe('meridian-web');
  expect(sent[0].headers['Content-Type']).toBeUndefined(); // the browser writes the multipart boundary
  const form = sent[0].body as FormData;
  expect([...form.keys()]).toEqual(['options', 'file']);
  expect(JSON.parse(String(form.get('options')))).toEqual(OPTIONS);
  expect((form.get('file') as File).name).toBe('people.csv');
  expect(progress).toEqual([0.5, 1]);
});

it('upload refreshes once on 401 and sends the same form again with the new token', async () => {
  const fresh = makeTokens(15 * 60 * 1000, 'r2');
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, data: { tokens: fresh, user: USER } }));
  const sent = installXhr([
    { status: 401, body: { error: 'Token expired' } },
    { status: 202, body: JOB },
  ]);
  await expect(importsApi.upload(new File(['x'], 'a.csv'), OPTIONS)).resolves.toEqual(JOB);
  expect(fetchMock.mock.calls[0][0]).toBe('http://signin.test/refresh');
  expect(sent).toHaveLength(2);
  expect(sent[1].headers.Authorization).toBe(`Bearer ${fresh.accessToken}`);
  expect(sent[1].body).toBe(sent[0].body);
});

it("upload turns a 413 {error} into ApiError with the server's message", async () => {
  installXhr([{ status: 413, body: { error: 'The file is larger than the 100 MB limit' } }]);
  await expect(importsApi.upload(new File(['x'], 'a.csv'), OPTIONS)).rejects.toEqual(new ApiError('The file is larger than the 100 MB limit', 413));
});

it('the JSON body of other progress requests still goes as JSON', async () => {
  const sent = installXhr([{ status: 200, body: { ok: true } }]);
  await apiRequest('/things', { method: 'POST', body: { a: 1 }, onUploadProgress: () => {} });
  expect(sent[0].headers['Content-Type']).toBe('application/json');
  expect(sent[0].body).toBe('{"a":1}');
});

it('list, get, errorsCsv and cancel call their paths', async () => {
  fetchMock.mockResolvedValue(jsonResponse(200, {}));
  await importsApi.list(2);
  await importsApi.get('a/b');
  await importsApi.errorsCsv('j1');
  await importsApi.cancel('j1');
  expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toEqual([
    'GET http://api.test/imports?page=2&limit=20',
    'GET http://api.test/imports/a%2Fb',
    'GET http://api.test/imports/j1/errors',
    'POST http://api.test/imports/j1/cancel',
  ]);
});
