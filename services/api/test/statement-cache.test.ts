// Prepared statements reused by SQL text (db/statement-cache.ts), least recently used dropped.
import BetterSqlite3 from 'better-sqlite3';
import { withStatementCache } from '../src/db/statement-cache';

function database() {
  const raw = new BetterSqlite3(':memory:');
  raw.exec('create table t (n integer)');
  const prepare = jest.spyOn(raw, 'prepare');
  return { raw, prepare, cached: withStatementCache(raw, 2) };
}

it('prepares a repeated SQL text once and the statement still runs with new parameters', () => {
  const { prepare, cached } = database();
  cached.prepare('insert into t (n) values (?)').run([1]);
  cached.prepare('insert into t (n) values (?)').run([2]);
  expect(cached.prepare('select n from t order by n').all([])).toEqual([{ n: 1 }, { n: 2 }]);
  expect(prepare).toHaveBeenCalledTimes(2);
});

it('keeps the most recently used texts and prepares a dropped one again', () => {
  const { prepare, cached } = database();
  const a = 'select 1 as x';
  const b = 'select 2 as x';
  const c = 'select 3 as x';
  cached.prepare(a);
  cached.prepare(b);
  cached.prepare(a); // a is now the most recent; b goes when c comes
  cached.prepare(c);
  cached.prepare(a);
  expect(prepare).toHaveBeenCalledTimes(3);
  cached.prepare(b);
  expect(prepare).toHaveBeenCalledTimes(4);
});

it('a statement sees the table as it is after a schema change', () => {
  const { raw, cached } = database();
  cached.prepare('insert into t (n) values (?)').run([1]);
  const select = 'select * from t';
  expect(cached.prepare(select).all([])).toEqual([{ n: 1 }]);
  raw.exec('alter table t add column m integer default 7');
  expect(cached.prepare(select).all([])).toEqual([{ n: 1, m: 7 }]);
});

it('closing closes the database', () => {
  const { raw, cached } = database();
  cached.close();
  expect(raw.open).toBe(false);
});
