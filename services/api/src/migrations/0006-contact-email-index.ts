// contacts_email_idx (org_slug, lower(email)) from 0001 serves no query: the import reads the
// organisation's emails through contacts_live_email_idx (0003), and nothing else looks contacts up
// by email. Every insert paid for it, and an import rebuilt it (~1 s at a million rows).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

export function contactEmailIndex(dialect: DialectName): Migration {
  return {
    async up(db) {
      await run(db, 'drop index if exists contacts_email_idx');
      if (dialect === 'sqlite') await run(db, `delete from sqlite_stat1 where tbl = 'contacts' and idx = 'contacts_email_idx'`);
    },
    async down(db) {
      await run(db, 'create index if not exists contacts_email_idx on contacts (org_slug, lower(email))');
    },
  };
}
