// A request whose body goes silent is closed after the idle timeout (1 s here, 30 s by default),
// and an import it was uploading leaves nothing behind; a body that trickles in stays welcome for
// as long as it keeps coming. Against a real listening server: app.inject has no connection.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './helpers/app';
import { multipartBody } from './helpers/multipart';
import { alice, type TestUser } from './helpers/tokens';

const IDLE_MS = 1000;
const uploader: TestUser = { ...alice, sub: 'user-idle', org: 'org-idle' };

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ bodyIdleTimeoutMs: IDLE_MS });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds (a condition reached, never a measured time). */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await sleep(50);
}

/** The uploader's import rows and stored file chunks. */
async function leftovers(): Promise<{ jobs: number; chunks: number }> {
  const { db } = t.app.imports.handle;
  const jobs = await db.selectFrom('import_jobs').select('id').where('org_slug', '=', uploader.org).execute();
  const ids = jobs.map((job) => job.id);
  const chunks = ids.length ? await db.selectFrom('import_chunks').select('seq').where('import_id', 'in', ids).execute() : [];
  return { jobs: jobs.length, chunks: chunks.length };
}

type Outcome = { status: number; body: string } | { closed: string };

/** A request whose body is written as given; resolves with the answer, or how the connection ended without one. */
async function request(path: string, headers: Record<string, string | number>, write: (req: http.ClientRequest) => Promise<void>): Promise<Outcome> {
  const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { ...(await t.headers(uploader)), ...headers } });
  const outcome = new Promise<Outcome>((resolve) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ closed: error.code ?? error.message }));
  });
  await write(req);
  return outcome;
}

/** An import upload: the options part, the file part's head, `file`, then the closing boundary. */
function importUpload(file: Buffer) {
  const { payload, headers } = multipartBody([
    {
      field: 'options',
      filename: '',
      nameParams: '',
      contentType: 'text/plain',
      data: JSON.stringify({ columnMapping: { first: 'first', last: 'last', email: 'email' } }),
    },
    { field: 'file', filename: 'contacts.csv', contentType: 'text/csv', data: file },
  ]);
  return { payload, headers: { ...headers, 'content-length': payload.length } };
}

const csvOf = (rows: number) =>
  Buffer.from(['first,last,email', ...Array.from({ length: rows }, (_, i) => `Idle${i},Row,idle${i}@idle.test`)].join('\r\n') + '\r\n');

describe('a request body that goes silent', () => {
  it('closes the connection of an import upload, whose job and stored chunks are then gone', async () => {
    const upload = importUpload(csvOf(60_000)); // ~1.6 MB: one 1 MB chunk is stored before the silence
    const sent = upload.payload.subarray(0, 1_500_000);
    const outcome = request('/imports', upload.headers, async (req) => {
      req.write(sent);
      // The job and its first chunk exist: the upload is under way when it goes silent.
      await until(async () => (await leftovers()).chunks > 0);
    });
    const ended = await outcome;
    expect('closed' in ended || ended.status === 408).toBe(true);
    await until(async () => (await leftovers()).jobs === 0);
    expect(await leftovers()).toEqual({ jobs: 0, chunks: 0 });
  });

  it('closes the connection of a JSON request', async () => {
    const ended = await request('/contacts', { 'content-type': 'application/json', 'content-length': 100 }, async (req) => {
      req.write('{"first":"Sil');
    });
    expect('closed' in ended || ended.status === 408).toBe(true);
  });
});

describe('a request body that trickles in', () => {
  it('is imported, however many idle timeouts the whole upload lasts', async () => {
    const upload = importUpload(csvOf(40));
    const pieces = 30; // one piece every tenth of the idle timeout: three idle timeouts in all
    const size = Math.ceil(upload.payload.length / pieces);
    const outcome = await request('/imports', upload.headers, async (req) => {
      for (let at = 0; at < upload.payload.length; at += size) {
        req.write(upload.payload.subarray(at, at + size));
        await sleep(IDLE_MS / 10);
      }
      req.end();
    });
    expect(outcome).toMatchObject({ status: 202 });
  });
});
