// Record access (docs/ARCHITECTURE.md §5 "Record access"): the organisation's rule of who sees and
// edits contacts and companies, and an owner on companies like the one contacts have (0012).
// Under owners_only a member's lists are their own records: the indexes give those lists, in the
// default sort, an index walk of the member's rows alone (org, owner, sort keys, id), live rows only.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';
import { writeContactPlannerStats } from './contact-planner-stats';
import { hasColumn } from './has-column';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

/** Written out: a shipped migration must not follow later edits of the queries. */
const INDEXES: Record<string, string> = {
  contacts_owner_name_idx: 'contacts (org_slug, owner_id, lower(first), lower(last), id) where deleted_at is null',
  companies_owner_name_idx: 'companies (org_slug, owner_id, lower(name), id) where deleted_at is null',
};

export function recordAccess(dialect: DialectName): Migration {
  return {
    async up(db) {
      if (!(await hasColumn(db, dialect, 'organisation_settings', 'record_access'))) {
        await run(db, "alter table organisation_settings add column record_access text not null default 'everyone_edits'");
      }
      if (!(await hasColumn(db, dialect, 'companies', 'owner_id'))) await run(db, 'alter table companies add column owner_id text');
      for (const [name, on] of Object.entries(INDEXES)) await run(db, `create index if not exists ${name} on ${on}`);
      if (dialect === 'sqlite') await writeContactPlannerStats(db);
    },
    async down(db) {
      for (const name of Object.keys(INDEXES)) await run(db, `drop index if exists ${name}`);
      if (await hasColumn(db, dialect, 'companies', 'owner_id')) await run(db, 'alter table companies drop column owner_id');
      if (await hasColumn(db, dialect, 'organisation_settings', 'record_access')) await run(db, 'alter table organisation_settings drop column record_access');
    },
  };
}
