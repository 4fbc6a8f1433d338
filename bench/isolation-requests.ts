// The requests of bench:import-isolation (import-isolation.ts) that another organisation's user
// must not notice: one request with its answer, an import followed until it ends, the same
// request again and again (alone or several at once) for a while, and a trickled upload.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { ApiServer } from './import-harness';
import { trickleRows } from './isolation-files';

export const STEP_TIMEOUT_MS = 5 * 60_000;

export interface Answer {
  status: number;
  bytes: number;
  seconds: number;
  error?: string;
}

/** The parts of the API's JSON answers this bench reads. */
export interface Reply {
  id?: string;
  error?: string;
  data?: { totalRows?: number };
  status?: string;
  imported?: number;
  failed?: number;
  imports?: Reply[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

export async function send(
  server: ApiServer,
  headers: Record<string, string>,
  method: 'GET' | 'POST',
  url: string,
  body?: BodyInit,
  type?: string,
): Promise<Answer & { json?: Reply }> {
  const start = performance.now();
  try {
    const res = await fetch(`${server.base}${url}`, {
      method,
      headers: type ? { ...headers, 'content-type': type } : headers,
      body,
      signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
    });
    const text = await res.text();
    let json: Reply | undefined;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, bytes: text.length, seconds: (performance.now() - start) / 1000, error: json?.error, json };
  } catch (error) {
    return { status: 0, bytes: 0, seconds: (performance.now() - start) / 1000, error: (error as Error).message };
  }
}

export const describe = (a: Answer) => `${a.status}${a.error ? ` "${a.error.slice(0, 80)}"` : ''} in ${a.seconds.toFixed(2)} s (${MB(a.bytes)} answer)`;

/** How many answers of each status, e.g. "8 × 413", and the error of a request that got none. */
export function statusCounts(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  const failed = answers.find((a) => a.status === 0);
  return [...counts].map(([status, n]) => `${n} × ${status}`).join(', ') + (failed ? ` (no answer: ${failed.error})` : '');
}

/** `parallel` loops each sending `request()` again as soon as it is answered, until `ms` have passed. */
export async function repeatFor(ms: number, parallel: number, request: () => Promise<Answer>): Promise<Answer[]> {
  const until = performance.now() + ms;
  const answers: Answer[] = [];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < until) answers.push(await request());
    }),
  );
  return answers;
}

/** The organisation's newest import job (GET /imports?limit=1): "status (imported n, failed n)", or "none". */
async function newestJob(server: ApiServer, headers: Record<string, string>): Promise<string> {
  const job = (await send(server, headers, 'GET', '/imports?limit=1')).json?.imports?.[0];
  return job ? `${job.status} (imported ${job.imported}, failed ${job.failed}${job.error ? `, "${job.error}"` : ''})` : 'none';
}

/** POST /imports (options, then the file), then GET /imports/:id every 100 ms until it ends. */
export async function importJob(
  server: ApiServer,
  headers: Record<string, string>,
  file: Buffer<ArrayBuffer>,
  columnMapping: Record<string, string>,
): Promise<string> {
  const form = new FormData();
  form.append('options', JSON.stringify({ columnMapping, createCompanies: true, existing: 'skip' }));
  form.append('file', new Blob([file], { type: 'text/csv' }), 'upload.csv');
  const upload = await send(server, headers, 'POST', '/imports', form);
  if (upload.status !== 202) return `upload ${describe(upload)}`;
  const start = performance.now();
  for (;;) {
    const job = (await send(server, headers, 'GET', `/imports/${upload.json!.id}`)).json;
    const waited = performance.now() - start;
    if (['done', 'failed', 'cancelled'].includes(job?.status ?? '') || waited > STEP_TIMEOUT_MS) {
      const counts = job ? `imported ${job.imported}, failed ${job.failed}${job.error ? `, error "${job.error}"` : ''}` : '';
      return `upload 202 in ${upload.seconds.toFixed(2)} s; job ${job?.status ?? 'unknown'} after ${(waited / 1000).toFixed(1)} s more (${counts})`;
    }
    await sleep(100);
  }
}

/**
 * POST /imports as a slow client sends it: the options and `fastBytes` of valid rows at once, then
 * five rows (~200 bytes) a second for `seconds`, then the connection dropped without ending the
 * body. Reports what the API answered meanwhile (if anything) and the organisation's newest job after.
 */
export async function trickleUpload(server: ApiServer, headers: Record<string, string>, fastBytes: number, seconds: number): Promise<string> {
  const boundary = `bench-trickle-${Date.now()}`;
  const options = JSON.stringify({ columnMapping: { first: 'first', last: 'last', email: 'email' }, createCompanies: false, existing: 'skip' });
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="options"\r\n\r\n${options}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="trickle.csv"\r\nContent-Type: text/csv\r\n\r\nfirst,last,email\r\n`;
  const fastRows = Math.floor(fastBytes / 40);
  const fast = trickleRows(0, fastRows);
  const start = performance.now();
  const answer = await new Promise<string>((resolve) => {
    let answered = 'no answer before the connection was dropped';
    const req = http.request(`${server.base}/imports`, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => (answered = `${res.statusCode} ${body.slice(0, 100)} after ${((performance.now() - start) / 1000).toFixed(1)} s`));
    });
    req.on('error', () => undefined); // the drop below
    req.write(head + fast);
    let sent = fastRows;
    const drip = setInterval(() => {
      req.write(trickleRows(sent, 5));
      sent += 5;
    }, 1000);
    setTimeout(() => {
      clearInterval(drip);
      req.destroy();
      resolve(answered);
    }, seconds * 1000);
  });
  await sleep(1000);
  return `${MB(fast.length)} at once, then ~200 bytes/s for ${seconds} s, dropped: ${answer}; newest job 1 s later: ${await newestJob(server, headers)}`;
}
