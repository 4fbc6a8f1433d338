// Does one organisation's search time depend on another organisation's data? A small organisation
// (100 contacts) searches while a big one holds 1,000,000 contacts that all match the same words,
// through the real app (app.inject). Target: the small organisation's search for "a"
// p50 <= 5 ms, as fast as a word nobody has. The big organisation's figures are printed beside.
//
//   pnpm bench:contacts-isolation
//   BIG=200000 REQUESTS=50 BIG_REQUESTS=10 ...                              smaller run
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test ...   PostgreSQL
import { performance } from 'node:perf_hooks';
import { uuidv7 } from 'uuidv7';
import { tenantScope } from '../services/api/src/db/tenant-scope';
import { openTestDatabase } from '../services/api/test/helpers/db';
import { maintain } from './contacts-maintain';
import { percentile, printTable } from './report';
import { uncachedApp } from './uncached-app';

const BIG = Number(process.env.BIG ?? 1_000_000);
const SMALL = 100;
const REQUESTS = Number(process.env.REQUESTS ?? 200);
/** Requests of the big organisation's scenarios (each may take seconds where its count is not capped). */
const BIG_REQUESTS = Number(process.env.BIG_REQUESTS ?? REQUESTS);
const WARMUP = 20;
const FIRSTS = ['Aaron', 'Abigail', 'Adam', 'Alice', 'Amber', 'Andrew', 'Anna', 'Arthur'];
const BATCH = 1000;
const PER_TRANSACTION = 20;

/** `n` contacts whose first name, email and company all start with "a". */
async function seed(handle: Awaited<ReturnType<typeof openTestDatabase>>['handle'], org: string, n: number): Promise<void> {
  const scope = tenantScope(handle.db, org, handle.dialect);
  const at = new Date('2024-01-01T00:00:00Z').toISOString();
  for (let start = 0; start < n; start += BATCH * PER_TRANSACTION) {
    await scope.transaction(async (tx) => {
      for (let b = start; b < Math.min(start + BATCH * PER_TRANSACTION, n); b += BATCH) {
        const rows = [];
        for (let i = b; i < Math.min(b + BATCH, n); i++) {
          const first = FIRSTS[i % FIRSTS.length]!;
          const last = `Surname${i}`;
          const email = `${first}.${i}@acme.test`.toLowerCase();
          rows.push({ id: uuidv7(), first, last, email, phone: null, company: 'Acme Analytics', created_at: at, updated_at: at });
        }
        await tx.insertInto('contacts', rows).execute();
      }
    });
    if ((start + BATCH * PER_TRANSACTION) % 200_000 === 0) process.stdout.write(`  ${(start + BATCH * PER_TRANSACTION).toLocaleString('en')}\n`);
  }
}

async function main(): Promise<void> {
  const database = await openTestDatabase();
  const { handle } = database;
  try {
    console.log(`${handle.dialect}: seeding ${BIG.toLocaleString('en')} contacts into big-org, ${SMALL} into small-org…`);
    const started = performance.now();
    await seed(handle, 'big-org', BIG);
    await seed(handle, 'small-org', SMALL);
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await maintain(handle);

    const { app, headersOf } = await uncachedApp(handle);
    const orgs = { 'small-org': await headersOf('small-org'), 'big-org': await headersOf('big-org') };

    const rows: string[][] = [];
    for (const org of ['small-org', 'big-org'] as const) {
      for (const term of ['a', 'acme', 'zzqx']) {
        const url = `/contacts?page=1&limit=50&sort_by=name&sort_order=asc&search=${term}`;
        const get = async () => {
          const res = await app.inject({ method: 'GET', url, headers: orgs[org] });
          if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
          return res.json().pagination as { totalCount: number; totalCountCapped?: boolean };
        };
        const requests = org === 'big-org' ? BIG_REQUESTS : REQUESTS;
        let pagination = await get();
        for (let i = 1; i < Math.min(WARMUP, requests); i++) pagination = await get();
        const times: number[] = [];
        for (let i = 0; i < requests; i++) {
          const t0 = performance.now();
          await get();
          times.push(performance.now() - t0);
        }
        times.sort((x, y) => x - y);
        const [p50, p95] = [50, 95].map((p) => percentile(times, p));
        const verdict = org === 'small-org' && term === 'a' ? (p50 <= 5 ? 'ok (<= 5)' : 'MISSED (> 5)') : '';
        const total = `${pagination.totalCount.toLocaleString('en')}${pagination.totalCountCapped ? '+' : ''}`;
        rows.push([`${org} search "${term}"`, total, p50!.toFixed(2), p95!.toFixed(2), verdict]);
        console.log(`  ${rows[rows.length - 1]!.join('  ')}`); // as it goes: the slow scenarios take minutes
      }
    }
    await app.close();
    printTable(['scenario', 'totalCount', 'p50 ms', 'p95 ms', 'p50 target'], rows);
    console.log(`${handle.dialect}, big-org ${BIG.toLocaleString('en')} contacts; ${REQUESTS} requests per scenario after ${WARMUP} warm-up, via app.inject.`);
  } finally {
    await database.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
