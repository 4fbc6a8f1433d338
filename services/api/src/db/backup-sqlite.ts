// SQLite's side of backups (backup/): consistent copies of live database files, their integrity
// check, and the migrations a file has applied. The copy uses SQLite's online backup API in steps
// of PAGES_PER_STEP pages, yielding to the event loop between steps, inside one read transaction
// of its own connection: in WAL mode that transaction never blocks a writer, and it pins the
// snapshot, so writes committed meanwhile (by the API or an import worker) neither restart the copy
// nor appear in it. The WAL only grows while it runs (a checkpoint cannot pass the snapshot).
import fs from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';

export const PAGES_PER_STEP = 1024;

/**
 * Copies live database files, each `source` to its `dest` (a new file, in rollback-journal mode,
 * complete by itself). Every source's snapshot is taken first, in the order given, a moment apart,
 * then the copies are made: list the file whose state follows another's first (the import jobs
 * before the CRM, whose pending_imports checkpoint says where a job resumes).
 */
export async function copySqlite(files: { source: string; dest: string }[]): Promise<void> {
  const open: BetterSqlite3.Database[] = [];
  try {
    for (const { source } of files) {
      const db = new BetterSqlite3(source, { fileMustExist: true });
      open.push(db);
      db.pragma('busy_timeout = 5000');
      db.exec('BEGIN');
      db.prepare('SELECT count(*) FROM sqlite_schema').get(); // the read transaction, and its snapshot, start here
    }
    for (const [i, { dest }] of files.entries()) {
      await open[i]!.backup(dest, { progress: () => PAGES_PER_STEP });
      open[i]!.exec('COMMIT');
      const copy = new BetterSqlite3(dest);
      try {
        copy.pragma('journal_mode = DELETE'); // no -wal/-shm beside the backup file
      } finally {
        copy.close();
      }
    }
  } finally {
    for (const db of open) db.close();
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
