// Reads take turns and writes never wait for them (plugins/read-turns.ts): a write sent after many
// reads is answered before the reads that were still waiting, on both databases. Order is asserted,
// never time.
import { READ_TURNS, readTurns } from '../src/plugins/read-turns';
import { createTestApp, type TestApp } from './helpers/app';
import { bob } from './helpers/tokens';

const READS = 40;

/** Sends READS reads of alice's organisation, then one write of bob's, all at once; the order they were answered in. */
async function answerOrder(t: TestApp): Promise<string[]> {
  const [reader, writer] = [await t.headers(), await t.headers(bob)];
  // Each user's first request records them as a member (a write): done before, not measured.
  for (const headers of [reader, writer]) expect((await t.app.inject({ method: 'GET', url: '/me', headers })).statusCode).toBe(200);
  const order: string[] = [];
  const reads = Array.from({ length: READS }, async (_, i) => {
    const res = await t.app.inject({ method: 'GET', url: `/contacts?page=${i + 1}&limit=5`, headers: reader });
    expect(res.statusCode).toBe(200);
    order.push(`read ${i}`);
  });
  const write = (async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/contacts',
      headers: writer,
      payload: { first: 'Wri', last: 'Ter', email: `writer-${Date.now()}@org-b.test` },
    });
    expect(res.statusCode).toBe(201);
    order.push('write');
  })();
  await Promise.all([...reads, write]);
  return order;
}

describe('reads take turns, writes go ahead of the waiting ones', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers another organisation's write before the reads that were waiting for a turn", async () => {
    const order = await answerOrder(t);
    const { atOnce } = READ_TURNS[t.db.dialect];
    // The reads given a turn at once, and those of the next pass or two, may come first; never the rest.
    expect(order.indexOf('write')).toBeLessThanOrEqual(3 * atOnce);
    expect(order.indexOf('write')).toBeLessThan(READS / 2);
    expect(order).toHaveLength(READS + 1);
  });
});

describe('without turns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ readsAtOnce: Infinity });
  });
  afterAll(() => t.close());

  // What the turns are for: every read sent first is answered before the write.
  it('answers the write after the reads sent before it', async () => {
    expect((await answerOrder(t)).indexOf('write')).toBeGreaterThanOrEqual(READS / 2);
  });
});

describe('readTurns', () => {
  const started = (turn: { ready?: Promise<void> }) => {
    const state = { started: !turn.ready };
    void turn.ready?.then(
      () => (state.started = true),
      () => undefined,
    );
    return state;
  };
  const nextPass = () => new Promise((resolve) => setImmediate(resolve));

  it('hands a turn on, in arrival order, on the next pass of the event loop', async () => {
    const turns = readTurns(1);
    const first = turns.read();
    const [second, third] = [turns.read(), turns.read()];
    const [s2, s3] = [started(second), started(third)];
    expect(first.ready).toBeUndefined();
    first.leave();
    await Promise.resolve();
    expect(s2.started).toBe(false); // not in the same pass
    await nextPass();
    await nextPass();
    expect([s2.started, s3.started]).toEqual([true, false]);
  });

  it('lets a read that gave up waiting leave the queue with a 499', async () => {
    const turns = readTurns(1);
    const first = turns.read();
    const [gone, next] = [turns.read(), turns.read()];
    const s = started(next);
    gone.leave();
    await expect(gone.ready).rejects.toMatchObject({ statusCode: 499 });
    first.leave();
    await next.ready;
    expect(s.started).toBe(true);
  });

  it('narrows the reads while a write is served, and widens them when it is answered', async () => {
    const turns = readTurns(4, 1);
    const write = turns.write();
    const running = turns.read();
    const waiting = turns.read();
    const s = started(waiting);
    expect(running.ready).toBeUndefined();
    await nextPass();
    await nextPass();
    expect(s.started).toBe(false);
    write.leave();
    await waiting.ready;
    expect(s.started).toBe(true);
  });
});
