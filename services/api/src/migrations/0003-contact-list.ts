// What the contact list needs at 500k+ contacts per organisation (bench/contacts-api.ts):
// - one partial index per sort key, over live rows only and ending in id (the tie-breaker), so a
//   page in either direction is a short index walk; the 0001 list indexes are superseded;
// - contact_counts, the live total per organisation, kept by triggers (contact-counts.ts);
// - SQLite planner statistics, without which it ignores the right index (contact-planner-stats.ts).
// The sort expressions are copied, not imported, from repositories/contacts.ts: a shipped
// migration must not change when the query does. test/contacts-indexes.test.ts checks they match.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';
import { createContactCounts, dropContactCounts } from './contact-counts';
import { dropContactPlannerStats, writeContactPlannerStats } from './contact-planner-stats';

const SORT_INDEXES: Record<string, string> = {
  contacts_live_name_idx: 'org_slug, lower(first), lower(last), id',
  contacts_live_email_idx: "org_slug, coalesce(lower(email), ''), id",
  contacts_live_company_idx: "org_slug, coalesce(lower(company), ''), id",
  contacts_live_created_idx: 'org_slug, created_at, id',
};
const SUPERSEDED: Record<string, string> = {
  contacts_list_idx: 'org_slug, deleted_at, last, first',
  contacts_created_idx: 'org_slug, created_at',
};

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

export function contactList(dialect: DialectName): Migration {
  return {
    async up(db) {
      for (const [name, columns] of Object.entries(SORT_INDEXES)) {
        await run(db, `create index if not exists ${name} on contacts (${columns}) where deleted_at is null`);
      }
      for (const name of Object.keys(SUPERSEDED)) await run(db, `drop index if exists ${name}`);
      await createContactCounts(db, dialect);
      if (dialect === 'sqlite') await writeContactPlannerStats(db);
    },

    async down(db) {
      if (dialect === 'sqlite') await dropContactPlannerStats(db);
      await dropContactCounts(db, dialect);
      for (const name of Object.keys(SORT_INDEXES)) await run(db, `drop index if exists ${name}`);
      for (const [name, columns] of Object.entries(SUPERSEDED)) await run(db, `create index if not exists ${name} on contacts (${columns})`);
    },
  };
}
