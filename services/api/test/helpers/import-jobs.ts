// Calls of the import job API (/imports) as one user: upload a file with options, poll a job
// until it ends, read the history and the error report.
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app';
import type { importApi } from './imports';
import { multipartBody } from './multipart';
import { alice, type TestUser } from './tokens';

export interface JobView {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  phase: string | null;
  processed: number;
  total: number;
  queuePosition: number;
  imported: number;
  updated: number;
  unchanged: number;
  failed: number;
  companiesCreated: number;
  errors: { row: number; error: string }[];
  error: string | null;
  fileName: string;
  fileSize: number;
  createdBy: { id: string; name: string; email: string };
  durationMs: number | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  options: Record<string, unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CSV text from lines (CRLF, a final line break); cells are written as given. */
export const csvLines = (...rows: string[]) => `${rows.join('\r\n')}\r\n`;

/** The live contact of that exact email, as stored. */
export function liveContactByEmail(api: ReturnType<typeof importApi>, email: string) {
  return api.scope.selectFrom('contacts').selectAll().where('email', '=', email).where('deleted_at', 'is', null).executeTakeFirst();
}

export function importJobsApi(t: TestApp, user: TestUser = alice) {
  async function call(
    method: 'GET' | 'POST',
    url: string,
    extra: { payload?: Buffer | string; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({ method, url, headers: { ...(await t.headers(user)), ...extra.headers }, payload: extra.payload });
  }

  const api = {
    call,
    /** POST /imports with `options` then the file. */
    async upload(file: Buffer | string, options: Record<string, unknown>, fileName = 'contacts.csv'): Promise<LightMyRequestResponse> {
      const body = multipartBody([
        { field: 'options', filename: '', nameParams: '', contentType: 'text/plain', data: JSON.stringify(options) },
        { field: 'file', filename: fileName, contentType: 'text/csv', data: file },
      ]);
      return call('POST', '/imports', { payload: body.payload, headers: body.headers });
    },
    async preview(head: Buffer | string, query = ''): Promise<LightMyRequestResponse> {
      return call('POST', `/imports/preview${query}`, { payload: Buffer.from(head), headers: { 'content-type': 'application/octet-stream' } });
    },
    async get(id: string): Promise<JobView> {
      const res = await call('GET', `/imports/${id}`);
      if (res.statusCode !== 200) throw new Error(`GET /imports/${id} answered ${res.statusCode}: ${res.body}`);
      return res.json();
    },
    async list(query = ''): Promise<{ imports: JobView[]; pagination: { page: number; limit: number; total: number } }> {
      return (await call('GET', `/imports${query}`)).json();
    },
    /** Polls until the job has ended (or `until` holds). */
    async waitFor(
      id: string,
      until: (job: JobView) => boolean = (job) => ['done', 'failed', 'cancelled'].includes(job.status),
      timeoutMs = 60_000,
    ): Promise<JobView> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await api.get(id);
        if (until(job)) return job;
        if (Date.now() > deadline) throw new Error(`import ${id} still ${job.status} (${job.phase}) after ${timeoutMs} ms`);
        await sleep(25);
      }
    },
    /** Uploads and waits for the end; fails the test unless the upload was accepted. */
    async run(file: Buffer | string, options: Record<string, unknown>): Promise<JobView> {
      const res = await api.upload(file, options);
      if (res.statusCode !== 202) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
      return api.waitFor(res.json().id);
    },
  };
  return api;
}

/**
 * A multipart upload (options, then the file `slow.csv`) whose body stops after its first
 * `headBytes` bytes until `release()`; then it ends, or breaks as a dropped connection would.
 */
export function heldUpload(file: string, headBytes: number, ending: 'end' | 'break', options: Record<string, unknown>) {
  const body = multipartBody([
    { field: 'options', filename: '', nameParams: '', contentType: 'text/plain', data: JSON.stringify(options) },
    { field: 'file', filename: 'slow.csv', contentType: 'text/csv', data: file },
  ]);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  async function* parts() {
    yield body.payload.subarray(0, headBytes);
    await released;
    if (ending === 'break') throw new Error('connection reset');
    yield body.payload.subarray(headBytes);
  }
  return { payload: Readable.from(parts()), headers: body.headers, release };
}
