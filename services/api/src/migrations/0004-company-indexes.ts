// What the company list needs when an import has created tens of thousands of companies: one
// partial index per sort key, over live rows only and ending in id (the tie-breaker), so a page
// in either direction is a short index walk instead of sorting every company of the organisation
// (measured in SQLite at 100k companies: ~160 ms per page sorted by industry or size, without).
// The expressions are copied, not imported, from repositories/companies.ts: a shipped migration
// must not change when the query does. test/companies-indexes.test.ts checks that they still match.
// The 0001 list and created_at indexes are superseded; companies_name_idx stays (import uses it).
import { sql, type Kysely, type Migration } from 'kysely';

const SORT_INDEXES: Record<string, string> = {
  companies_live_name_idx: 'org_slug, lower(name), id',
  companies_live_industry_idx: "org_slug, coalesce(lower(industry), ''), id",
  companies_live_size_idx:
    "org_slug, (case size when 'startup' then 1 when 'small' then 2 when 'medium' then 3 " + "when 'large' then 4 when 'enterprise' then 5 else 0 end), id",
  companies_live_created_idx: 'org_slug, created_at, id',
};
const SUPERSEDED: Record<string, string> = {
  companies_list_idx: 'org_slug, deleted_at, name',
  companies_created_idx: 'org_slug, created_at',
};

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

export const companyIndexes: Migration = {
  async up(db) {
    for (const [name, columns] of Object.entries(SORT_INDEXES)) {
      await run(db, `create index if not exists ${name} on companies (${columns}) where deleted_at is null`);
    }
    for (const name of Object.keys(SUPERSEDED)) await run(db, `drop index if exists ${name}`);
  },

  async down(db) {
    for (const [name, columns] of Object.entries(SUPERSEDED)) await run(db, `create index if not exists ${name} on companies (${columns})`);
    for (const name of Object.keys(SORT_INDEXES)) await run(db, `drop index if exists ${name}`);
  },
};
