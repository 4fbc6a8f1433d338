// The list filters and the updated_at sort (docs/PERFORMANCE.md "bench:filters"): the sort indexes
// of updated_at, live rows only and ending in id like 0003's and 0004's, and the deal filters'
// indexes on pipeline entries (stage, close date, currency then value), and the contacts without an
// email or a phone, and the tagged contacts (tags have no index of their own, nor has next_activity:
// their bounds are stated in docs/PERFORMANCE.md).
// Written out: a shipped migration must not follow later edits of the queries.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';
import { writeContactPlannerStats } from './contact-planner-stats';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

const INDEXES: Record<string, string> = {
  contacts_live_updated_idx: 'contacts (org_slug, updated_at, id) where deleted_at is null',
  companies_live_updated_idx: 'companies (org_slug, updated_at, id) where deleted_at is null',
  pipeline_entries_close_idx: 'pipeline_entries (org_slug, close_date, contact_id) where close_date is not null',
  pipeline_entries_value_idx: 'pipeline_entries (org_slug, currency, value_minor, contact_id) where value_minor is not null',
  // stage_id: the stage's contacts from the index alone (0001's (org_slug, stage_id) reads each entry).
  pipeline_entries_stage_contact_idx: 'pipeline_entries (org_slug, stage_id, contact_id)',
  // has_email=no / has_phone=no: few contacts lack an email, and counting them must not read the others.
  contacts_no_email_idx: "contacts (org_slug, id) where deleted_at is null and (email is null or email = '')",
  contacts_no_phone_idx: "contacts (org_slug, id) where deleted_at is null and (phone is null or phone = '')",
  // tags_any / tags_all: the tagged contacts alone, read from the index (the tags are in it), never
  // the untagged ones nor their rows. The bound: a tag filter reads the organisation's tagged contacts.
  contacts_tagged_idx: 'contacts (org_slug, tags, import_id, deleted_at) where deleted_at is null and tags is not null',
};

export function listFilters(dialect: DialectName): Migration {
  return {
    async up(db) {
      for (const [name, on] of Object.entries(INDEXES)) await run(db, `create index if not exists ${name} on ${on}`);
      if (dialect === 'sqlite') await writeContactPlannerStats(db);
    },
    async down(db) {
      for (const name of Object.keys(INDEXES)) await run(db, `drop index if exists ${name}`);
      if (dialect === 'sqlite') await writeContactPlannerStats(db);
    },
  };
}
