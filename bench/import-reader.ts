// The other user of the import benchmarks, in a process of its own (forked by import-api.ts and
// import-isolation.ts) so the uploading client's work never delays its requests. By default
// GET /contacts?page=1&limit=50 for another organisation, READER_RPS times a second (default 10,
// faster than anyone scrolls; 0: back to back, which keeps one of the machine's two cores busy
// serving them: a load test, not a user). The start message may name another request (GET /me,
// or POST /contacts with a JSON body in which every "{n}" becomes the request's number) and rate.
// Message {type:'start', base, headers, …}, then {type:'stop'} answered with {type:'times', times,
// statuses}: each time is [seconds since start, milliseconds taken], statuses counts the answers.
import { performance } from 'node:perf_hooks';

export interface ReaderStart {
  type: 'start';
  base: string;
  headers: Record<string, string>;
  /** Default GET /contacts?page=1&limit=50. */
  path?: string;
  method?: 'GET' | 'POST';
  /** JSON text; each "{n}" is replaced by the request's number (unique emails). */
  body?: string;
  /** Requests a second; default READER_RPS (10); 0: back to back. */
  rps?: number;
}

export interface ReaderTimes {
  type: 'times';
  times: [number, number][];
  statuses: Record<string, number>;
}

const DEFAULT_RPS = Number(process.env.READER_RPS ?? 10);
const DEFAULT_PATH = '/contacts?page=1&limit=50';
// Bounded whatever happens to the parent: a request never waits longer than this.
const REQUEST_TIMEOUT_MS = 120_000;

let running = false;
let loop: Promise<Omit<ReaderTimes, 'type'>> | undefined;

async function read(start: ReaderStart): Promise<Omit<ReaderTimes, 'type'>> {
  const rps = start.rps ?? DEFAULT_RPS;
  const interval = rps > 0 ? 1000 / rps : 0;
  const url = `${start.base}${start.path ?? DEFAULT_PATH}`;
  const headers = start.body ? { ...start.headers, 'content-type': 'application/json' } : start.headers;
  const times: [number, number][] = [];
  const statuses: Record<string, number> = {};
  const begin = performance.now();
  let n = 0;
  while (running) {
    const t0 = performance.now();
    let status: string;
    try {
      const body = start.body?.replaceAll('{n}', String(++n));
      const res = await fetch(url, { method: start.method ?? 'GET', headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      await res.arrayBuffer();
      status = String(res.status);
    } catch (error) {
      status = (error as Error).name; // counted, never fatal: the parent still gets its answer
    }
    const took = performance.now() - t0;
    statuses[status] = (statuses[status] ?? 0) + 1;
    times.push([(t0 - begin) / 1000, took]);
    if (took < interval) await new Promise((resolve) => setTimeout(resolve, interval - took));
  }
  return { times, statuses };
}

process.on('message', async (message: ReaderStart | { type: 'stop' }) => {
  if (message.type === 'start') {
    // One request first, untimed: a new process's first fetch also sets up its HTTP client and connection.
    const warmUp = message.method === 'POST' ? '/healthz' : (message.path ?? DEFAULT_PATH);
    await fetch(`${message.base}${warmUp}`, { headers: message.headers }).then(
      (res) => res.arrayBuffer(),
      () => undefined,
    );
    running = true;
    loop = read(message);
    process.send!({ type: 'started' });
  } else if (message.type === 'stop') {
    running = false;
    const result = (await loop) ?? { times: [], statuses: {} };
    // Exit once the answer is written: a large one would otherwise be cut off by the exit.
    process.send!({ type: 'times', ...result } satisfies ReaderTimes, undefined, {}, () => process.exit(0));
  }
});
// A reader whose parent died (a crashed benchmark) must not read forever.
process.on('disconnect', () => process.exit(0));
