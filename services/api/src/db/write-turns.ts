// SQLite has one writer at a time, and waiting for it is a poll: a writer that finds the lock
// taken sleeps and tries again. An import's worker that starts its next batch the moment it
// commits the last would win almost every time, and the API's writes (which wait only briefly,
// see connection.ts) would fail as busy. So the API's connection raises a flag in memory shared
// with the import workers while it writes, and a worker waits for the flag to fall before it
// starts a batch: the API's writes go first, each batch waits at most MAX_WAIT_MS for them.
// (Several processes on one SQLite file do not share this flag; their writes meet the import's
// short batches through the busy timeout and the busy retry alone.)
import type { Database as BetterSqlite3Database, Statement } from 'better-sqlite3';

const MAX_WAIT_MS = 250;

/** Shared by the API's thread (one slot: is it writing) and the import workers. */
export function writeTurns(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(4));
}

/**
 * The API's side: a statement that writes raises the flag, and any statement after which the
 * connection is out of its transaction (a COMMIT, which SQLite counts as read-only) lowers it.
 */
export function announceWrites(database: BetterSqlite3Database, statement: Statement, turns: Int32Array): Statement {
  const writes = !statement.readonly;
  const wrap =
    <A extends unknown[], R>(run: (...args: A) => R) =>
    (...args: A): R => {
      if (writes) Atomics.store(turns, 0, 1);
      try {
        return run(...args);
      } finally {
        if (!database.inTransaction && Atomics.load(turns, 0) !== 0) {
          Atomics.store(turns, 0, 0);
          Atomics.notify(turns, 0);
        }
      }
    };
  return new Proxy(statement, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if ((key === 'run' || key === 'all' || key === 'get' || key === 'iterate') && typeof value === 'function') {
        return wrap((value as (...a: unknown[]) => unknown).bind(target));
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The import worker's side: waits (blocking its own thread only) while the API writes. */
export function awaitTurn(turns: Int32Array | undefined): void {
  if (!turns) return;
  const deadline = Date.now() + MAX_WAIT_MS;
  for (let left = MAX_WAIT_MS; Atomics.load(turns, 0) !== 0 && left > 0; left = deadline - Date.now()) Atomics.wait(turns, 0, 1, left);
}
