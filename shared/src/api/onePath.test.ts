// One request path: uploads with progress take the same token and 401 handling as every call.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { useSessionStore } from '@meridian/shared/auth';
import { jsonResponse, makeTokens, USER } from '../testing/fixtures';
import { installFetchMock } from '../testing/fetchMock';
import { attachmentsApi } from './attachments';

interface Sent {
  headers: Record<string, string>;
  body: unknown;
  answer: (status: number, body: unknown) => void;
  progress: (loaded: number, total: number) => void;
}

function installXhr(): Sent[] {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {}
    send(body: unknown) {
      sent.push({
        headers: this.headers,
        body,
        progress: (loaded, total) => this.upload.onprogress?.({ lengthComputable: true, loaded, total }),
        answer: (status, reply) => {
          this.status = status;
          this.responseText = JSON.stringify(reply);
          this.onload?.();
        },
      });
    }
  }
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return sent;
}

const fetchMock = installFetchMock();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it('an upload with progress refreshes once on 401 and sends the file again, its progress from 0', async () => {
  const fresh = makeTokens(15 * 60 * 1000, 'r2');
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, data: { tokens: fresh, user: USER } }));
  const sent = installXhr();
  const progress: number[] = [];
  const pending = attachmentsApi.upload('c1', new File(['hello'], 'a.txt'), {
    onUploadProgress: ({ loaded, total }) => progress.push(loaded / total),
  });
  await flush();
  const stale = useSessionStore.getState().tokens!.accessToken;
  expect(sent[0].headers.Authorization).toBe(`Bearer ${stale}`);
  sent[0].progress(5, 5);
  sent[0].answer(401, { error: 'Token expired' });
  await flush();
  await flush();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0][0]).toBe('http://signin.test/refresh');
  expect(sent).toHaveLength(2);
  expect(sent[1].headers.Authorization).toBe(`Bearer ${fresh.accessToken}`);
  expect((sent[1].body as FormData).get('file')).toBe((sent[0].body as FormData).get('file'));
  sent[1].progress(2, 5);
  sent[1].answer(201, { attachments: [] });
  await expect(pending).resolves.toEqual({ attachments: [] });
  expect(progress).toEqual([1, 0, 0.4]);
});

/** Every front-end source file (tests and test helpers aside). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/.*$/gm;
const TOKEN_OR_WIRE = /getAccessToken|refreshSession|\.tokens\b|Authorization|XMLHttpRequest/;

it('nothing but authorisedSend reads the token or refreshes it for an API call', () => {
  const root = join(__dirname, '../../..');
  const packages = ['shared', 'host', 'remote-contacts', 'remote-companies', 'remote-pipeline', 'remote-import', 'remote-activities'];
  const offenders = packages
    .flatMap((pkg) => sources(join(root, pkg, 'src')))
    .map((path) => relative(root, path))
    .filter((path) => !path.startsWith('shared/src/auth/') && path !== 'shared/src/api/authorisedSend.ts')
    .filter((path) => TOKEN_OR_WIRE.test(readFileSync(join(root, path), 'utf8').replace(COMMENTS, '')));
  expect(offenders).toEqual(['shared/src/api/transports.ts']);
});
