// Pipeline API latency with 5,000 contacts on the default pipeline's board, each a deal (values in
// three currencies, three owners; 1 in 10 without a value), so the board carries its totals, and
// activities (two open and one done for three contacts in four), so each card its next activity,
// measured through the real app (all plugins, auth, schemas, serialisation) with app.inject.
// Close dates spread over a year around today, and EUR and GBP have exchange rates (GBP an older
// and a newer one), so the header's month / quarter sums and its converted totals do real work.
// Targets: board (with totals converted into the default currency) p50 <= 50 ms, move p50 <= 20 ms.
//
//   pnpm bench:pipeline
//   CONTACTS=20000 REQUESTS=100 ...                                   other sizes
//   ACTIVITIES_PER_CONTACT=0 ...                                      without activities (before/after)
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test ...   PostgreSQL
import { performance } from 'node:perf_hooks';
import { uuidv7 } from 'uuidv7';
import type { DbHandle } from '../services/api/src/db/connection';
import { tenantScope } from '../services/api/src/db/tenant-scope';
import { openTestDatabase } from '../services/api/test/helpers/db';
import { seedActivities } from './activities-seed';
import { headerCost } from './board-header-cost';
import { maintain } from './contacts-maintain';
import { percentile, printTable } from './report';
import { uncachedApp } from './uncached-app';

const CONTACTS = Number(process.env.CONTACTS ?? 5_000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
/** Open activities per contact (three in four), besides a done one; 0: no activities at all (the board before them). */
const ACTIVITIES_PER_CONTACT = Number(process.env.ACTIVITIES_PER_CONTACT ?? 2);
const WARMUP = 30;
const ORG = 'bench-org';
/** Share of the pipeline's contacts per stage (Lead … Lost), as a real funnel narrows. */
const FUNNEL = [0.4, 0.2, 0.15, 0.1, 0.1, 0.05];
/** 1 in 50 contacts is soft-deleted: still in the tables, never on the board. */
const DELETED_EVERY = 50;
const CURRENCIES = ['USD', 'USD', 'USD', 'EUR', 'GBP'];
const OWNERS = ['bench-owner-1', 'bench-owner-2', 'bench-owner-3'];

interface Stage {
  id: string;
  name: string;
}

const DAY_MS = 86_400_000;
/** Half a year either side of today, so some deals close this month and this quarter and most do not. */
const closeDate = (i: number) => new Date(Date.now() + (((i * 37) % 361) - 180) * DAY_MS).toISOString().slice(0, 10);

function stageIndexAt(fraction: number): number {
  let acc = 0;
  for (let i = 0; i < FUNNEL.length; i++) if (fraction < (acc += FUNNEL[i]!)) return i;
  return FUNNEL.length - 1;
}

/** Contacts (with companies), their entries and one history row each, in bulk through the tenant scope. */
async function seed(handle: DbHandle, pipelineId: string, stages: Stage[]): Promise<string[]> {
  const scope = tenantScope(handle.db, ORG, handle.dialect);
  const start = Date.now() - CONTACTS * 60_000;
  const iso = (i: number) => new Date(start + i * 60_000).toISOString();
  const companies = Array.from({ length: 200 }, (_, i) => ({ id: uuidv7(), name: `Company ${i}`, created_at: iso(0), updated_at: iso(0) }));
  const live: string[] = [];
  await scope.transaction(async (tx) => {
    await tx.insertInto('companies', companies).execute();
    await tx
      .insertInto(
        'members',
        OWNERS.map((id, i) => ({ id, name: `Owner ${i + 1}`, email: `${id}@example.test`, first_seen_at: iso(0), last_seen_at: iso(0) })),
      )
      .execute();
    for (let offset = 0; offset < CONTACTS; offset += 500) {
      const batch = Array.from({ length: Math.min(500, CONTACTS - offset) }, (_, j) => {
        const i = offset + j;
        const company = companies[i % companies.length]!;
        return {
          id: uuidv7(),
          first: `First${i}`,
          last: `Last${i}`,
          email: `contact${i}@example.test`,
          phone: '+1 555 0100',
          company: company.name,
          company_id: company.id,
          tags: i % 3 ? 'vip' : null,
          created_at: iso(i),
          updated_at: iso(i),
          deleted_at: i % DELETED_EVERY === DELETED_EVERY - 1 ? iso(i) : null,
        };
      });
      await tx.insertInto('contacts', batch).execute();
      const entries = batch.map((c, j) => ({
        id: uuidv7(),
        pipeline_id: pipelineId,
        stage_id: stages[stageIndexAt((offset + j) / CONTACTS)]!.id,
        contact_id: c.id,
        entered_at: c.created_at,
        updated_at: c.created_at,
        value_minor: (offset + j) % 10 === 9 ? null : String(((offset + j) * 7_919) % 10_000_000),
        currency: CURRENCIES[(offset + j) % CURRENCIES.length]!,
        close_date: closeDate(offset + j),
        owner_id: OWNERS[(offset + j) % OWNERS.length]!,
      }));
      await tx.insertInto('pipeline_entries', entries).execute();
      await tx
        .insertInto(
          'pipeline_history',
          entries.map((e) => ({
            id: uuidv7(),
            contact_id: e.contact_id,
            pipeline_id: pipelineId,
            stage_id: e.stage_id,
            stage_name: stages.find((s) => s.id === e.stage_id)!.name,
            changed_at: e.entered_at,
            changed_by: 'Bench',
            notes: null,
          })),
        )
        .execute();
      live.push(...batch.filter((c) => !c.deleted_at).map((c) => c.id));
    }
  });
  if (ACTIVITIES_PER_CONTACT > 0)
    await seedActivities(handle, { org: ORG, contactIds: live, perContact: ACTIVITIES_PER_CONTACT, extra: [], assignees: OWNERS });
  await maintain(handle);
  return live;
}

async function main(): Promise<void> {
  const database = await openTestDatabase();
  const { handle } = database;
  try {
    const { app, headersOf } = await uncachedApp(handle);
    const headers = await headersOf(ORG);
    const call = async (method: 'GET' | 'PUT', url: string, payload?: object) => {
      const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };

    // The default pipeline comes from the API's first call, as it would for a new organisation.
    const pipelineId: string = (await call('GET', '/pipeline')).pipelines[0].id;
    const stages: Stage[] = (await call('GET', `/pipeline/${pipelineId}/stages`)).data;
    console.log(`${handle.dialect}: seeding ${CONTACTS.toLocaleString('en')} contacts into the pipeline…`);
    const started = performance.now();
    const live = await seed(handle, pipelineId, stages);
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const [currency, rate, valid_from] of [
      ['EUR', '1.0842', '2020-01-01'],
      ['GBP', '1.21', '2020-01-01'],
      ['GBP', '1.2675', '2024-01-01'],
    ]) {
      const res = await app.inject({ method: 'PUT', url: `/organisation/exchange-rates/${currency}`, headers, payload: { rate, valid_from } });
      if (res.statusCode !== 204) throw new Error(`PUT rate ${currency}: ${res.statusCode} ${res.body}`);
    }

    const contact = (i: number) => live[(i * 7919) % live.length]!;
    const board = `/pipeline/${pipelineId}/board`;
    const scenarios: { name: string; run: (i: number) => Promise<unknown>; target?: number }[] = [
      { name: 'board (100 per stage, the default)', run: () => call('GET', board), target: 50 },
      { name: 'board ?limit=50 (what the page asks)', run: () => call('GET', `${board}?limit=50`) },
      { name: "board ?limit=50&owner_id= (one owner's deals)", run: () => call('GET', `${board}?limit=50&owner_id=${OWNERS[0]}`), target: 50 },
      { name: 'board ?limit=50&activity=none (no activity planned)', run: () => call('GET', `${board}?limit=50&activity=none`), target: 50 },
      { name: 'one column, offset 100, limit 50', run: () => call('GET', `/pipeline/${pipelineId}/stages/${stages[0]!.id}/contacts?offset=100&limit=50`) },
      { name: 'move to another stage', run: (i) => call('PUT', `/pipeline/${contact(i)}/move`, { stageId: stages[i % stages.length]!.id }), target: 20 },
      { name: 'deal edit (value)', run: (i) => call('PUT', `/pipeline/${contact(i)}/deal`, { value: `${1_000 + i}.50` }), target: 20 },
      { name: 'status', run: (i) => call('GET', `/pipeline/${contact(i)}/status`) },
      { name: 'history', run: (i) => call('GET', `/pipeline/${contact(i)}/history`) },
    ];

    const summary = await call('GET', `${board}?limit=0`);
    const totalContacts: number = summary.totalContacts;
    const money = (list: { currency: string; value: string; count: number }[]) => list.map((m) => `${m.value} ${m.currency} (${m.count})`).join(', ');
    const converted = (total: { currency: string; value: string; count: number; missing: string[] }) =>
      `${total.value} ${total.currency} (${total.count}${total.missing.length ? `; no rate: ${total.missing.join(', ')}` : ''})`;
    const rows: string[][] = [];
    for (const s of scenarios) {
      for (let i = 0; i < WARMUP; i++) await s.run(i);
      const times: number[] = [];
      for (let i = WARMUP; i < WARMUP + REQUESTS; i++) {
        const t0 = performance.now();
        await s.run(i);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p));
      const verdict = s.target === undefined ? '' : p50 <= s.target ? `ok (<= ${s.target})` : `MISSED (> ${s.target})`;
      rows.push([s.name, p50.toFixed(2), p95.toFixed(2), p99.toFixed(2), verdict]);
    }
    await app.close();
    printTable(['scenario', 'p50 ms', 'p95 ms', 'p99 ms', 'p50 target'], rows);
    await headerCost(handle, ORG, pipelineId, stages);
    console.log(
      `${totalContacts.toLocaleString('en')} live contacts on the board (${CONTACTS.toLocaleString('en')} entries, 1 in ` +
        `${DELETED_EVERY} soft-deleted); ${REQUESTS} requests per scenario after ${WARMUP} warm-up, one at a time, via app.inject.`,
    );
    console.log(`totals before the runs: open ${money(summary.totals.open)}; won ${money(summary.totals.won)}; forecast ${money(summary.totals.forecast)}`);
    const c = summary.converted;
    console.log(
      `converted: open ${converted(c.open)}; forecast ${converted(c.forecast)}; won ${converted(c.won)}; ` +
        `this month ${converted(c.month)}; this quarter ${converted(c.quarter)}; ${summary.dealsWithValue} deals with a value`,
    );
    if (rows.some((r) => r[4]!.startsWith('MISSED'))) process.exitCode = 1;
  } finally {
    await database.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
