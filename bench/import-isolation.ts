// Other organisations are not disturbed by someone's imports: the compiled API in a child process
// (import-server.ts) on a fresh database, and another organisation busy as its users are, from
// processes of their own (isolation-load.ts): it creates contacts (10 a second) and uploads
// attachments (two 64 KB files a second), and reads its contact list (10 a second) and GET /me
// (20 a second). Timed while, one step after the other:
//   quiet  nothing else (the reference every figure is also given against: the ratios hold better
//          than the figures on a shared machine);
//   (i)    imports of ROWS generated rows (default 1,000,000 and 300,000): POST /imports, followed
//          until the job is done;
//   (iii)  a trickled upload to POST /imports: 4.5 MB of valid rows at once, then ~200 bytes a
//          second for TRICKLE_SECONDS (25), then the connection dropped;
//   (iv)   4 MB of random bytes, as application/octet-stream and as text/csv, to POST /imports/preview,
//          POST /imports and POST /imports/{random id}/cancel: one at a time, then eight at once,
//          each for 3 s;
//   (a)    a 19 MB CSV whose header is one line of ~2.1 million columns sent to
//          POST /import-export/preview (JSON), its first 4 MiB to POST /imports/preview, and the
//          whole file uploaded to POST /imports (and the job followed until it ends);
//   (b)    eight ordinary 19 MB CSVs sent to POST /import-export/preview at once;
//   (c)    a 20 MB file of nothing but invalid rows imported as a job.
// Prints, per import step, the other organisation's writes p50 / p99 / max, its 503s and other
// refusals, and its reads' p99 (targets: writes p99 <= 250 ms and no 503, reads p99 <= 100 ms);
// per hostile step its GET /me p99 (targets: <= 50 ms one at a time, <= 100 ms several at once);
// and the API's peak RSS. Loopback only; every request and step has a time limit, and the whole
// run stops by itself.
//
//   pnpm bench:import-isolation          (repository root; builds the API first)
//   ROWS=100000 TRICKLE_SECONDS=5 pnpm bench:import-isolation        smaller
//   ONLY='(i)|(iii)' pnpm bench:import-isolation                      the steps whose name holds one of these (and quiet)
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test pnpm bench:import-isolation
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateCsv, MAPPING, READER_ORG } from './import-csv';
import { startServer } from './import-harness';
import { invalidCsv, noise, ordinaryCsv, wideHeaderCsv } from './isolation-files';
import { startOtherOrg } from './isolation-load';
import { printIsolationReport, TARGETS, type StepResult } from './isolation-report';
import { runBounded } from './report';
import { describe, importJob, repeatFor, send, statusCounts, trickleUpload } from './isolation-requests';

const ROWS = (process.env.ROWS ?? '1000000,300000').split(',').map(Number);
const TRICKLE_SECONDS = Number(process.env.TRICKLE_SECONDS ?? 25);
const ONLY = process.env.ONLY ? process.env.ONLY.split('|') : undefined;
const HOSTILE_MS = 3000;
const QUIET_MS = 5000;
const RUN_TIMEOUT_MS = 40 * 60_000;
const MARGIN_MS = 500; // the other organisation's requests before and after each step's heavy ones
const PREVIEW_BYTES = 4 * 1024 * 1024;
const UPLOADER_ORG = 'bench-isolation-importer';
const TRICKLER_ORG = 'bench-isolation-trickler';
const RESULTS = path.join(__dirname, 'results', 'import-isolation.json');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
/** Made on first use, kept for the steps after. */
const lazy = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

interface Step {
  name: string;
  kind: StepResult['kind'];
  meTarget?: number;
  /** Builds what the step sends, before the other organisation's clock starts. */
  prepare?: () => unknown;
  run(): Promise<string[]>;
}

async function main(): Promise<void> {
  const server = await startServer();
  const other = await server.token(READER_ORG);
  const [importer, trickler] = [await server.token(UPLOADER_ORG), await server.token(TRICKLER_ORG)];
  const tag = Date.now().toString(36);
  const contact = await send(
    server,
    other,
    'POST',
    '/contacts',
    JSON.stringify({ first: 'Files', last: 'Holder', email: `files-${tag}@isolation.test` }),
    'application/json',
  );
  if (contact.status !== 201) throw new Error(`could not create the contact for attachments: ${describe(contact)}`);
  const wide = lazy(() => wideHeaderCsv(19_000_000));
  const wideJson = lazy(() => JSON.stringify({ csvData: wide().toString('utf8') }));
  const ordinaryJson = lazy(() => JSON.stringify({ csvData: ordinaryCsv(19_000_000).toString('utf8') }));
  const body = lazy(() => noise(PREVIEW_BYTES));

  const hostile: Step[] = [];
  const routes = [
    ['POST /imports/preview', '/imports/preview'],
    ['POST /imports', '/imports'],
    ['POST /imports/{random id}/cancel', ''],
  ] as const;
  for (const [label, url] of routes) {
    for (const type of ['application/octet-stream', 'text/csv']) {
      for (const parallel of [1, 8]) {
        hostile.push({
          name: `(iv) 4 MB of random bytes as ${type} to ${label}, ${parallel === 1 ? 'one at a time' : 'eight at once'}`,
          kind: 'hostile',
          meTarget: parallel === 1 ? TARGETS.meAlone : TARGETS.meAtOnce,
          prepare: body,
          run: async () => {
            const answers = await repeatFor(HOSTILE_MS, parallel, () => send(server, importer, 'POST', url || `/imports/${randomUUID()}/cancel`, body(), type));
            const slowest = Math.max(...answers.map((a) => a.seconds));
            return [`${answers.length} sent: ${statusCounts(answers)} ("${answers[0]?.error?.slice(0, 80) ?? ''}"), the slowest in ${slowest.toFixed(2)} s`];
          },
        });
      }
    }
  }

  const steps: Step[] = [
    { name: 'quiet (nothing else)', kind: 'quiet', run: async () => (await sleep(QUIET_MS), [`${QUIET_MS / 1000} s of the other organisation alone`]) },
    ...ROWS.map((rows): Step => {
      const file = lazy(() => Buffer.from(generateCsv(rows).csv));
      return {
        name: `(i) ${rows.toLocaleString('en')}-row import: POST /imports, followed until done`,
        kind: 'import',
        prepare: file,
        // An organisation of its own: the same generator's rows again would all be duplicates, skipped.
        run: async () => [`${MB(file().length)}: ${await importJob(server, await server.token(`${UPLOADER_ORG}-${rows}`), file(), MAPPING)}`],
      };
    }),
    {
      name: `(iii) a trickled upload to POST /imports (4.5 MB, then ~200 bytes/s for ${TRICKLE_SECONDS} s, dropped)`,
      kind: 'import',
      run: async () => [await trickleUpload(server, trickler, 4_500_000, TRICKLE_SECONDS)],
    },
    ...hostile,
    {
      name: '(a) a 19 MB CSV with a ~2.1-million-column header: POST /import-export/preview',
      kind: 'hostile',
      meTarget: TARGETS.meAtOnce,
      prepare: wideJson,
      run: async () => [describe(await send(server, importer, 'POST', '/import-export/preview', wideJson(), 'application/json'))],
    },
    {
      name: '(a) the same file, its first 4 MiB: POST /imports/preview',
      kind: 'hostile',
      meTarget: TARGETS.meAtOnce,
      prepare: wide,
      run: async () => [describe(await send(server, importer, 'POST', '/imports/preview', wide().subarray(0, PREVIEW_BYTES), 'application/octet-stream'))],
    },
    {
      name: '(a) the same file: POST /imports, and the job until it ends',
      kind: 'hostile',
      meTarget: TARGETS.meAtOnce,
      prepare: wide,
      run: async () => [await importJob(server, importer, wide(), { c0000000: 'email', c0000001: 'first' })],
    },
    {
      name: '(b) eight 19 MB CSVs at once: POST /import-export/preview (JSON)',
      kind: 'hostile',
      meTarget: TARGETS.meAtOnce,
      prepare: ordinaryJson,
      run: async () => {
        const answers = await Promise.all(
          Array.from({ length: 8 }, () => send(server, importer, 'POST', '/import-export/preview', ordinaryJson(), 'application/json')),
        );
        const rows = answers.map((a) => a.json?.data?.totalRows).join(', ');
        return [`answers ${statusCounts(answers)}, the last after ${Math.max(...answers.map((a) => a.seconds)).toFixed(2)} s; totalRows ${rows}`];
      },
    },
    {
      name: '(c) 20 MB of invalid rows: POST /imports and the job',
      kind: 'import',
      run: async () => [await importJob(server, importer, invalidCsv(20_000_000), { first: 'first', last: 'last', email: 'email' })],
    },
  ];

  const results: StepResult[] = [];
  try {
    // Untimed: the API's first requests (statements prepared, PostgreSQL's plans and caches) are not the quiet step's.
    const warm = await startOtherOrg(server, other, contact.json!.id!, `${tag}-warm`);
    await sleep(2000);
    await warm.stop();
    for (const step of steps.filter((s) => s.kind === 'quiet' || !ONLY || ONLY.some((only) => s.name.includes(only)))) {
      console.log(`${server.dialect}: ${step.name}…`);
      step.prepare?.();
      await server.resetRss();
      const load = await startOtherOrg(server, other, contact.json!.id!, `${tag}-${results.length}`);
      await sleep(MARGIN_MS);
      const start = performance.now();
      const outcome = await step.run();
      const seconds = (performance.now() - start) / 1000;
      await sleep(MARGIN_MS);
      const times = await load.stop();
      results.push({
        step: step.name,
        kind: step.kind,
        meTarget: step.meTarget,
        seconds,
        outcome,
        other: times,
        peakRssMB: (await server.peakRss()) / 2 ** 20,
      });
    }
  } finally {
    await server.stop();
  }

  printIsolationReport(server.dialect, results);
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, dialect: server.dialect, loadAverage: os.loadavg() };
  const file = RESULTS.replace('.json', `-${server.dialect}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), file)}`);
}

runBounded('bench:import-isolation', RUN_TIMEOUT_MS, main);
