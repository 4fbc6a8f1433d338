// A private database for one reliability scenario (a temporary SQLite directory, or a fresh
// PostgreSQL schema when DATABASE_URL is set; see ../helpers/db.ts), which the API child process
// opens and migrates. This process only opens it to look, and removes it at the end.
import { openDatabase, type DbHandle } from '../../src/db/connection';
import type { DialectOptions } from '../../src/db/dialect';
import { openTestDatabase } from '../helpers/db';

export interface ScratchDatabase {
  options: DialectOptions;
  /** A connection of this process, for checks; the caller closes it. */
  open(): DbHandle;
  destroy(): Promise<void>;
}

export async function scratchDatabase(): Promise<ScratchDatabase> {
  const database = await openTestDatabase({ migrate: false });
  // Closed at once: during a crash test no connection of this process may keep the file open.
  await database.handle.close();
  const options = database.handle.options;
  return { options, open: () => openDatabase(options), destroy: () => database.destroy() };
}
