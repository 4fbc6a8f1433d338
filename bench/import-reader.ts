// The other user of the import and fairness benchmarks, in a process of its own (forked through
// import-harness.ts) so the measuring client's work never delays its requests. By default
// GET /contacts?page=1&limit=50 for another organisation, READER_RPS times a second (default 10,
// faster than anyone scrolls; 0: back to back, which keeps one of the machine's two cores busy
// serving them: a load test, not a user). The start message may name another request (GET /me,
// POST /contacts with a JSON body in which every "{n}" becomes the request's number, or a
// multipart upload of a file of `upload` bytes), a rate, and how many connections share that rate
// (each sends its next request when its previous one is answered, as a browser tab does, so a
// slow server gets fewer requests: the achieved rate is a figure, not a given).
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
  /** Multipart: one part named "file" of this many bytes (a request's path may hold "{n}" too). */
  upload?: number;
  /** Requests a second, all connections together; default READER_RPS (10); 0: back to back. */
  rps?: number;
  /** Loops sending at once, each at rps / connections; default 1. */
  connections?: number;
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

let n = 0;

/** The n-th request's body: JSON text with its number, or a form holding a file. */
function bodyOf(start: ReaderStart, number: number): BodyInit | undefined {
  if (start.upload !== undefined) {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(start.upload, number % 256)], { type: 'application/octet-stream' }), `file-${number}.bin`);
    return form;
  }
  return start.body?.replaceAll('{n}', String(number));
}

async function read(start: ReaderStart, connections: number, times: [number, number][], statuses: Record<string, number>, begin: number): Promise<void> {
  const rps = start.rps ?? DEFAULT_RPS;
  const interval = rps > 0 ? (1000 * connections) / rps : 0;
  const headers = start.body ? { ...start.headers, 'content-type': 'application/json' } : start.headers;
  while (running) {
    const t0 = performance.now();
    let status: string;
    try {
      const number = ++n;
      const url = `${start.base}${(start.path ?? DEFAULT_PATH).replaceAll('{n}', String(number))}`;
      const body = bodyOf(start, number);
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
}

async function readAll(start: ReaderStart): Promise<Omit<ReaderTimes, 'type'>> {
  const connections = start.connections ?? 1;
  const times: [number, number][] = [];
  const statuses: Record<string, number> = {};
  const begin = performance.now();
  // Spread over one interval, so that the connections do not send in step.
  const spread = (start.rps ?? DEFAULT_RPS) > 0 ? 1000 / (start.rps ?? DEFAULT_RPS) : 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * spread));
      await read(start, connections, times, statuses, begin);
    }),
  );
  times.sort((a, b) => a[0] - b[0]);
  return { times, statuses };
}

process.on('message', async (message: ReaderStart | { type: 'stop' }) => {
  if (message.type === 'start') {
    // One request first, untimed: a new process's first fetch also sets up its HTTP client and connection.
    const warmUp = message.method === 'POST' ? '/healthz' : (message.path ?? DEFAULT_PATH).replaceAll('{n}', '0');
    await fetch(`${message.base}${warmUp}`, { headers: message.headers }).then(
      (res) => res.arrayBuffer(),
      () => undefined,
    );
    running = true;
    loop = readAll(message);
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
