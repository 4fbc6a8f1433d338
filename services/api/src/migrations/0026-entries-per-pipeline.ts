// A contact can be in several pipelines, one entry in each: the unique key of pipeline_entries
// becomes (org_slug, contact_id, pipeline_id) instead of (org_slug, contact_id). Its columns lead
// with the contact, so it is also the index a contact's entries are read by (the old key was).
// PostgreSQL drops the constraint and adds the index. SQLite cannot drop a table constraint: the
// table is rebuilt from its own definition without it (sqlite.org/lang_altertable.html, "other
// kinds of table schema changes"), its rows copied, and its indexes and triggers (0010's data
// version triggers among them) created again from their stored definitions.
// Idempotent like every migration (SQLite runs them outside a transaction): a table without the old
// constraint is not rebuilt again.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';
import { writeContactPlannerStats } from './contact-planner-stats';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

const OLD_KEY = 'pipeline_entries_contact_key';
const NEW_KEY = 'pipeline_entries_pipeline_contact_key';
const CONTACT_INDEX = 'pipeline_entries_contact_entries_idx';
const OLD_CONSTRAINT = `constraint "${OLD_KEY}" unique ("org_slug", "contact_id")`;

/** SQLite: the table's definition and those of its own indexes and triggers (not the automatic ones). */
async function sqliteDefinitions(db: Kysely<any>) {
  const { rows } = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = 'pipeline_entries' and sql is not null`.execute(db);
  const table = rows.find((r) => r.type === 'table')?.sql ?? '';
  return { table, others: rows.filter((r) => r.type !== 'table').map((r) => r.sql!) };
}

/** SQLite: pipeline_entries rebuilt with `define(table sql)` as its definition, every row kept. */
async function rebuildSqlite(db: Kysely<any>, define: (table: string) => string): Promise<void> {
  const { table, others } = await sqliteDefinitions(db);
  await db.transaction().execute(async (tx) => {
    await run(tx, 'drop table if exists pipeline_entries_rebuilt');
    await run(tx, define(table).replace(/^create table "?pipeline_entries"?/i, 'create table pipeline_entries_rebuilt'));
    await run(tx, 'insert into pipeline_entries_rebuilt select * from pipeline_entries');
    await run(tx, 'drop table pipeline_entries');
    await run(tx, 'alter table pipeline_entries_rebuilt rename to pipeline_entries');
    for (const definition of others) await run(tx, definition);
  });
}

export function entriesPerPipeline(dialect: DialectName): Migration {
  return {
    async up(db) {
      if (dialect === 'postgres') {
        await run(db, `alter table pipeline_entries drop constraint if exists ${OLD_KEY}`);
      } else {
        const { table } = await sqliteDefinitions(db);
        if (table.includes(OLD_KEY)) {
          await rebuildSqlite(db, (definition) => {
            const without = definition.replace(`, ${OLD_CONSTRAINT}`, '');
            if (without === definition) throw new Error(`0026: ${OLD_KEY} not found as expected in ${definition}`);
            return without;
          });
        }
      }
      await run(db, `create unique index if not exists ${NEW_KEY} on pipeline_entries (org_slug, contact_id, pipeline_id)`);
      // A contact's primary entry (repositories/primary-entry.ts) is looked up per row of a list:
      // covering, so it reads this index alone; without it SQLite took the covering board index
      // and walked the organisation's entries for each row.
      await run(db, `create index if not exists ${CONTACT_INDEX} on pipeline_entries (org_slug, contact_id, pipeline_id, id)`);
      if (dialect === 'sqlite') await writeContactPlannerStats(db);
    },
    async down(db) {
      // One entry per contact again: the primary one stays (the default pipeline's is not known
      // to SQL here: the oldest, by id, which is time-ordered).
      await run(
        db,
        `delete from pipeline_entries where exists (select 1 from pipeline_entries older
          where older.org_slug = pipeline_entries.org_slug and older.contact_id = pipeline_entries.contact_id and older.id < pipeline_entries.id)`,
      );
      await run(db, `drop index if exists ${CONTACT_INDEX}`);
      await run(db, `drop index if exists ${NEW_KEY}`);
      if (dialect === 'postgres') {
        await run(db, `alter table pipeline_entries add constraint ${OLD_KEY} unique (org_slug, contact_id)`);
      } else {
        const { table } = await sqliteDefinitions(db);
        if (!table.includes(OLD_KEY)) await rebuildSqlite(db, (definition) => definition.replace(/\)\s*$/, `, ${OLD_CONSTRAINT})`));
      }
    },
  };
}
