// Reads take turns and writes never wait for them (plugins/read-turns.ts, http/read-queue.ts): a write
// sent after many reads is answered before the reads that were still waiting, on both databases.
// Order is asserted, never time: the API tests give each pass of the event loop one read
// (readPassMs 0), and the queue's own tests bring their own clock.
import { readQueue, type Turn } from '../src/http/read-queue';
import { createTestApp, type TestApp } from './helpers/app';
import { bob } from './helpers/tokens';

/** Enough that the passes a write's own round trips take (its transaction, the audit trail) stay a small share. */
const READS = 80;

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
    const payload = { first: 'Wri', last: 'Ter', email: `writer-${Date.now()}@org-b.test` };
    const res = await t.app.inject({ method: 'POST', url: '/contacts', headers: writer, payload });
    expect(res.statusCode).toBe(201);
    order.push('write');
  })();
  await Promise.all([...reads, write]);
  expect(order).toHaveLength(READS + 1);
  return order;
}

describe('reads take turns, a write goes ahead of the waiting ones', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ readPassMs: 0 });
  });
  afterAll(() => t.close());

  it("answers another organisation's write before the reads that were waiting for a pass", async () => {
    // A few passes' reads may come first (PostgreSQL: each of the write's round trips takes a pass); never the rest.
    expect((await answerOrder(t)).indexOf('write')).toBeLessThan(READS / 4);
  });
});

describe('without turns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ readsAtOnce: Infinity, readPassMs: Infinity });
  });
  afterAll(() => t.close());

  // What the turns are for: without them the reads sent first are answered before the write.
  it('answers the write after most of the reads sent before it', async () => {
    expect((await answerOrder(t)).indexOf('write')).toBeGreaterThanOrEqual(READS / 2);
  });
});

describe('readQueue', () => {
  let clock = 0;
  const now = () => clock;
  const nextPass = () => new Promise((resolve) => setImmediate(resolve));
  /** Whether the turn's read has started (settled after its `ready`). */
  const started = (turn: Turn) => {
    const state = { started: !turn.ready };
    turn.ready?.then(
      () => (state.started = true),
      () => undefined,
    );
    return state;
  };
  beforeEach(async () => {
    clock = 0;
    await nextPass(); // each test begins on a pass of its own
  });

  it('starts reads while the pass is young, the later ones on the next pass, in arrival order', async () => {
    const queue = readQueue({ atOnce: 10, passMs: 2, now });
    const first = started(queue.read());
    clock = 1;
    const second = started(queue.read());
    clock = 3;
    const [third, fourth] = [started(queue.read()), started(queue.read())];
    await Promise.resolve();
    expect([first.started, second.started, third.started, fourth.started]).toEqual([true, true, false, false]);
    await nextPass();
    await nextPass();
    expect([third.started, fourth.started]).toEqual([true, true]);
  });

  it('hands a free turn to the first waiting read', async () => {
    const queue = readQueue({ atOnce: 1, passMs: Infinity, now });
    const first = queue.read();
    const [second, third] = [queue.read(), queue.read()];
    const [s2, s3] = [started(second), started(third)];
    expect(first.ready).toBeUndefined();
    await nextPass();
    expect([s2.started, s3.started]).toEqual([false, false]); // no turn free, whatever the pass
    first.leave();
    await second.ready;
    expect([s2.started, s3.started]).toEqual([true, false]);
  });

  it('lets a read that gave up waiting leave the queue with a 499', async () => {
    const queue = readQueue({ atOnce: 1, passMs: Infinity, now });
    const first = queue.read();
    const [gone, next] = [queue.read(), queue.read()];
    gone.leave();
    await expect(gone.ready).rejects.toMatchObject({ statusCode: 499 });
    first.leave();
    await expect(next.ready).resolves.toBeUndefined();
  });

  it('narrows the reads while a write is served, and widens them when it is answered', async () => {
    const queue = readQueue({ atOnce: 4, besideWrites: 1, passMs: Infinity, now });
    const write = queue.write();
    const running = queue.read();
    const waiting = started(queue.read());
    expect(running.ready).toBeUndefined();
    await nextPass();
    expect(waiting.started).toBe(false);
    write.leave();
    await nextPass();
    expect(waiting.started).toBe(true);
  });
});
