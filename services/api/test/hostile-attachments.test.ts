// Hostile file names and types on upload: whatever is accepted is stored with a harmless name and
// served back only as an attachment (nosniff, a Content-Disposition nothing can break out of, a
// CSP without inline script); what cannot be read is a 4xx `{ error }` that stores nothing.
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './helpers/app';
import { freshOrganisation, refusalProblem, type Org } from './helpers/hostile';
import { multipartBody, type UploadPart } from './helpers/multipart';

let t: TestApp;
let org: Org;
beforeAll(async () => {
  t = await createTestApp();
  org = await freshOrganisation(t);
});
afterAll(() => t.close());

const star = (name: string) => `filename*=UTF-8''${encodeURIComponent(name)}`;

async function upload(parts: UploadPart[] | { payload: Buffer | string; headers: Record<string, string> }): Promise<LightMyRequestResponse> {
  const body = Array.isArray(parts) ? multipartBody(parts) : parts;
  const url = `/contacts/${org.ids.contactId}/attachments`;
  return t.app.inject({ method: 'POST', url, headers: { ...org.headers, ...body.headers }, payload: body.payload });
}

const download = async (id: string) => t.app.inject({ method: 'GET', url: `/contacts/${org.ids.contactId}/attachments/${id}/download`, headers: org.headers });

// Anything a header, a log line or a file dialog could be fooled by.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]/;
// RFC 6266: a quoted ASCII fallback without quote or backslash, then the RFC 8187 encoded name.
const SAFE_DISPOSITION = /^attachment; filename="[\x20\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+.^_`|~%-]+$/;

/** Downloads a stored file and checks it comes back as an inert attachment, byte for byte. */
async function expectServedAsAttachment(file: { id: string; mime_type: string }, data: Buffer | string) {
  const res = await download(file.id);
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.equals(Buffer.from(data))).toBe(true);
  expect(res.headers['content-disposition']).toMatch(SAFE_DISPOSITION);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-type']).toBe(file.mime_type);
  const scriptSrc = String(res.headers['content-security-policy']).match(/script-src ([^;]*)/)?.[1];
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
}

describe('hostile file names', () => {
  it.each([
    ['a relative path', { filename: '../../x.txt' }, 'x.txt'],
    ['a Windows path', { filename: '..\\..\\x.txt' }, 'x.txt'],
    ['an encoded path (filename*)', { filename: 'x', nameParams: star('../../etc/passwd') }, 'passwd'],
    ['a raw CR/LF (a header injection attempt)', { filename: 'a\r\nSet-Cookie: x=1.txt' }, 'a'],
    ['CR/LF and quotes as a browser escapes them', { filename: 'a%22b%0D%0Ac.txt' }, 'a%22b%0D%0Ac.txt'],
    ['quotes and a backslash (filename*)', { filename: 'x', nameParams: star('say "hi" \\o/.txt') }, '.txt'],
    ['quotes and a semicolon (filename*)', { filename: 'x', nameParams: star('a"; filename="evil.exe') }, 'a"; filename="evil.exe'],
    ['a NUL byte', { filename: 'a\u0000b.txt' }, 'ab.txt'],
    ['1000 characters', { filename: `${'n'.repeat(996)}.txt` }, 'n'.repeat(255)],
    ['an RTL override', { filename: 'invoice\u202Efdp.exe' }, 'invoicefdp.exe'],
    ['an RTL override (filename*)', { filename: 'x', nameParams: star('\u202Egpj.exe') }, 'gpj.exe'],
    [
      'SQL and HTML',
      { filename: `'; DROP TABLE attachments; -- <img src=x onerror=alert(1)>.txt` },
      `'; DROP TABLE attachments; -- <img src=x onerror=alert(1)>.txt`,
    ],
    ['nothing but dots', { filename: '..' }, 'file'],
  ])('%s', async (_label, name, stored) => {
    const data = `contents of ${stored}`;
    const res = await upload([{ ...name, data, contentType: 'text/plain' }]);
    expect(res.statusCode).toBe(201);
    const [file] = res.json().attachments;
    expect(file.filename).toBe(stored);
    expect(file.filename).not.toMatch(UNSAFE_IN_NAME);
    await expectServedAsAttachment(file, data);
  });

  it('refuses a name whose encoded form holds control characters, storing nothing', async () => {
    const before = await org.snapshot();
    const res = await upload([{ filename: 'x', nameParams: star('a\r\nb\u0000c.txt'), data: 'x' }]);
    expect(refusalProblem(res)).toBeUndefined();
    expect(await org.snapshot()).toEqual(before);
  });
});

describe('hostile file types', () => {
  it.each([
    ['text/html', 'page.html', '<html><body><script>alert(document.cookie)</script></body></html>'],
    ['image/svg+xml', 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'],
    ['application/javascript', 'app.js', 'fetch("/me").then((r) => r.text()).then(alert)'],
    ['text/xml', 'feed.xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
    ['text/plain', 'sniff-me.txt', '<!DOCTYPE html><script>alert(1)</script>'],
  ])('stores %s as given and serves it back only as an attachment', async (type, filename, data) => {
    const res = await upload([{ filename, data, contentType: type }]);
    expect(res.statusCode).toBe(201);
    const [file] = res.json().attachments;
    expect([file.filename, file.mime_type, file.size]).toEqual([filename, type, Buffer.byteLength(data)]);
    await expectServedAsAttachment(file, data);
  });

  it('stores a malformed type as application/octet-stream, and a CR/LF in it injects no header', async () => {
    const res = await upload([
      { filename: 'x.bin', data: 'x', contentType: '"><script>alert(1)</script>' },
      { filename: 'y.bin', data: 'y', contentType: 'text/html\r\nX-Injected: 1' },
    ]);
    expect(res.statusCode).toBe(201);
    const files: { id: string; filename: string; mime_type: string }[] = res.json().attachments;
    const [first, second] = ['x.bin', 'y.bin'].map((name) => files.find((f) => f.filename === name)!);
    expect([first!.mime_type, second!.mime_type]).toEqual(['application/octet-stream', 'text/html']);
    await expectServedAsAttachment(first!, 'x');
    expect((await download(second!.id)).headers['x-injected']).toBeUndefined();
    await expectServedAsAttachment(second!, 'y');
  });
});

describe('broken uploads', () => {
  it('stores none of the files when the body breaks off after the first one', async () => {
    const before = await org.snapshot();
    const { payload, headers } = multipartBody([
      { filename: 'first.txt', data: 'complete', contentType: 'text/plain' },
      { filename: 'second.txt', data: 'x'.repeat(10_000), contentType: 'text/plain' },
    ]);
    const res = await upload({ payload: payload.subarray(0, payload.length - 5_000), headers });
    expect(refusalProblem(res)).toBeUndefined();
    expect(await org.snapshot()).toEqual(before);
    // And the next upload works.
    expect((await upload([{ filename: 'after.txt', data: 'ok' }])).statusCode).toBe(201);
  });
});
