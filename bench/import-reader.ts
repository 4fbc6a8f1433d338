// The other user of the import benchmark, in a process of its own (forked by import-api.ts) so the
// uploading client's work never delays its requests: GET /contacts?page=1&limit=50 for another
// organisation, READER_RPS times a second (default 10, faster than anyone scrolls; 0: back to
// back, which keeps one of the machine's two cores busy serving them: a load test, not a user).
// Message {type:'start', base, headers}, then {type:'stop'} answered with {type:'times', times},
// each [seconds since start, milliseconds taken].
import { performance } from 'node:perf_hooks';

const RPS = Number(process.env.READER_RPS ?? 10);
const INTERVAL_MS = RPS > 0 ? 1000 / RPS : 0;

let running = false;
let loop: Promise<[number, number][]> | undefined;

async function read(base: string, headers: Record<string, string>): Promise<[number, number][]> {
  const times: [number, number][] = [];
  const start = performance.now();
  while (running) {
    const t0 = performance.now();
    const res = await fetch(`${base}/contacts?page=1&limit=50`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`reader got ${res.status}`);
    const took = performance.now() - t0;
    times.push([(t0 - start) / 1000, took]);
    if (took < INTERVAL_MS) await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS - took));
  }
  return times;
}

process.on('message', async (message: { type: string; base?: string; headers?: Record<string, string> }) => {
  if (message.type === 'start') {
    running = true;
    loop = read(message.base!, message.headers!);
    process.send!({ type: 'started' });
  } else if (message.type === 'stop') {
    running = false;
    // Exit once the answer is written: a large one would otherwise be cut off by the exit.
    process.send!({ type: 'times', times: (await loop) ?? [] }, undefined, {}, () => process.exit(0));
  }
});
