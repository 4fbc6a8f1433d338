// Starts api-process.ts as a child process on a given database and talks to it over loopback
// HTTP; stop() shuts it down cleanly, kill() is the crash (SIGKILL).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { DialectOptions } from '../../src/db/dialect';
import type { ApiReady } from './api-process';

const READY_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 60_000;

export interface ApiChild {
  base: string;
  dialect: string;
  pid: number;
  headers(org: string): Record<string, string>;
  /** JSON request as `org`; resolves with the status and the parsed body (undefined if none). */
  // The scripts read whichever answer fields they check; a caller that needs a shape names it (call<Job>).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  call<T = any>(org: string, method: string, url: string, body?: unknown): Promise<{ status: number; body: T }>;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

export async function startApi(db: DialectOptions, orgs: string[]): Promise<ApiChild> {
  const child: ChildProcess = fork(path.join(__dirname, 'api-process.ts'), {
    execArgv: process.execArgv, // tsx's loader, as the bench does
    env: { ...process.env, RELIABILITY_DB: JSON.stringify(db), RELIABILITY_ORGS: orgs.join(',') },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<ApiReady>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('API process not ready within 60 s')), READY_TIMEOUT_MS);
    child.on('message', (m: ApiReady) => m.type === 'ready' && (clearTimeout(timer), resolve(m)));
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`API process exited (${code}) before it was ready`))));
  }).catch((error) => {
    child.kill('SIGKILL');
    throw error;
  });
  const base = `http://127.0.0.1:${ready.port}`;
  const headers = (org: string) => {
    const h = ready.headers[org];
    if (!h) throw new Error(`no token for ${org}`);
    return h;
  };
  return {
    base,
    dialect: ready.dialect,
    pid: child.pid!,
    headers,
    async call(org, method, url, body) {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { ...headers(org), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** `fn` over every item, at most `size` at a time; results in item order. */
export async function inBatches<T, R>(items: readonly T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += size) results.push(...(await Promise.all(items.slice(at, at + size).map(fn))));
  return results;
}
