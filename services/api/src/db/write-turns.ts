// SQLite has one writer at a time, and waiting for it is a poll: a writer that finds the lock
// taken sleeps and tries again. An import's worker that starts its next batch the moment it
// commits the last would win almost every time, and the API's writes (which wait only briefly,
// see connection.ts) would fail as busy. So the API's connection raises a flag in memory shared
// with the import workers while it writes, and a worker waits for the flag to fall before it
// starts a batch: the API's writes go first, each batch waits at most MAX_WAIT_MS for them.
// A write that found the lock taken all the same (a batch was under way, and on a busy machine a
// batch outlasts the connection's short busy timeout) says so in a second slot until it is done
// (plugins/busy-retry.ts): between its retries no statement of it runs, so the first slot alone
// would let the worker start batch after batch, and the write would lose the lock for seconds.
// (Several processes on one SQLite file do not share this flag; their writes meet the import's
// short batches through the busy timeout and the busy retry alone.)
import type { Database as BetterSqlite3Database, Statement } from 'better-sqlite3';

const MAX_WAIT_MS = 250;
const WRITING = 0;
const WAITING = 1;

/** Shared by the API's thread (two slots: is it writing; how many writes wait to retry) and the import workers. */
export function writeTurns(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(8));
}

/** The API's side, for a write that found the lock taken: the workers start no batch until `done()` (each waits at most MAX_WAIT_MS). */
export function waitingWrite(turns: Int32Array | undefined): { done(): void } {
  if (!turns) return { done: () => undefined };
  Atomics.add(turns, WAITING, 1);
  let done = false;
  return {
    done() {
      if (done) return;
      done = true;
      Atomics.sub(turns, WAITING, 1);
      Atomics.notify(turns, WAITING);
    },
  };
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
      if (writes) Atomics.store(turns, WRITING, 1);
      try {
        return run(...args);
      } finally {
        if (!database.inTransaction && Atomics.load(turns, WRITING) !== 0) {
          Atomics.store(turns, WRITING, 0);
          Atomics.notify(turns, WRITING);
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

/** The import worker's side: waits (blocking its own thread only) while the API writes or a write waits to retry. */
export function awaitTurn(turns: Int32Array | undefined): void {
  if (!turns) return;
  const deadline = Date.now() + MAX_WAIT_MS;
  for (let left = MAX_WAIT_MS; left > 0; left = deadline - Date.now()) {
    const waiting = Atomics.load(turns, WAITING);
    if (Atomics.load(turns, WRITING) !== 0) Atomics.wait(turns, WRITING, 1, left);
    else if (waiting > 0) Atomics.wait(turns, WAITING, waiting, left);
    else return;
  }
}
