// SQLite's side of backups (backup/): a consistent copy of a live database file, its integrity
// check, and the migrations a file has applied. The copy uses SQLite's online backup API in steps
// of PAGES_PER_STEP pages, yielding to the event loop between steps, inside one read transaction
// of its own connection: in WAL mode that transaction never blocks a writer, and it pins the
// snapshot, so writes committed meanwhile (by the API or an import worker) neither restart the copy
// nor appear in it. The WAL only grows while it runs (a checkpoint cannot pass the snapshot).
import fs from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';

export const PAGES_PER_STEP = 1024;

/** Copies `source` (a live database file) to `dest` (a new file); the copy is a rollback-journal file, complete by itself. */
export async function copySqlite(source: string, dest: string): Promise<{ pages: number }> {
  const db = new BetterSqlite3(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.exec('BEGIN');
    // The read transaction starts at the first read: the snapshot is taken here.
    db.prepare('SELECT count(*) FROM sqlite_schema').get();
    const { totalPages } = await db.backup(dest, { progress: () => PAGES_PER_STEP });
    db.exec('COMMIT');
    const copy = new BetterSqlite3(dest);
    try {
      copy.pragma('journal_mode = DELETE'); // no -wal/-shm beside the backup file
    } finally {
      copy.close();
    }
    return { pages: totalPages };
  } finally {
    db.close();
  }
}

/** `PRAGMA integrity_check` of a file: 'ok', or the problems it lists. Opened read-only. */
export function sqliteIntegrity(file: string): string {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join('; ');
  } finally {
    db.close();
  }
}

/** The migrations a database file has applied (Kysely's bookkeeping `table`), in order; [] when there is none or no file. */
export function sqliteMigrations(file: string, table: string): string[] {
  if (!fs.existsSync(file)) return [];
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const exists = db.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?`).get(table);
    if (!exists) return [];
    const rows = db.prepare(`SELECT name FROM "${table.replace(/"/g, '""')}" ORDER BY name`).all() as { name: string }[];
    return rows.map((r) => r.name);
  } finally {
    db.close();
  }
}
