import type { Migration } from 'kysely';
import { createSearchIndexes, dropSearchIndexes, type DialectName } from '../db/dialect';

/** Full-text search for contacts and companies (SQLite FTS5 / PostgreSQL pg_trgm). */
export function searchIndexes(dialect: DialectName): Migration {
  return {
    up: (db) => createSearchIndexes(db, dialect),
    down: (db) => dropSearchIndexes(db, dialect),
  };
}
