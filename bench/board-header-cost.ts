// What the board header's forecast and converted totals add to a board read, as ratios to a
// same-run baseline (the machine's load changes the milliseconds, not the ratios): the grouped
// totals query with and without the month / quarter sums, interleaved, and the header built from
// its sums (exchange rates read, five totals converted) beside the query alone.
import { performance } from 'node:perf_hooks';
import type { DbHandle } from '../services/api/src/db/connection';
import { tenantScope } from '../services/api/src/db/tenant-scope';
import { boardHeader, closePeriods } from '../services/api/src/repositories/board-header';
import { stageSums } from '../services/api/src/repositories/pipeline-totals';
import { percentile, printTable } from './report';

const RUNS = Number(process.env.HEADER_RUNS ?? 100);

export async function headerCost(handle: DbHandle, org: string, pipelineId: string, stages: { id: string }[]): Promise<void> {
  const scope = tenantScope(handle.db, org, handle.dialect);
  const today = new Date().toISOString().slice(0, 10);
  const periods = closePeriods(today);
  const full = await scope.selectFrom('stages').where('pipeline_id', '=', pipelineId).select(['id', 'probability', 'outcome']).execute();
  const times: Record<'plain' | 'periods' | 'header', number[]> = { plain: [], periods: [], header: [] };
  for (let i = 0; i < RUNS + 10; i++) {
    const keep = i >= 10;
    let t0 = performance.now();
    await stageSums(scope, { pipelineId });
    if (keep) times.plain.push(performance.now() - t0);
    t0 = performance.now();
    const sums = await stageSums(scope, { pipelineId }, periods);
    if (keep) times.periods.push(performance.now() - t0);
    t0 = performance.now();
    await boardHeader(scope, full, sums, today);
    if (keep) times.header.push(performance.now() - t0);
  }
  const p50 = (list: number[]) =>
    percentile(
      [...list].sort((a, b) => a - b),
      50,
    );
  const base = p50(times.plain);
  printTable(
    ['board header part', 'p50 ms', '× totals query alone'],
    [
      ['totals query (stage × currency sums)', base.toFixed(2), '1.00'],
      ['totals query with month / quarter sums', p50(times.periods).toFixed(2), (p50(times.periods) / base).toFixed(2)],
      ['header: rates read, five totals converted', p50(times.header).toFixed(2), (p50(times.header) / base).toFixed(2)],
    ],
  );
  console.log(`${RUNS} runs each, interleaved, over ${stages.length} stages.`);
}
