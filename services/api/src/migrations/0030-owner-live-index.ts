// An owner's live contacts counted from one index: 0012's owner index (org, owner, created_at, id)
// with import_id added, so the check that hides rows of an import still being written
// (db/visible.ts) is answered by the index too. Without it, a member under owners_only with many
// contacts paid one table lookup per contact (up to 10,001) on every page, to count them.
// Written out: a shipped migration must not follow later edits of the queries.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';
import { writeContactPlannerStats } from './contact-planner-stats';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

const NEW = 'create index if not exists contacts_owner_live_idx on contacts (org_slug, owner_id, created_at, id, import_id) where deleted_at is null';
const OLD = 'create index if not exists contacts_owner_idx on contacts (org_slug, owner_id, created_at, id) where deleted_at is null';

export function ownerLiveIndex(dialect: DialectName): Migration {
  return {
    async up(db) {
      await run(db, NEW);
      await run(db, 'drop index if exists contacts_owner_idx');
      if (dialect === 'sqlite') await writeContactPlannerStats(db);
    },
    async down(db) {
      await run(db, OLD);
      await run(db, 'drop index if exists contacts_owner_live_idx');
      if (dialect === 'sqlite') await writeContactPlannerStats(db);
    },
  };
}
