// Deals on the board: a pipeline entry carries a value (an integer count of its
// currency's minor unit, never a float), a currency, a close date, an owner and a next step;
// stages carry a win probability and an outcome; the history records deal changes; contacts get
// an owner. Members (who the API has seen with a verified token) and the organisation's settings
// are new tenant tables, and move the organisation's data version like every other (0010): the
// board's cached answer embeds owner names and the default currency.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';
import { writeContactPlannerStats } from './contact-planner-stats';
import { hasColumn } from './has-column';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

/** Written out: a shipped migration must not follow later edits of the runtime constants. */
const DEFAULT_STAGES: readonly [name: string, probability: number, outcome: string | null][] = [
  ['Lead', 10, null],
  ['Qualified', 25, null],
  ['Proposal', 50, null],
  ['Negotiation', 75, null],
  ['Won', 100, 'won'],
  ['Lost', 0, 'lost'],
];

const NEW_COLUMNS: Record<string, [column: string, type: string][]> = {
  contacts: [['owner_id', 'text']],
  pipeline_entries: [
    ['value_minor', 'bigint'],
    ['currency', 'text'],
    ['close_date', 'text'],
    ['owner_id', 'text'],
    ['next_step', 'text'],
  ],
  stages: [
    ['probability', 'integer not null default 0'],
    ['outcome', 'text'],
  ],
  pipeline_history: [
    ['kind', "text not null default 'stage'"],
    ['field', 'text'],
    ['old_value', 'text'],
    ['new_value', 'text'],
  ],
};

const INDEXES: Record<string, string> = {
  // The contacts list, bulk delete and export filtered by owner (live rows only, like 0003's).
  contacts_owner_idx: 'contacts (org_slug, owner_id, created_at, id) where deleted_at is null',
  // The board and a column filtered by owner: the board index with the owner before the stage.
  pipeline_entries_owner_idx: 'pipeline_entries (org_slug, pipeline_id, owner_id, stage_id, entered_at, id, contact_id)',
  // The board's totals (stage × currency sums) read from the index alone, already in group order.
  pipeline_entries_totals_idx: 'pipeline_entries (org_slug, pipeline_id, stage_id, currency, value_minor, contact_id)',
};

const NEW_TABLES = ['members', 'organisation_settings'] as const;
const OPS = { insert: { sqlite: 'ai', row: 'new' }, update: { sqlite: 'au', row: 'new' }, delete: { sqlite: 'ad', row: 'old' } } as const;

/** 0010's triggers on the new tables (its functions exist on PostgreSQL). */
async function createVersionTriggers(db: Kysely<any>, dialect: DialectName): Promise<void> {
  for (const table of NEW_TABLES) {
    for (const [op, { sqlite, row }] of Object.entries(OPS)) {
      if (dialect === 'postgres') {
        await run(
          db,
          `create or replace trigger org_versions_${op} after ${op} on ${table} referencing ${row} table as changed ` +
            `for each statement execute function org_versions_${op}()`,
        );
      } else {
        await run(
          db,
          `create trigger if not exists org_versions_${table}_${sqlite} after ${op} on ${table} begin
             insert into org_versions (org_slug, shard, version) values (${row}.org_slug, 0, 1)
               on conflict (org_slug, shard) do update set version = version + 1; end`,
        );
      }
    }
  }
}

export function deals(dialect: DialectName): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('members')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('first_seen_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('members_pkey', ['org_slug', 'id'])
        .execute();
      await db.schema
        .createTable('organisation_settings')
        .ifNotExists()
        .addColumn('org_slug', 'text', (c) => c.primaryKey())
        .addColumn('default_currency', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await createVersionTriggers(db, dialect);
      for (const [table, columns] of Object.entries(NEW_COLUMNS)) {
        for (const [column, type] of columns) {
          if (!(await hasColumn(db, dialect, table, column))) await run(db, `alter table ${table} add column ${column} ${type}`);
        }
      }
      for (const [name, on] of Object.entries(INDEXES)) await run(db, `create index if not exists ${name} on ${on}`);
      // Without its statistics SQLite takes the owner index for every list of the organisation.
      if (dialect === 'sqlite') await writeContactPlannerStats(db);
      // The default pipelines' stages, by name (a renamed stage keeps probability 0 and no outcome).
      for (const [name, probability, outcome] of DEFAULT_STAGES) {
        await sql`update stages set probability = ${probability}, outcome = ${outcome}
          where name = ${name} and exists (select 1 from pipelines p
            where p.org_slug = stages.org_slug and p.id = stages.pipeline_id and p.name = 'Default Sales Pipeline')`.execute(db);
      }
    },
    async down(db) {
      for (const name of Object.keys(INDEXES)) await run(db, `drop index if exists ${name}`);
      for (const [table, columns] of Object.entries(NEW_COLUMNS)) {
        for (const [column] of columns) {
          if (await hasColumn(db, dialect, table, column)) await run(db, `alter table ${table} drop column ${column}`);
        }
      }
      // Their version triggers go with them, on both databases.
      for (const table of NEW_TABLES) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
