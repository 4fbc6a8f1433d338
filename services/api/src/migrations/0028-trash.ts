// The Trash (repositories/trash.ts): who deleted a contact or company, and notes and files
// deleted like them (deleted_at, deleted_by) instead of removed at once; an index per table for
// an organisation's Trash, newest first, and for the purge job's walk over every organisation's
// old deletions (contacts and companies have theirs since 0001). The search indexes need nothing:
// their triggers (0011) already drop a row's entry when it is deleted or purged.
// Written out: a shipped migration must not follow later edits of the queries.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';
import { hasColumn } from './has-column';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

const COLUMNS: readonly [table: string, column: string][] = [
  ['contacts', 'deleted_by'],
  ['companies', 'deleted_by'],
  ['notes', 'deleted_at'],
  ['notes', 'deleted_by'],
  ['attachments', 'deleted_at'],
  ['attachments', 'deleted_by'],
];

const INDEXES: Record<string, string> = {
  contacts_trash_idx: 'contacts (org_slug, deleted_at, id)',
  companies_trash_idx: 'companies (org_slug, deleted_at, id)',
  notes_trash_idx: 'notes (org_slug, deleted_at, id)',
  attachments_trash_idx: 'attachments (org_slug, deleted_at, id)',
  notes_purge_idx: 'notes (deleted_at)',
  attachments_purge_idx: 'attachments (deleted_at)',
};

export function trash(dialect: DialectName): Migration {
  return {
    async up(db) {
      for (const [table, column] of COLUMNS) {
        if (!(await hasColumn(db, dialect, table, column))) await run(db, `alter table ${table} add column ${column} text`);
      }
      for (const [name, on] of Object.entries(INDEXES)) await run(db, `create index if not exists ${name} on ${on} where deleted_at is not null`);
    },
    async down(db) {
      for (const name of Object.keys(INDEXES)) await run(db, `drop index if exists ${name}`);
      for (const [table, column] of COLUMNS) {
        if (await hasColumn(db, dialect, table, column)) await run(db, `alter table ${table} drop column ${column}`);
      }
    },
  };
}
