// Other organisations are not disturbed by someone's imports: the compiled API in a child process
// (import-server.ts) on a fresh database, and another organisation's user calling GET /me 20 times
// a second from a process of its own (import-reader.ts), timed while, one step after the other:
//   quiet  nothing else (the reference);
//   (a)    a 19 MB CSV whose header is one line of ~2.1 million columns is sent to
//          POST /import-export/preview (JSON), its first 4 MiB to POST /imports/preview, and the
//          whole file uploaded to POST /imports (and the job followed until it ends);
//   (b)    eight ordinary 18 MB CSVs sent to POST /import-export/preview at once;
//   (c)    a 20 MB file of nothing but invalid rows imported as a job, while the other
//          organisation also creates contacts (POST /contacts, 10 a second): all must answer 201.
// Prints, per step, the other user's GET /me p50 / p99 / max, what the heavy requests answered and
// the API's peak RSS. Target: GET /me p99 < 100 ms in (a) and (b); in (c) no write refused.
// Loopback only; every request and step has a time limit, and the whole run stops by itself.
//
//   pnpm bench:import-isolation          (repository root; builds the API first)
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test pnpm bench:import-isolation
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateCsv, READER_ORG } from './import-csv';
import { startReader, startServer, type ApiServer } from './import-harness';
import { percentile, printTable } from './report';

const ME_RPS = 20;
const WRITES_PER_SECOND = 10;
const ME_P99_TARGET_MS = 100;
const STEP_TIMEOUT_MS = 5 * 60_000;
const RUN_TIMEOUT_MS = 20 * 60_000;
const MARGIN_MS = 500; // GET /me before and after each step's heavy requests
const PREVIEW_BYTES = 4 * 1024 * 1024;
const UPLOADER_ORG = 'bench-isolation-importer';
const RESULTS = path.join(__dirname, 'results', 'import-isolation.json');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** One line of `columns` names of 8 characters (9 bytes with the comma), then one short data row. */
function wideHeaderCsv(bytes: number): Buffer<ArrayBuffer> {
  const columns = Math.floor(bytes / 9);
  const names = Array.from({ length: columns }, (_, i) => `c${String(i).padStart(7, '0')}`);
  return Buffer.from(`${names.join(',')}\r\nwide@isolation.test,Wide\r\n`);
}

/** A file of import-csv.ts's shape cut to about `bytes`. */
function ordinaryCsv(bytes: number): Buffer<ArrayBuffer> {
  const csv = generateCsv(Math.ceil(bytes / 85)).csv;
  return Buffer.from(csv.slice(0, csv.lastIndexOf('\r\n', bytes) + 2));
}

/** Rows that all fail a check (no email address in the email column), about `bytes` of them. */
function invalidCsv(bytes: number): Buffer<ArrayBuffer> {
  const lines = ['first,last,email'];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `Bad${i},Row${i},not-an-address-${i}`;
    lines.push(line);
    size += line.length + 2;
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

interface Answer {
  status: number;
  bytes: number;
  seconds: number;
  error?: string;
}

/** The parts of the API's JSON answers this bench reads. */
interface Reply {
  id?: string;
  error?: string;
  data?: { totalRows?: number };
  status?: string;
  imported?: number;
  failed?: number;
}

async function send(
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

const describe = (a: Answer) => `${a.status}${a.error ? ` "${a.error.slice(0, 80)}"` : ''} in ${a.seconds.toFixed(2)} s (${MB(a.bytes)} answer)`;

/** POST /imports (options, then the file), then GET /imports/:id every 100 ms until it ends. */
async function importJob(
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

interface Step {
  name: string;
  /** Target: GET /me p99 below ME_P99_TARGET_MS. */
  target?: boolean;
  /** The other organisation also creates contacts meanwhile. */
  writer?: boolean;
  run(): Promise<string[]>;
}

async function main(): Promise<void> {
  const wide = wideHeaderCsv(19_000_000);
  const ordinary = ordinaryCsv(18_000_000);
  const invalid = invalidCsv(20_000_000);
  const server = await startServer();
  const other = await server.token(READER_ORG);
  const importer = await server.token(UPLOADER_ORG);
  const tag = Date.now().toString(36);
  const wideJson = JSON.stringify({ csvData: wide.toString('utf8') });
  const ordinaryJson = JSON.stringify({ csvData: ordinary.toString('utf8') });
  const columns = wide.indexOf(13) > 0 ? wide.subarray(0, wide.indexOf(13)).toString().split(',').length : 0;

  const steps: Step[] = [
    { name: 'quiet (nothing else)', run: async () => (await sleep(3000), ['3 s of GET /me alone']) },
    {
      name: `(a) ${MB(wide.length)}, ${columns.toLocaleString('en')}-column header: POST /import-export/preview`,
      target: true,
      run: async () => [describe(await send(server, importer, 'POST', '/import-export/preview', wideJson, 'application/json'))],
    },
    {
      name: '(a) the same file, its first 4 MiB: POST /imports/preview',
      target: true,
      run: async () => [describe(await send(server, importer, 'POST', '/imports/preview', wide.subarray(0, PREVIEW_BYTES), 'application/octet-stream'))],
    },
    {
      name: '(a) the same file: POST /imports, and the job until it ends',
      target: true,
      run: async () => [await importJob(server, importer, wide, { c0000000: 'email', c0000001: 'first' })],
    },
    {
      name: `(b) eight ${MB(ordinary.length)} CSVs at once: POST /import-export/preview`,
      target: true,
      run: async () => {
        const answers = await Promise.all(
          Array.from({ length: 8 }, () => send(server, importer, 'POST', '/import-export/preview', ordinaryJson, 'application/json')),
        );
        const statuses = answers.map((a) => a.status).join(', ');
        const slowest = Math.max(...answers.map((a) => a.seconds));
        const rows = answers.map((a) => a.json?.data?.totalRows).join(', ');
        return [`answers ${statuses}, the last after ${slowest.toFixed(2)} s; totalRows ${rows}`];
      },
    },
    {
      name: `(c) ${MB(invalid.length)} of invalid rows: POST /imports and the job, while the other organisation creates contacts`,
      writer: true,
      run: async () => [await importJob(server, importer, invalid, { first: 'first', last: 'last', email: 'email' })],
    },
  ];

  const results = [];
  try {
    for (const step of steps) {
      console.log(`${server.dialect}: ${step.name}…`);
      await server.resetRss();
      const me = await startReader({ base: server.base, headers: other, path: '/me', rps: ME_RPS });
      const writer = step.writer
        ? await startReader({
            base: server.base,
            headers: other,
            path: '/contacts',
            method: 'POST',
            rps: WRITES_PER_SECOND,
            body: JSON.stringify({ first: 'Isolation', last: 'Writer {n}', email: `writer-${tag}-{n}@isolation.test` }),
          })
        : undefined;
      await sleep(MARGIN_MS);
      const start = performance.now();
      const outcome = await step.run();
      const seconds = (performance.now() - start) / 1000;
      await sleep(MARGIN_MS);
      const reads = await me.stop();
      const writes = await writer?.stop();
      const peakRssMB = (await server.peakRss()) / 2 ** 20;
      const times = reads.times.map(([, ms]) => ms).sort((a, b) => a - b);
      const writeTimes = writes?.times.map(([, ms]) => ms).sort((a, b) => a - b) ?? [];
      const slowest = [...reads.times].sort((a, b) => b[1] - a[1]).slice(0, 3);
      results.push({
        step: step.name,
        target: step.target ?? false,
        seconds,
        outcome,
        me: { requests: times.length, statuses: reads.statuses, p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1)!, slowest },
        writes: writes && {
          requests: writeTimes.length,
          statuses: writes.statuses,
          p50: percentile(writeTimes, 50),
          p99: percentile(writeTimes, 99),
          max: writeTimes.at(-1)!,
        },
        peakRssMB,
      });
    }
  } finally {
    await server.stop();
  }

  console.log(`\n${server.dialect}: the other organisation's GET /me (${ME_RPS}/s, its own process) while another organisation's files are read`);
  printTable(
    ['step', 'step s', 'GET /me requests', 'p50 ms', 'p99 ms', 'max ms', 'API peak RSS MB', 'verdict'],
    results.map((r) => {
      const refused = Object.keys(r.me.statuses).some((s) => s !== '200') || (r.writes && Object.keys(r.writes.statuses).some((s) => s !== '201'));
      const misses = [r.target && r.me.p99 >= ME_P99_TARGET_MS ? `p99 ≥ ${ME_P99_TARGET_MS} ms` : '', refused ? 'a request refused' : ''].filter(Boolean);
      return [
        r.step,
        r.seconds.toFixed(1),
        String(r.me.requests),
        r.me.p50.toFixed(1),
        r.me.p99.toFixed(1),
        r.me.max.toFixed(1),
        r.peakRssMB.toFixed(0),
        misses.length ? `MISSED: ${misses.join(', ')}` : r.target ? 'met' : 'ok',
      ];
    }),
  );
  console.log('');
  for (const r of results) {
    console.log(`${r.step}:`);
    for (const line of r.outcome) console.log(`  ${line}`);
    const statuses = (s: Record<string, number>) =>
      Object.entries(s)
        .map(([k, n]) => `${n} × ${k}`)
        .join(', ');
    console.log(`  GET /me: ${statuses(r.me.statuses)}; slowest ${r.me.slowest.map(([t, ms]) => `${ms.toFixed(0)} ms at ${t.toFixed(1)} s`).join(', ')}`);
    if (r.writes)
      console.log(
        `  POST /contacts: ${statuses(r.writes.statuses)}; p50 ${r.writes.p50.toFixed(1)} ms, p99 ${r.writes.p99.toFixed(1)} ms, max ${r.writes.max.toFixed(1)} ms`,
      );
  }
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, dialect: server.dialect, loadAverage: os.loadavg() };
  fs.writeFileSync(RESULTS, `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), RESULTS)}`);
}

// Stops by itself whatever happens: the API and reader processes exit when this one does.
setTimeout(() => {
  console.error(`bench:import-isolation did not finish within ${RUN_TIMEOUT_MS / 60_000} minutes`);
  process.exit(1);
}, RUN_TIMEOUT_MS).unref();

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
