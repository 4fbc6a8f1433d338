// The flag the API's SQLite connection raises while it writes (db/write-turns.ts): an import's
// batch waits for it to fall, so it must rise with the first write and fall once the connection
// is out of its transaction, COMMIT included (SQLite counts a COMMIT as read-only); a write
// waiting to retry keeps a second slot raised until it is done.
import BetterSqlite3 from 'better-sqlite3';
import { withStatementCache } from '../src/db/statement-cache';
import { awaitTurn, waitingWrite, writeTurns } from '../src/db/write-turns';

function connection() {
  const raw = new BetterSqlite3(':memory:');
  raw.exec('create table t (x integer)');
  const turns = writeTurns();
  const db = withStatementCache(raw, 8, turns);
  return { db, flag: () => Atomics.load(turns, 0), close: () => raw.close() };
}

describe('write turns', () => {
  it('rises with a write in a transaction and falls at its commit', () => {
    const c = connection();
    c.db.prepare('begin').run([]);
    expect(c.flag()).toBe(0); // nothing written yet
    c.db.prepare('insert into t values (1)').run([]);
    expect(c.flag()).toBe(1);
    c.db.prepare('select count(*) from t').all([]);
    expect(c.flag()).toBe(1); // still in the transaction
    c.db.prepare('commit').run([]);
    expect(c.flag()).toBe(0);
    c.close();
  });

  it('falls after a write outside a transaction and at a rollback; reads never raise it', () => {
    const c = connection();
    c.db.prepare('insert into t values (2)').run([]);
    expect(c.flag()).toBe(0);
    c.db.prepare('select * from t').all([]);
    expect(c.flag()).toBe(0);
    c.db.prepare('begin').run([]);
    c.db.prepare('update t set x = 3').run([]);
    expect(c.flag()).toBe(1);
    c.db.prepare('rollback').run([]);
    expect(c.flag()).toBe(0);
    c.close();
  });

  it('a write waiting to retry holds the workers back until it is done, each batch at most a quarter second', () => {
    const turns = writeTurns();
    const first = waitingWrite(turns);
    const second = waitingWrite(turns);
    expect(Atomics.load(turns, 1)).toBe(2);
    const started = performance.now();
    awaitTurn(turns); // nobody lowers it on this thread: the worker gives up waiting
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    first.done();
    first.done(); // once only
    expect(Atomics.load(turns, 1)).toBe(1);
    second.done();
    expect(Atomics.load(turns, 1)).toBe(0);
    expect(Atomics.load(turns, 0)).toBe(0); // awaitTurn returns at once now: nothing writes or waits
  });
});
