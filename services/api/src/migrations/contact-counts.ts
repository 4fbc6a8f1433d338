// contact_counts: live contacts per organisation, kept by triggers so the contact list's total is
// one row read. Counting 500k index entries costs ~25 ms in SQLite on every page load. Triggers
// (not repository code) keep it exact whoever writes contacts: the API, the import, seeds.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

// SQLite has only row triggers; an upsert per row is cheap there (writers are serialised anyway).
const SQLITE_TRIGGERS = [
  `create trigger if not exists contact_counts_ai after insert on contacts when new.deleted_at is null begin
     insert into contact_counts (org_slug, live) values (new.org_slug, 1)
       on conflict (org_slug) do update set live = live + 1; end`,
  `create trigger if not exists contact_counts_ad after delete on contacts when old.deleted_at is null begin
     update contact_counts set live = live - 1 where org_slug = old.org_slug; end`,
  `create trigger if not exists contact_counts_au after update of deleted_at on contacts
     when (old.deleted_at is null) <> (new.deleted_at is null) begin
     insert into contact_counts (org_slug, live) values (new.org_slug, iif(new.deleted_at is null, 1, -1))
       on conflict (org_slug) do update set live = live + excluded.live; end`,
];

// PostgreSQL: statement triggers with transition tables, so a 1,000-row insert updates the
// counter once (row triggers would write a new version of one row a million times in a big
// import). The counter row stays locked until commit: writers of one organisation serialise.
const PG_DELTAS: Record<'insert' | 'delete' | 'update', { tables: string; delta: string }> = {
  insert: { tables: 'new table as new_rows', delta: 'select org_slug, 1 as d from new_rows where deleted_at is null' },
  delete: { tables: 'old table as old_rows', delta: 'select org_slug, -1 as d from old_rows where deleted_at is null' },
  update: {
    tables: 'old table as old_rows new table as new_rows',
    delta: 'select org_slug, 1 as d from new_rows where deleted_at is null ' + 'union all select org_slug, -1 as d from old_rows where deleted_at is null',
  },
};

export async function createContactCounts(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('contact_counts')
    .ifNotExists()
    .addColumn('org_slug', 'text', (c) => c.primaryKey())
    .addColumn('live', 'bigint', (c) => c.notNull())
    .execute();
  if (dialect === 'postgres') {
    for (const [op, { tables, delta }] of Object.entries(PG_DELTAS)) {
      await run(
        db,
        `create or replace function contact_counts_${op}() returns trigger language plpgsql as $$ begin
           insert into contact_counts as c (org_slug, live)
             select org_slug, sum(d) from (${delta}) x group by org_slug having sum(d) <> 0
             on conflict (org_slug) do update set live = c.live + excluded.live;
           return null; end $$`,
      );
      await run(
        db,
        `create or replace trigger contact_counts_${op} after ${op} on contacts referencing ${tables} ` +
          `for each statement execute function contact_counts_${op}()`,
      );
    }
  } else {
    for (const trigger of SQLITE_TRIGGERS) await run(db, trigger);
  }
  // Recount from scratch (after the triggers exist), so running this again is harmless.
  await run(db, 'delete from contact_counts');
  await run(db, 'insert into contact_counts (org_slug, live) select org_slug, count(*) from contacts where deleted_at is null group by org_slug');
}

export async function dropContactCounts(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    for (const op of Object.keys(PG_DELTAS)) {
      await run(db, `drop trigger if exists contact_counts_${op} on contacts`);
      await run(db, `drop function if exists contact_counts_${op}()`);
    }
  } else {
    for (const suffix of ['ai', 'ad', 'au']) await run(db, `drop trigger if exists contact_counts_${suffix}`);
  }
  await db.schema.dropTable('contact_counts').ifExists().execute();
}
