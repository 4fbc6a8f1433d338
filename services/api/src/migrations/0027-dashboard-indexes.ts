// The dashboard's conversion chart: a pipeline's history stage rows of a period read from one
// index range (0001's (org_slug, pipeline_id) read every row the pipeline ever had), with the
// stage and the contact in the index so the rows themselves are never read.
// Written out: a shipped migration must not follow later edits of the queries.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

const INDEXES: Record<string, string> = {
  pipeline_history_period_idx: 'pipeline_history (org_slug, pipeline_id, changed_at, kind, stage_id, contact_id)',
};

export const dashboardIndexes: Migration = {
  async up(db) {
    for (const [name, on] of Object.entries(INDEXES)) await run(db, `create index if not exists ${name} on ${on}`);
  },
  async down(db) {
    for (const name of Object.keys(INDEXES)) await run(db, `drop index if exists ${name}`);
  },
};
