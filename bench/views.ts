// The saved views' list (GET /views) of a member who sees SHARED views of the contacts list (their
// teammates', 100 each at most) and OWN private ones, through the real app (app.inject, the answer
// cache off), each view with a few filters and columns. Beside it, in the same run, GET /me (the
// cheapest authenticated answer) as the baseline: the list costs about this many /me's. Also a
// view saved (PUT /views/:id with its settings, checked against the list's filter).
//
//   pnpm bench:views
//   SHARED=2000 pnpm bench:views                                                  a very large team
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test pnpm bench:views
import { performance } from 'node:perf_hooks';
import { uuidv7 } from 'uuidv7';
import { tenantScope } from '../services/api/src/db/tenant-scope';
import { openTestDatabase } from '../services/api/test/helpers/db';
import { percentile, printTable, runBounded } from './report';
import { uncachedApp } from './uncached-app';

const ORG = 'bench-views';
const SHARED = Number(process.env.SHARED ?? 200);
const OWN = Number(process.env.OWN ?? 20);
const RUNS = Number(process.env.RUNS ?? 100);

const settings = {
  filters: { tags_any: 'vip,partner', pipeline_status: 'open', created_from: '2026-01-01T00:00:00Z', has_phone: 'no' },
  sort_by: 'created_at',
  sort_order: 'desc',
  columns: [{ key: 'name', width: 240 }, { key: 'email' }, { key: 'phone' }, { key: 'tags' }, { key: 'stage' }],
  layout: 'table',
};

runBounded('bench:views', 10 * 60_000, async () => {
  const database = await openTestDatabase();
  try {
    const handle = database.handle;
    const { app, headersOf } = await uncachedApp(handle);
    const headers = await headersOf(ORG);
    const me = `${ORG}-user`;
    const now = new Date().toISOString();
    const rows = Array.from({ length: SHARED + OWN }, (_, i) => ({
      id: uuidv7(),
      object: 'contacts',
      name: `View ${String(i).padStart(5, '0')}`,
      shared: i < SHARED ? 1 : 0,
      created_by: i < SHARED ? `teammate-${i % 100}` : me,
      settings: JSON.stringify(settings),
      created_at: now,
      updated_at: now,
    }));
    const scope = tenantScope(handle.db, ORG, handle.dialect);
    for (let i = 0; i < rows.length; i += 500) await scope.insertInto('saved_views', rows.slice(i, i + 500)).execute();
    const own = rows[rows.length - 1]!.id;

    const time = async (method: 'GET' | 'PUT', url: string, payload?: object) => {
      const sample: number[] = [];
      for (let i = 0; i < RUNS + 10; i++) {
        const t0 = performance.now();
        const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        if (i >= 10) sample.push(performance.now() - t0); // the first ten warm up
        if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      return sample.sort((a, b) => a - b);
    };
    const base = await time('GET', '/me');
    const list = await time('GET', '/views?object=contacts');
    const save = await time('PUT', `/views/${own}`, { settings });
    const p50 = (s: number[]) => percentile(s, 50);
    const f = (n: number) => n.toFixed(2);
    console.log(`\n${handle.dialect}: ${SHARED} shared and ${OWN} own views of the contacts list, ${RUNS} runs`);
    printTable(
      ['request', 'p50 ms', 'p95 ms', '÷ GET /me p50 (same run)', 'per view listed'],
      [
        ['GET /me', f(p50(base)), f(percentile(base, 95)), '1.00', ''],
        ['GET /views', f(p50(list)), f(percentile(list, 95)), f(p50(list) / p50(base)), `${f((1000 * (p50(list) - p50(base))) / (SHARED + OWN))} µs`],
        ['PUT /views/:id (settings)', f(p50(save)), f(percentile(save, 95)), f(p50(save) / p50(base)), ''],
      ],
    );
    await app.close();
  } finally {
    await database.destroy();
  }
});
