// The Trash (repositories/trash.ts): who deleted a contact or company, and notes and files
// deleted like them (deleted_at, deleted_by) instead of removed at once; an index per table for
// an organisation's Trash, newest first, and for the purge job's walk over every organisation's
// old deletions (contacts and companies have theirs since 0001). SQLite's search tables (0011)
// keep a deleted row's words in their older segments until a merge: they are merged once
// ('optimize') to drop what earlier deletes left there (an erasure does the same afterwards,
// db/search-indexes.ts). PostgreSQL's GIN index loses a row's entries with the row.
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

/** The FTS5 tables of migration 0011 (db/search-indexes.ts names them), written out. */
const SQLITE_SEARCH_TABLES = ['contacts_search', 'companies_search'];

export function trash(dialect: DialectName): Migration {
  return {
    async up(db) {
      for (const [table, column] of COLUMNS) {
        if (!(await hasColumn(db, dialect, table, column))) await run(db, `alter table ${table} add column ${column} text`);
      }
      for (const [name, on] of Object.entries(INDEXES)) await run(db, `create index if not exists ${name} on ${on} where deleted_at is not null`);
      if (dialect === 'sqlite') {
        for (const fts of SQLITE_SEARCH_TABLES) {
          await run(db, `insert into ${fts}(${fts}) values ('optimize')`);
        }
      }
    },
    async down(db) {
      for (const name of Object.keys(INDEXES)) await run(db, `drop index if exists ${name}`);
      for (const [table, column] of COLUMNS) {
        if (await hasColumn(db, dialect, table, column)) await run(db, `alter table ${table} drop column ${column}`);
      }
    },
  };
}
