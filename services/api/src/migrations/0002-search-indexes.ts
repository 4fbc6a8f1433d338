import type { Migration } from 'kysely';
import type { DialectName } from '../db/dialect';
import { createSearchIndexes, dropSearchIndexes, SQLITE_FTS_OPTIONS_0002 } from './column-search-indexes';

/** Full-text search for contacts and companies (SQLite FTS5 / PostgreSQL pg_trgm). */
export function searchIndexes(dialect: DialectName): Migration {
  return {
    up: (db) => createSearchIndexes(db, dialect, SQLITE_FTS_OPTIONS_0002),
    down: (db) => dropSearchIndexes(db, dialect),
  };
}
