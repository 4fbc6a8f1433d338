// The contact list's filters (docs/PRODUCT.md §7 Filters) with a large organisation: each filter
// alone and a combination of three, first page p50 and the count it shows (exact, or 10,000+),
// and each sort unfiltered, through the real app (app.inject, answer cache off).
// Targets: first page p50 <= 50 ms for every filter and sort (docs/PERFORMANCE.md "bench:filters").
//
//   pnpm bench:filters
//   CONTACTS=200000 REQUESTS=50 ...                                   smaller run
//   ONLY='tags|sort' ...                                                a few scenarios
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test ...   PostgreSQL
import { performance } from 'node:perf_hooks';
import { CONTACT_SORT_KEYS } from '@meridian/contract';
import { sql } from 'kysely';
import { uuidv7 } from 'uuidv7';
import type { DbHandle } from '../services/api/src/db/connection';
import { tenantScope } from '../services/api/src/db/tenant-scope';
import { openTestDatabase } from '../services/api/test/helpers/db';
import { seedActivities } from './activities-seed';
import { seedContacts } from './contacts-seed';
import { maintain } from './contacts-maintain';
import { percentile, printTable } from './report';
import { uncachedApp } from './uncached-app';

const CONTACTS = Number(process.env.CONTACTS ?? 1_000_000);
const REQUESTS = Number(process.env.REQUESTS ?? 50);
const WARMUP = 5;
const TARGET_MS = 50;
const ORG = 'bench-org';
const OWNERS = Array.from({ length: 10 }, (_, i) => `bench-owner-${i}`);

/**
 * What seedContacts leaves out: a tag besides 'vip' (1 in 7), a pipeline with a deal for 3 in 16
 * contacts (a stage each, values, close dates), and activities for 1 in 16.
 */
async function seedFilterData(handle: DbHandle): Promise<{ stages: string[] }> {
  const scope = tenantScope(handle.db, ORG, handle.dialect);
  const last = sql`substr(${sql.ref('contacts.id')}, 36, 1)`;
  await scope
    .updateTable('contacts')
    .set({ tags: 'vip, lead' })
    .where('tags', '=', 'vip')
    .where(sql`substr(${sql.ref('contacts.id')}, 35, 1)`, '=', '0')
    .execute();
  await scope
    .updateTable('contacts')
    .set({ tags: 'rare' })
    .where('tags', 'is', null)
    .where(sql`substr(${sql.ref('contacts.id')}, 34, 2)`, '=', '00')
    .execute();
  const now = new Date().toISOString();
  const pipelineId = uuidv7();
  await scope.insertInto('pipelines', { id: pipelineId, name: 'Bench', created_at: now }).execute();
  const stages = ['Lead', 'Won', 'Lost'].map((name, position) => ({
    id: uuidv7(),
    pipeline_id: pipelineId,
    name,
    color: '#888888',
    position,
    outcome: position === 0 ? null : position === 1 ? ('won' as const) : ('lost' as const),
  }));
  await scope.insertInto('stages', stages).execute();
  const chosen = await scope
    .selectFrom('contacts')
    .select(['contacts.id', sql<string>`${last}`.as('digit')])
    .where(last, 'in', ['0', '1', '2'])
    .where('contacts.deleted_at', 'is', null)
    .execute();
  for (let i = 0; i < chosen.length; i += 1000) {
    const rows = chosen.slice(i, i + 1000).map((c, j) => ({
      id: uuidv7(),
      pipeline_id: pipelineId,
      stage_id: stages[Number(c.digit)]!.id,
      contact_id: c.id,
      entered_at: now,
      updated_at: now,
      value_minor: ((i + j) * 7_919) % 10_000_000,
      currency: (i + j) % 4 ? 'USD' : 'EUR',
      close_date: new Date(Date.parse('2026-01-01') + (((i + j) * 13) % 365) * 86_400_000).toISOString().slice(0, 10),
    }));
    await scope.insertInto('pipeline_entries', rows).execute();
  }
  const withActivities = await scope.selectFrom('contacts').select('contacts.id').where(last, '=', 'f').where('contacts.deleted_at', 'is', null).execute();
  await seedActivities(handle, { org: ORG, contactIds: withActivities.map((c) => c.id), perContact: 1, extra: [], assignees: OWNERS });
  return { stages: stages.map((s) => s.id) };
}

async function main(): Promise<void> {
  const database = await openTestDatabase();
  const { handle } = database;
  try {
    console.log(`${handle.dialect}: seeding ${CONTACTS.toLocaleString('en')} contacts…`);
    const started = performance.now();
    await seedContacts(handle, { org: ORG, contacts: CONTACTS, companies: Math.max(10, Math.round(CONTACTS / 100)), owners: OWNERS }, (done) => {
      if (done % 200_000 === 0 || done === CONTACTS) process.stdout.write(`  ${done.toLocaleString('en')}\n`);
    });
    await seedContacts(handle, { org: 'other-org', contacts: Math.round(CONTACTS / 10), companies: 100 });
    const { stages } = await seedFilterData(handle);
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await maintain(handle);

    const { app, headersOf } = await uncachedApp(handle);
    const headers = await headersOf(ORG);
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const page = '/contacts?page=1&limit=50';
    const byName = `${page}&sort_by=name&sort_order=asc`;
    const month = 'created_from=2022-01-01T00:00:00Z&created_to=2022-02-01T00:00:00Z';
    const scenarios: [string, string][] = [
      ['no filter (baseline)', byName],
      ['owner_id (10%)', `${byName}&owner_id=${OWNERS[3]}`],
      ['tags_any=vip (14%)', `${byName}&tags_any=vip`],
      ['tags_any=rare (0.3%)', `${byName}&tags_any=rare`],
      ['tags_all=vip,lead (0.9%)', `${byName}&tags_all=vip,lead`],
      ['tags_none=vip (86%)', `${byName}&tags_none=vip`],
      ['stage_id (6%)', `${byName}&stage_id=${stages[0]}`],
      ['pipeline_status=won (6%)', `${byName}&pipeline_status=won`],
      ['pipeline_status=none (81%)', `${byName}&pipeline_status=none`],
      ['created one month (2.7%)', `${byName}&${month}`],
      ['updated_from (recent 1%)', `${byName}&updated_from=2023-02-01T00:00:00Z`],
      ['has_email=no (none)', `${byName}&has_email=no`],
      ['has_phone=no (33%)', `${byName}&has_phone=no`],
      ['deal value 1k-5k USD', `${byName}&deal_currency=USD&deal_value_min=1000&deal_value_max=5000`],
      ['close date one month', `${byName}&close_from=2026-03-01&close_to=2026-03-31`],
      ['next_activity=overdue', `${byName}&next_activity=overdue`],
      ['next_activity=none (94%)', `${byName}&next_activity=none`],
      ['three: vip + has_phone + owner', `${byName}&tags_any=vip&has_phone=yes&owner_id=${OWNERS[3]}`],
      ['three: stage + created + no phone', `${byName}&stage_id=${stages[0]}&${month.replace('2022-02-01', '2022-07-01')}&has_phone=no`],
      ...CONTACT_SORT_KEYS.flatMap((key): [string, string][] => [
        [`sort ${key} asc`, `${page}&sort_by=${key}&sort_order=asc`],
        [`sort ${key} desc`, `${page}&sort_by=${key}&sort_order=desc`],
      ]),
      ['sort updated_at desc, tags_any=vip', `${page}&sort_by=updated_at&sort_order=desc&tags_any=vip`],
    ];

    const rows: string[][] = [];
    // ONLY=<regular expression>: the scenarios whose name matches (a rerun of a few).
    const only = process.env.ONLY ? new RegExp(process.env.ONLY) : undefined;
    for (const [name, url] of scenarios.filter(([n]) => !only || only.test(n))) {
      let total = '';
      for (let i = 0; i < WARMUP; i++) {
        const { pagination } = await get(url);
        total = `${pagination.totalCount.toLocaleString('en')}${pagination.totalCountCapped ? '+' : ''}`;
      }
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const t0 = performance.now();
        await get(url);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const [p50, p95] = [50, 95].map((p) => percentile(times, p));
      rows.push([name, total, p50.toFixed(1), p95.toFixed(1), p50 <= TARGET_MS ? 'ok' : `MISSED (> ${TARGET_MS})`]);
      process.stdout.write(`  ${name}: p50 ${p50.toFixed(1)} ms\n`);
    }
    await app.close();
    printTable(['scenario', 'totalCount', 'p50 ms', 'p95 ms', `p50 <= ${TARGET_MS} ms`], rows);
    console.log(
      `${handle.dialect}, ${CONTACTS.toLocaleString('en')} contacts; ${REQUESTS} requests per scenario after ${WARMUP} warm-up, one at a time, via app.inject.`,
    );
  } finally {
    await database.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
