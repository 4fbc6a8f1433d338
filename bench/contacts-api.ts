// Contacts API latency with a large organisation: 500,000 contacts (plus a second organisation),
// measured through the real app (all plugins, auth, schemas, serialisation) with app.inject.
// Targets (2-core machine, SQLite): first page p50 <= 10 ms, search p50 <= 30 ms, a search
// matching 16% (a capped count, 10,000+) p50 <= 50 ms.
//
//   pnpm bench:contacts
//   CONTACTS=100000 REQUESTS=100 ...                                  smaller run
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test ...   PostgreSQL
import { performance } from 'node:perf_hooks';
import { openTestDatabase } from '../services/api/test/helpers/db';
import { RARE_LAST, seedContacts } from './contacts-seed';
import { maintain } from './contacts-maintain';
import { percentile, printTable } from './report';
import { uncachedApp } from './uncached-app';

const CONTACTS = Number(process.env.CONTACTS ?? 500_000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const WARMUP = 20;
const ORG = 'bench-org';

interface Scenario {
  name: string;
  url: string;
  target?: number;
}

async function main(): Promise<void> {
  const database = await openTestDatabase();
  const { handle } = database;
  try {
    console.log(`${handle.dialect}: seeding ${CONTACTS.toLocaleString('en')} contacts…`);
    const started = performance.now();
    await seedContacts(handle, { org: ORG, contacts: CONTACTS, companies: Math.max(10, Math.round(CONTACTS / 100)) }, (done) => {
      if (done % 100_000 === 0 || done === CONTACTS) process.stdout.write(`  ${done.toLocaleString('en')}\n`);
    });
    await seedContacts(handle, { org: 'other-org', contacts: Math.round(CONTACTS / 10), companies: 100 });
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await maintain(handle);

    const { app, headersOf } = await uncachedApp(handle);
    const headers = await headersOf(ORG);

    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const someCompany = (await get('/contacts?limit=1&sort_by=company&sort_order=desc')).contacts[0].company_id;
    const scenarios: Scenario[] = [
      { name: 'first page, name asc', url: '/contacts?page=1&limit=50&sort_by=name&sort_order=asc', target: 10 },
      { name: 'first page, created_at desc', url: '/contacts?page=1&limit=50&sort_by=created_at&sort_order=desc' },
      { name: 'page 100, email asc', url: '/contacts?page=100&limit=50&sort_by=email&sort_order=asc' },
      { name: 'search common-ish ("olivia", ~1%)', url: '/contacts?page=1&limit=50&sort_by=name&sort_order=asc&search=olivia', target: 30 },
      {
        name: `search rare ("${RARE_LAST.slice(0, 6).toLowerCase()}")`,
        url: `/contacts?page=1&limit=50&sort_by=name&sort_order=asc&search=${RARE_LAST.slice(0, 6)}`,
        target: 30,
      },
      { name: 'search two words ("olivia bar")', url: '/contacts?page=1&limit=50&sort_by=name&sort_order=asc&search=olivia%20bar' },
      { name: 'search very common ("labs", ~16%)', url: '/contacts?page=1&limit=50&sort_by=name&sort_order=asc&search=labs', target: 50 },
      { name: 'one company', url: `/contacts?page=1&limit=50&sort_by=name&sort_order=asc&company_id=${someCompany}` },
    ];

    const rows: string[][] = [];
    for (const s of scenarios) {
      let total = '';
      for (let i = 0; i < WARMUP; i++) {
        const { pagination } = await get(s.url);
        // A capped count (more than 10,000 matches) prints as 10,000+.
        total = `${pagination.totalCount.toLocaleString('en')}${pagination.totalCountCapped ? '+' : ''}`;
      }
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const t0 = performance.now();
        await get(s.url);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p));
      // The targets are SQLite's (the default deployment); PostgreSQL figures are for comparison.
      const verdict =
        s.target === undefined ? '' : handle.dialect !== 'sqlite' ? 'SQLite only' : p50 <= s.target ? `ok (<= ${s.target})` : `MISSED (> ${s.target})`;
      rows.push([s.name, total, p50.toFixed(2), p95.toFixed(2), p99.toFixed(2), verdict]);
    }
    await app.close();
    printTable(['scenario', 'totalCount', 'p50 ms', 'p95 ms', 'p99 ms', 'p50 target'], rows);
    console.log(`${REQUESTS} requests per scenario after ${WARMUP} warm-up, one at a time, via app.inject.`);
  } finally {
    await database.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
