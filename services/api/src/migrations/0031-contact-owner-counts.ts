// contact_owner_counts: live contacts per (organisation, owner), kept by triggers like 0003's
// contact_counts, so the total of one owner's list (a member under owners_only, the owner filter)
// is one row read instead of a count of up to 10,001 index entries on every page. Contacts without
// an owner are not counted. Like contact_counts, rows of an import still being written are left
// out (0013) and the import's last step adds them (repositories/contact-import.ts publish).
// Written out: a shipped migration must not follow later edits of the queries.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

const HIDDEN = (row: string) => `(${row}.import_id is not null and ${row}.import_id in (select id from pending_imports))`;
const COUNTED = (row: string) => `${row}.deleted_at is null and ${row}.owner_id is not null and not ${HIDDEN(row)}`;

// SQLite: row triggers (writers are serialised anyway); an update moves one from the old owner
// (if it was counted) to the new one (if it is counted), so a change of neither is +1 -1.
const SQLITE_TRIGGERS = [
  `create trigger if not exists contact_owner_counts_ai after insert on contacts
     when new.deleted_at is null and new.owner_id is not null and new.import_id is null begin
     insert into contact_owner_counts (org_slug, owner_id, live) values (new.org_slug, new.owner_id, 1)
       on conflict (org_slug, owner_id) do update set live = live + 1; end`,
  `create trigger if not exists contact_owner_counts_ad after delete on contacts when ${COUNTED('old')} begin
     update contact_owner_counts set live = live - 1 where org_slug = old.org_slug and owner_id = old.owner_id; end`,
  `create trigger if not exists contact_owner_counts_au after update of deleted_at, owner_id on contacts
     when old.deleted_at is not new.deleted_at or old.owner_id is not new.owner_id begin
     update contact_owner_counts set live = live - 1
       where org_slug = old.org_slug and owner_id = old.owner_id and ${COUNTED('old')};
     insert into contact_owner_counts (org_slug, owner_id, live) select new.org_slug, new.owner_id, 1 where ${COUNTED('new')}
       on conflict (org_slug, owner_id) do update set live = live + 1; end`,
];

// PostgreSQL: statement triggers with transition tables (one counter write per owner a statement
// touches), counters taken in (org, owner) order so two statements never lock them crosswise.
const PG_DELTAS: Record<'insert' | 'delete' | 'update', { tables: string; delta: string }> = {
  insert: {
    tables: 'new table as new_rows',
    delta: 'select org_slug, owner_id, 1 as d from new_rows where deleted_at is null and owner_id is not null and import_id is null',
  },
  delete: { tables: 'old table as old_rows', delta: `select org_slug, owner_id, -1 as d from old_rows where ${COUNTED('old_rows')}` },
  update: {
    tables: 'old table as old_rows new table as new_rows',
    delta:
      `select org_slug, owner_id, 1 as d from new_rows where ${COUNTED('new_rows')} ` +
      `union all select org_slug, owner_id, -1 as d from old_rows where ${COUNTED('old_rows')}`,
  },
};

export function contactOwnerCounts(dialect: DialectName): Migration {
  return {
    async up(db) {
      await run(
        db,
        'create table if not exists contact_owner_counts (org_slug text not null, owner_id text not null, live bigint not null, primary key (org_slug, owner_id))',
      );
      if (dialect === 'postgres') {
        for (const [op, { tables, delta }] of Object.entries(PG_DELTAS)) {
          await run(
            db,
            `create or replace function contact_owner_counts_${op}() returns trigger language plpgsql as $$ begin
               insert into contact_owner_counts as c (org_slug, owner_id, live)
                 select org_slug, owner_id, sum(d) from (${delta}) x group by org_slug, owner_id having sum(d) <> 0
                 order by org_slug, owner_id
                 on conflict (org_slug, owner_id) do update set live = c.live + excluded.live;
               return null; end $$`,
          );
          await run(
            db,
            `create or replace trigger contact_owner_counts_${op} after ${op} on contacts referencing ${tables} ` +
              `for each statement execute function contact_owner_counts_${op}()`,
          );
        }
      } else {
        for (const trigger of SQLITE_TRIGGERS) await run(db, trigger);
      }
      // Counted from scratch after the triggers exist, so running this again is harmless.
      await run(db, 'delete from contact_owner_counts');
      await run(
        db,
        `insert into contact_owner_counts (org_slug, owner_id, live)
           select org_slug, owner_id, count(*) from contacts where ${COUNTED('contacts')} group by org_slug, owner_id`,
      );
    },
    async down(db) {
      if (dialect === 'postgres') {
        for (const op of Object.keys(PG_DELTAS)) {
          await run(db, `drop trigger if exists contact_owner_counts_${op} on contacts`);
          await run(db, `drop function if exists contact_owner_counts_${op}()`);
        }
      } else {
        for (const suffix of ['ai', 'ad', 'au']) await run(db, `drop trigger if exists contact_owner_counts_${suffix}`);
      }
      await run(db, 'drop table if exists contact_owner_counts');
    },
  };
}
