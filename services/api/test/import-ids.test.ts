// The import's id sequence: a pure function, tested directly.
import { uuidv7Sequence } from '../src/import/id-sequence';

const UUIDV7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidv7Sequence', () => {
  it('makes version 7 ids in strictly increasing order, with the import time in front', () => {
    const now = Date.UTC(2026, 10, 25, 9, 0, 0);
    const next = uuidv7Sequence(now);
    const ids = Array.from({ length: 10_000 }, next);
    for (const id of ids) expect(id).toMatch(UUIDV7);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(parseInt(ids[0]!.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
  });

  it('stays unique and ordered past its counter (2^24 ids a millisecond): the time moves on by 1 ms', () => {
    const now = Date.UTC(2026, 10, 25, 9, 0, 0);
    const next = uuidv7Sequence(now);
    let previous = next();
    // The counter starts below 2^23, so 2^24 ids always cross the end of it.
    for (let i = 0; i < 2 ** 24; i++) {
      const id = next();
      if (id <= previous) throw new Error(`${id} does not follow ${previous}`);
      previous = id;
    }
    expect(parseInt(previous.replace(/-/g, '').slice(0, 12), 16)).toBe(now + 1);
  });
});
