// The tables bench:import-isolation prints (import-isolation.ts measures): the other organisation's
// writes and reads during imports (targets: writes p99 <= 250 ms and no 503, reads p99 <= 100 ms),
// then its GET /me while hostile bodies are sent (targets: p99 <= 50 ms for one at a time, <= 100
// ms for several at once), each beside the quiet step of the same run, then each step's details.
import type { Latency, OtherOrgTimes } from './isolation-load';
import { printTable } from './report';

export const TARGETS = { writesP99: 250, readsP99: 100, meAlone: 50, meAtOnce: 100 };

export interface StepResult {
  step: string;
  kind: 'quiet' | 'import' | 'hostile';
  /** GET /me p99 target of a hostile step, in ms. */
  meTarget?: number;
  seconds: number;
  outcome: string[];
  other: OtherOrgTimes;
  peakRssMB: number;
}

const ms = (x: number) => (Number.isNaN(x) ? '–' : x.toFixed(x < 10 ? 1 : 0));
const times = (x: number, quiet: number) => (Number.isNaN(x) || !quiet ? '–' : `×${(x / quiet).toFixed(1)}`);
const count = (l: Latency, which: (status: string) => boolean) => Object.entries(l.statuses).reduce((sum, [s, n]) => sum + (which(s) ? n : 0), 0);
const is2xx = (status: string) => /^2\d\d$/.test(status);
const statuses = (s: Record<string, number>) =>
  Object.entries(s)
    .map(([k, n]) => `${n} × ${k}`)
    .join(', ') || 'none';

export function printIsolationReport(dialect: string, results: StepResult[]): void {
  const quiet = results.find((r) => r.kind === 'quiet')?.other;
  const q = (pick: (o: OtherOrgTimes) => number) => (quiet ? pick(quiet) : NaN);

  const imports = results.filter((r) => r.kind !== 'hostile');
  if (imports.some((r) => r.kind === 'import')) {
    console.log(
      `\n${dialect}: the other organisation's writes (POST /contacts, attachment uploads) and reads (GET /contacts, GET /me) while another organisation imports`,
    );
    printTable(
      [
        'step',
        'step s',
        'writes',
        'writes p50 / p99 / max ms',
        'p99 × quiet',
        '503s',
        'other non-2xx',
        'GET /contacts p99 ms',
        'GET /me p99 ms',
        'API peak RSS MB',
        'verdict',
      ],
      imports.map((r) => {
        const { writes, list, me } = r.other;
        const refused = count(writes, (s) => s === '503');
        const failed = count(writes, (s) => !is2xx(s) && s !== '503') + count(list, (s) => !is2xx(s)) + count(me, (s) => !is2xx(s));
        const misses = [
          writes.p99 > TARGETS.writesP99 ? `writes p99 > ${TARGETS.writesP99} ms` : '',
          refused ? '503s' : '',
          failed ? 'non-2xx' : '',
          Math.max(list.p99, me.p99) > TARGETS.readsP99 ? `reads p99 > ${TARGETS.readsP99} ms` : '',
        ].filter(Boolean);
        return [
          r.step,
          r.seconds.toFixed(1),
          String(writes.requests),
          `${ms(writes.p50)} / ${ms(writes.p99)} / ${ms(writes.max)}`,
          times(
            writes.p99,
            q((o) => o.writes.p99),
          ),
          String(refused),
          String(failed),
          `${ms(list.p99)} (${times(
            list.p99,
            q((o) => o.list.p99),
          )})`,
          `${ms(me.p99)} (${times(
            me.p99,
            q((o) => o.me.p99),
          )})`,
          r.peakRssMB.toFixed(0),
          r.kind === 'quiet' ? 'quiet' : misses.length ? `MISSED: ${misses.join(', ')}` : 'met',
        ];
      }),
    );
    console.log(`Targets: writes p99 <= ${TARGETS.writesP99} ms and no 503; reads p99 <= ${TARGETS.readsP99} ms.`);
  }

  const hostile = results.filter((r) => r.kind !== 'import');
  if (hostile.some((r) => r.kind === 'hostile')) {
    console.log(`\n${dialect}: the other organisation's GET /me while another organisation's hostile bodies are sent`);
    printTable(
      ['step', 'step s', 'GET /me requests', 'p50 ms', 'p99 ms', 'max ms', 'p99 × quiet', 'target ms', 'API peak RSS MB', 'verdict'],
      hostile.map((r) => {
        const { me } = r.other;
        const refused = count(me, (s) => !is2xx(s));
        const misses = [r.meTarget !== undefined && me.p99 > r.meTarget ? `p99 > ${r.meTarget} ms` : '', refused ? 'refused' : ''].filter(Boolean);
        return [
          r.step,
          r.seconds.toFixed(1),
          String(me.requests),
          ms(me.p50),
          ms(me.p99),
          ms(me.max),
          times(
            me.p99,
            q((o) => o.me.p99),
          ),
          r.meTarget === undefined ? '' : `<= ${r.meTarget}`,
          r.peakRssMB.toFixed(0),
          r.kind === 'quiet' ? 'quiet' : misses.length ? `MISSED: ${misses.join(', ')}` : 'met',
        ];
      }),
    );
  }

  console.log('');
  for (const r of results) {
    console.log(`${r.step}:`);
    for (const line of r.outcome) console.log(`  ${line}`);
    const { contacts, attachments, list, me } = r.other;
    for (const [name, l] of [
      ['POST /contacts', contacts],
      ['POST /contacts/:id/attachments', attachments],
      ['GET /contacts', list],
      ['GET /me', me],
    ] as const) {
      const slowest = l.slowest.map(([t, took]) => `${took.toFixed(0)} ms at ${t.toFixed(1)} s`).join(', ');
      console.log(`  ${name}: ${statuses(l.statuses)}; p50 ${ms(l.p50)}, p99 ${ms(l.p99)} ms; slowest ${slowest}`);
    }
  }
}
