// Pipelines an admin shapes (docs/ARCHITECTURE.md §5 "Shaping pipelines"):
// - pipelines.is_default: 1 on the pipeline an admin chose as the default, null on every other;
//   a partial unique index keeps it to one per organisation. With none chosen, docs/PRODUCT.md
//   §9's rule (the name containing 'Default', else the oldest) names the default.
// - pipeline_history loses its foreign key to pipelines: a deleted pipeline's history is each
//   contact's Activity and must outlive it, as it already outlives stages (its stage_id has
//   none). The key cascaded: deleting a pipeline would have deleted that history with it.
//   PostgreSQL drops the constraint; SQLite cannot, so the table is rebuilt without it (its
//   rows copied once, its indexes and triggers recreated as they were), in one transaction.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';
import { hasColumn } from './has-column';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

const HISTORY_KEY = 'pipeline_history_pipeline_fkey';

/** The CREATE TABLE text of pipeline_history without its key to pipelines; undefined when it has none already. */
function withoutPipelineKey(createSql: string): string | undefined {
  const clause = new RegExp(
    `,\\s*constraint\\s+"?${HISTORY_KEY}"?\\s+foreign key\\s*\\([^)]*\\)\\s*references\\s+"?pipelines"?\\s*\\([^)]*\\)(\\s+on delete cascade)?`,
    'i',
  );
  return clause.test(createSql) ? createSql.replace(clause, '') : undefined;
}

async function dropHistoryKeySqlite(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'pipeline_history'`.execute(db);
  const table = rows.find((r) => r.type === 'table');
  const rebuilt = table?.sql ? withoutPipelineKey(table.sql) : undefined;
  if (!rebuilt) return;
  // Indexes and triggers as they are now (other migrations may have added some); the automatic
  // index of the primary key has no text and comes back with the table.
  const dependents = rows.filter((r) => r.type !== 'table' && r.sql).map((r) => r.sql!);
  await db.transaction().execute(async (tx) => {
    await run(tx, rebuilt.replace(/^CREATE TABLE\s+"?pipeline_history"?/i, 'CREATE TABLE "pipeline_history_rebuilt"'));
    await run(tx, 'insert into pipeline_history_rebuilt select * from pipeline_history');
    await run(tx, 'drop table pipeline_history');
    await run(tx, 'alter table pipeline_history_rebuilt rename to pipeline_history');
    for (const text of dependents) await run(tx, text);
  });
}

export function pipelineShapes(dialect: DialectName): Migration {
  return {
    async up(db) {
      if (!(await hasColumn(db, dialect, 'pipelines', 'is_default'))) await run(db, 'alter table pipelines add column is_default integer');
      await run(db, 'create unique index if not exists pipelines_chosen_default_key on pipelines (org_slug) where is_default = 1');
      if (dialect === 'postgres') await run(db, `alter table pipeline_history drop constraint if exists ${HISTORY_KEY}`);
      else await dropHistoryKeySqlite(db);
    },
    async down(db) {
      // The history's key to pipelines is not put back: rows of deleted pipelines would break it.
      await run(db, 'drop index if exists pipelines_chosen_default_key');
      if (await hasColumn(db, dialect, 'pipelines', 'is_default')) await run(db, 'alter table pipelines drop column is_default');
    },
  };
}
