// What shaping a pipeline costs: deleting a stage and a pipeline whose cards move (each card an
// update, a history row and an audit event, in one transaction), reordering stages, and migration
// 0024's one-off rebuild of pipeline_history on SQLite. Repository calls on a real database.
//
//   pnpm --filter @meridian/bench pipeline-shapes
//   CARDS=20000 HISTORY=2000000 ...                                   other sizes
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/meridian_test ...   PostgreSQL (no rebuild there: a constraint drop)
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { uuidv7 } from 'uuidv7';
import { migrateTo } from '../services/api/src/db/migrate';
import { tenantScope, type TenantScope } from '../services/api/src/db/tenant-scope';
import { pipelineRepository } from '../services/api/src/repositories/pipeline';
import { pipelineShapesRepository } from '../services/api/src/repositories/pipeline-shapes';
import { stageShapesRepository } from '../services/api/src/repositories/stage-shapes';
import { openTestDatabase } from '../services/api/test/helpers/db';
import { printTable } from './report';

const CARDS = Number(process.env.CARDS ?? 5_000);
const HISTORY = Number(process.env.HISTORY ?? 1_000_000);
const ORG = 'bench-org';
const actor = { id: 'bench-admin', name: 'Bench Admin' };

async function seedCards(scope: TenantScope, pipelineId: string, stageId: string): Promise<void> {
  const now = new Date().toISOString();
  for (let offset = 0; offset < CARDS; offset += 500) {
    const ids = Array.from({ length: Math.min(500, CARDS - offset) }, () => uuidv7());
    await scope
      .insertInto(
        'contacts',
        ids.map((id, i) => ({ id, first: `First${offset + i}`, last: 'Last', created_at: now, updated_at: now })),
      )
      .execute();
    await scope
      .insertInto(
        'pipeline_entries',
        ids.map((contact_id) => ({ id: uuidv7(), pipeline_id: pipelineId, stage_id: stageId, contact_id, entered_at: now, updated_at: now })),
      )
      .execute();
  }
}

async function timed(fn: () => Promise<unknown>): Promise<string> {
  const start = performance.now();
  await fn();
  return `${Math.round(performance.now() - start)} ms`;
}

async function shapes(): Promise<string[][]> {
  const database = await openTestDatabase();
  try {
    const scope = tenantScope(database.handle.db, ORG, database.handle.dialect);
    const pipelines = pipelineRepository(scope);
    await pipelines.ensureDefaultPipeline();
    const [main] = await pipelines.list();
    const stages = await pipelines.stages(main!.id);
    await seedCards(scope, main!.id, stages[0]!.id);
    const rows = [[`delete a stage moving ${CARDS} cards`, await timed(() => stageShapesRepository(scope).remove(stages[0]!.id, stages[1]!.id, actor))]];
    const reversed = (await pipelines.stages(main!.id)).map((s) => s.id).reverse();
    rows.push(['reorder 5 stages', await timed(() => stageShapesRepository(scope).reorder(main!.id, reversed, actor))]);
    const other = await pipelineShapesRepository(scope).create('Partners', actor);
    rows.push([`delete a pipeline moving ${CARDS} cards`, await timed(() => pipelineShapesRepository(scope).remove(main!.id, other.id, actor))]);
    return rows;
  } finally {
    await database.destroy();
  }
}

async function rebuild(): Promise<string[][]> {
  const database = await openTestDatabase({ migrate: false });
  try {
    const { db } = database.handle;
    await migrateTo(database.handle, '0023-bulk-edits');
    const now = new Date().toISOString();
    await sql`insert into contacts (id, org_slug, first, last, created_at, updated_at) values ('c', ${ORG}, 'A', 'B', ${now}, ${now})`.execute(db);
    await sql`insert into pipelines (id, org_slug, name, created_at) values ('p', ${ORG}, 'P', ${now})`.execute(db);
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${HISTORY})
      insert into pipeline_history (id, org_slug, contact_id, pipeline_id, stage_id, stage_name, changed_at)
      select 'h' || i, ${ORG}, 'c', 'p', 's', 'Lead', ${now} from n`.execute(db);
    return [[`migration 0024 over ${HISTORY.toLocaleString('en')} history rows`, await timed(() => migrateTo(database.handle, '0024-pipeline-shapes'))]];
  } finally {
    await database.destroy();
  }
}

async function main(): Promise<void> {
  const rows = [...(await shapes()), ...(await rebuild())];
  printTable(['operation', 'time'], rows);
}

void main();
