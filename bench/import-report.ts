// The tables bench:import prints (import-api.ts measures): time and verdict per size, when each
// phase was first seen, the naive and bulk-load floors and the ratios, then the reader, memory and
// export of each size.
import type { SizeResult } from './import-api';
import { percentile, printTable } from './report';

// Targets: 1,000,000 rows <= 12 s (SQLite) / <= 30 s (PostgreSQL), API peak RSS <= 600 MB, reader p99 <= 100 ms.
const TARGET_S: Record<string, number> = { sqlite: 12, postgres: 30 };
const RSS_TARGET_MB = 600;
const READER_P99_TARGET_MS = 100;
/** The job against the bulk-load floor (import-bulk-floor.ts). */
const BULK_RATIO_AIM = 2;

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const fixed = (x: number | undefined, digits = 1) => (x === undefined || Number.isNaN(x) ? '–' : x.toFixed(digits));

export function printImportReport(dialect: string, runsPerSize: number, results: readonly SizeResult[]): void {
  const target = TARGET_S[dialect]!;
  console.log(`\n${dialect}: POST /imports (upload) until GET /imports/:id says done, ${runsPerSize} run(s) per size, each on a fresh database`);
  printTable(
    ['rows', 'time s (median)', 'spread s', 'rows/s', 'upload s', 'imported', 'failed', 'companies', 'peak RSS MB (max)', 'reader p50 / p99 ms', 'verdict'],
    results.map(({ rows, median: m, runs }) => {
      const seconds = median(runs.map((r) => r.seconds));
      const peakRss = Math.max(...runs.map((r) => r.peakRssMB));
      const p99 = median(runs.map((r) => r.reader.p99));
      const refused = runs.some((r) => Object.keys(r.reader.statuses).some((s) => s !== '200'));
      const misses = [
        rows === 1_000_000 && seconds > target ? `time > ${target} s` : '',
        peakRss > RSS_TARGET_MB ? `RSS > ${RSS_TARGET_MB} MB` : '',
        p99 > READER_P99_TARGET_MS ? `p99 > ${READER_P99_TARGET_MS} ms` : '',
        refused ? 'reader refused' : '',
        runs.every((r) => r.correct) ? '' : 'WRONG COUNTS',
      ].filter(Boolean);
      return [
        rows.toLocaleString('en'),
        seconds.toFixed(2),
        `${Math.min(...runs.map((r) => r.seconds)).toFixed(1)}–${Math.max(...runs.map((r) => r.seconds)).toFixed(1)}`,
        Math.round(rows / seconds).toLocaleString('en'),
        median(runs.map((r) => r.uploadSeconds)).toFixed(2),
        m.imported.toLocaleString('en'),
        m.failed.toLocaleString('en'),
        m.companiesCreated.toLocaleString('en'),
        peakRss.toFixed(0),
        `${fixed(median(runs.map((r) => r.reader.p50)))} / ${fixed(p99)}`,
        misses.length ? `MISSED: ${misses.join(', ')}` : 'ok',
      ];
    }),
  );

  const PHASES = ['queued', 'waiting', 'reading', 'writing', 'uploaded', 'finishing', 'done'];
  console.log('\nWhen each status or phase was first seen, seconds from the first byte sent (the median run; polled every 100 ms):');
  printTable(
    ['rows', ...PHASES.map((p) => (p === 'uploaded' ? '202 (uploaded)' : p)), 'runner took it / marked done (server clock)'],
    results.map(({ rows, median: m }) => [
      rows.toLocaleString('en'),
      ...PHASES.map((p) => fixed(m.phasesSeenAtSeconds[p], 2)),
      `${fixed(m.server.startedAtSeconds ?? undefined, 2)} / ${fixed(m.server.finishedAtSeconds ?? undefined, 2)}`,
    ]),
  );

  const naive = results.map((r) => ({ ...r, floors: r.floors.filter((f) => f.buildSeconds === undefined) }));
  if (naive.some((r) => r.floors.length)) {
    console.log(
      '\nThe naive single-thread floor (import-floor.ts: papaparse on the whole text, plain inserts in one transaction, the same indexes and search entries; no checks, no companies):',
    );
    printTable(
      ['rows', 'job s (median)', 'floor', 'floor s', 'parse / insert / commit s', 'rows inserted', 'job / floor', 'goal < 1'],
      naive.flatMap(({ rows, runs, floors }) =>
        floors.map((f) => {
          const job = median(runs.map((r) => r.seconds));
          const ratio = job / f.seconds;
          return [
            rows.toLocaleString('en'),
            job.toFixed(2),
            `${f.dialect}, search ${f.search}`,
            f.seconds.toFixed(2),
            `${f.parseSeconds.toFixed(2)} / ${f.insertSeconds.toFixed(2)} / ${f.commitSeconds.toFixed(2)}`,
            f.inserted.toLocaleString('en'),
            ratio.toFixed(2),
            ratio < 1 ? 'met' : 'MISSED',
          ];
        }),
      ),
    );
  }

  const bulk = results.map((r) => ({ ...r, floors: r.floors.filter((f) => f.buildSeconds !== undefined) }));
  if (bulk.some((r) => r.floors.length)) {
    console.log(
      "\nThe bulk-load floor (import-bulk-floor.ts: the same parse and inserts into the table without its indexes, triggers and search entries, then the API's own indexes, search backfill and counters built once, one transaction):",
    );
    printTable(
      [
        'rows',
        'job s (median)',
        'bulk-load floor s',
        'parse / insert / build / commit s',
        'rows inserted',
        'job / bulk-load floor',
        `aim <= ${BULK_RATIO_AIM}`,
      ],
      bulk.flatMap(({ rows, runs, floors }) =>
        floors.map((f) => {
          const job = median(runs.map((r) => r.seconds));
          const ratio = job / f.seconds;
          return [
            rows.toLocaleString('en'),
            job.toFixed(2),
            f.seconds.toFixed(2),
            [f.parseSeconds, f.insertSeconds, f.buildSeconds!, f.commitSeconds].map((x) => x.toFixed(2)).join(' / '),
            f.inserted.toLocaleString('en'),
            ratio.toFixed(2),
            ratio <= BULK_RATIO_AIM ? 'met' : 'MISSED',
          ];
        }),
      ),
    );
  }

  console.log('');
  for (const { rows, median: r } of results) {
    const statuses = Object.entries(r.reader.statuses)
      .map(([s, n]) => `${n} × ${s}`)
      .join(', ');
    console.log(`${rows.toLocaleString('en')} rows (median run): ${r.reader.requests} reader requests (${statuses || 'none'}), max ${fixed(r.reader.max)} ms`);
    const slowest = r.reader.slowest.map((s) => `${s.ms.toFixed(0)} ms at ${s.atSeconds.toFixed(1)} s`).join(', ');
    if (slowest) console.log(`  slowest reads: ${slowest}`);
    const rssAt = (t: number) => [...r.rssMB].reverse().find(([at]) => at! <= t)?.[1];
    const byPhase = Object.entries(r.phasesSeenAtSeconds)
      .sort((a, b) => a[1] - b[1])
      .map(([phase, t]) => `${phase} ${rssAt(t) ?? '–'}`)
      .join(', ');
    console.log(
      `  API RSS ${r.baselineRssMB.toFixed(0)} MB before the upload, peak ${r.peakRssMB.toFixed(0)} MB at ${r.peakRssAtSeconds.toFixed(1)} s; MB when first seen: ${byPhase}`,
    );
    console.log(`  after done: ${r.listed.toLocaleString('en')} contacts listed, ${r.foundBySearch} found searching one imported email`);
    const e = r.export;
    console.log(
      `  export of the ${(e.lines - 1).toLocaleString('en')} contacts: ${e.seconds.toFixed(1)} s, ${e.MB.toFixed(1)} MB, API peak RSS ${e.peakRssMB.toFixed(0)} MB`,
    );
  }
}
