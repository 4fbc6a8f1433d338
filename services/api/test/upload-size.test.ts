// A file over the import limit is refused as soon as that is known, and the connection closes
// without reading the rest: from the announced length before any of the body is sent, and while a
// chunked upload streams, once the file passes the limit (1 MiB here, so the test sends little);
// an attachment over its limit likewise.
// Raw sockets on a listening server: the client must see the answer while it is still sending.
import net, { type AddressInfo } from 'node:net';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { tenantScope } from '../src/db/tenant-scope';
import { createTestApp, type TestApp } from './helpers/app';
import { multipartBody } from './helpers/multipart';
import { alice, type TestUser } from './helpers/tokens';

const SMALL_LIMIT = 1024 * 1024;
const uploader: TestUser = { ...alice, sub: 'user-size', org: 'org-size' };

let real: TestApp;
let small: TestApp;
beforeAll(async () => {
  [real, small] = await Promise.all([createTestApp(), createTestApp({ imports: { maxFileBytes: SMALL_LIMIT }, maxUploadBytes: SMALL_LIMIT })]);
  await Promise.all([real, small].map((t) => t.app.listen({ host: '127.0.0.1', port: 0 })));
});
afterAll(async () => {
  await real.close();
  await small.close();
});

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

interface Exchange {
  /** Everything the server sent. */
  answer: string;
  /** Body bytes written before the answer came (or the connection closed). */
  sent: number;
}

/**
 * Sends the request head, then `body` pieces (each as given) for as long as no answer has come and
 * the server reads them; resolves once the server has closed the connection. The body is never
 * finished: a server that waits for its end never answers.
 */
function exchange(app: FastifyInstance, head: string, body: () => Buffer | undefined): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect(portOf(app), '127.0.0.1');
    const received: Buffer[] = [];
    let sent = 0;
    let answered = false;
    socket.on('data', (chunk: Buffer) => {
      answered = true;
      received.push(chunk);
    });
    socket.on('error', () => undefined); // writing after the server closed: the answer is what counts
    socket.on('close', () => resolve({ answer: Buffer.concat(received).toString(), sent }));
    const write = () => {
      for (;;) {
        const piece = answered || socket.destroyed ? undefined : body();
        if (!piece) return;
        sent += piece.length;
        if (!socket.write(piece)) return void socket.once('drain', write);
      }
    };
    socket.write(head, write);
  });
}

async function requestHead(t: TestApp, path: string, headers: Record<string, string | number>): Promise<string> {
  const all = { host: '127.0.0.1', ...(await t.headers(uploader)), ...headers };
  return `POST ${path} HTTP/1.1\r\n${Object.entries(all)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { error: string };

/** The uploader's import jobs and attachments. */
async function leftovers(t: TestApp): Promise<{ jobs: number; attachments: number }> {
  const jobs = await t.app.imports.handle.db.selectFrom('import_jobs').select('id').where('org_slug', '=', uploader.org).execute();
  const attachments = await tenantScope(t.db.db, uploader.org, t.db.dialect).selectFrom('attachments').select('id').execute();
  return { jobs: jobs.length, attachments: attachments.length };
}

describe('an announced length past the limit', () => {
  it.each([
    ['POST /imports (multipart)', '/imports', 'multipart/form-data; boundary=x'],
    ['POST /import-export/execute (JSON)', '/import-export/execute', 'application/json'],
  ])('%s: 413 before any of the body is sent, then the connection closes', async (_, path, type) => {
    const head = await requestHead(real, path, { 'content-type': type, 'content-length': MAX_IMPORT_BYTES + 2 * 1024 * 1024 });
    const { answer, sent } = await exchange(real.app, head, () => undefined);
    expect(sent).toBe(0);
    expect(statusOf(answer)).toBe(413);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(bodyOf(answer)).toEqual({ error: IMPORT_TOO_LARGE, code: 'import_too_large' });
  });
});

describe('a chunked upload whose file passes the limit', () => {
  const importForm = () => [
    { field: 'options', filename: '', nameParams: '', contentType: 'text/plain', data: JSON.stringify({ columnMapping: { first: 'first' } }) },
    { field: 'file', filename: 'big.csv', contentType: 'text/csv', data: '' },
  ];
  it.each([
    ['POST /imports', async () => '/imports', importForm, IMPORT_TOO_LARGE],
    ['POST /contacts/:id/attachments', contactAttachments, () => [{ filename: 'big.csv', data: '' }], 'File too large (max 1 MB)'],
  ])('%s: 413 while it is still sending, nothing of it kept, and the connection closes', async (_, path, form, error) => {
    const { payload, headers } = multipartBody(form());
    // The form up to the file's (empty) content, then rows for ever: the closing boundary never comes.
    const opening = payload.subarray(0, payload.lastIndexOf('\r\n--'));
    const rows = Buffer.from('first\r\n' + 'Row\r\n'.repeat(13_000));
    const chunk = (bytes: Buffer) => Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
    let first = true;
    const cap = 16 * SMALL_LIMIT; // past it a server that waits for the end waits for ever
    let written = 0;
    const body = () => {
      if (written > cap) return undefined;
      const piece = chunk(first ? opening : rows);
      first = false;
      written += piece.length;
      return piece;
    };
    const head = (await requestHead(small, await path(), headers)).replace('\r\n\r\n', '\r\ntransfer-encoding: chunked\r\n\r\n');
    const { answer, sent } = await exchange(small.app, head, body);
    expect(statusOf(answer)).toBe(413);
    expect(bodyOf(answer)).toEqual({
      error,
      code: expect.stringMatching(/^(import_too_large|file_too_large)$/),
      ...(error === IMPORT_TOO_LARGE ? {} : { params: { max: '1 MB' } }),
    });
    expect(sent).toBeLessThan(cap);
    expect(await leftovers(small)).toEqual({ jobs: 0, attachments: 0 });
  });
});

/** The attachments URL of a new contact of the uploader's organisation. */
async function contactAttachments(): Promise<string> {
  const res = await small.app.inject({
    method: 'POST',
    url: '/contacts',
    headers: await small.headers(uploader),
    payload: { first: 'Big', last: 'File', email: 'big@size.test' },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return `/contacts/${res.json().id}/attachments`;
}
