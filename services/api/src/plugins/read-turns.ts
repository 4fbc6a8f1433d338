// Reads take turns; writes never wait for them. The API has one thread, and Node.js serves what is
// ready in the order it became ready: under fifty connections of uncached reads, each pass of the
// event loop ran every waiting read back to back (on SQLite each read's query runs on that thread:
// better-sqlite3 is synchronous), so another organisation's write waited a whole pass, 25-50 ms,
// before each of its steps (bench:fairness: 42 of 100 writes a second served, p99 604 ms).
//
// So reads (GET, HEAD) start only while a pass of the event loop is young (`readPassMs` after its
// first read) and while one of a few turns is free (`readsAtOnce`); the others wait in arrival
// order for a later pass (http/read-queue.ts). Between two passes the event loop reads its sockets, and
// a write among them runs at once: it waits for one pass's reads, never for all of them. Cheap
// reads (answers from the cache) still run many to a pass.
//
// PostgreSQL also narrows the reads to one at a time while a write is being served (from its
// handler to its answer): each of the write's round trips then shares the CPU, and the thread that
// reads its answer, with one read's work rather than four. On SQLite a write's queries run in one
// go on the thread, with nothing to share. Writes whose body is still arriving (multipart uploads)
// do not narrow the reads: a slow client must not slow everyone.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { DialectName } from '../db/dialect';
import { readQueue, type Turn } from '../http/read-queue';

/**
 * SQLite: the pass decides (a read's query runs on the thread), the turns only bound the cached
 * answers waiting for their version. PostgreSQL: a few reads at once, each waiting for its round
 * trips, far fewer than the pool's ten connections: a write finds one free, and a pass has few
 * reads' answers to handle before the write's (bench:fairness, 2 cores: 80-84 writes/s with 8,
 * 91-93 with 4; cached pages 0.55 and 0.49 of /healthz's rate).
 */
export const READ_TURNS: Record<DialectName, { atOnce: number; besideWrites: number }> = {
  sqlite: { atOnce: 16, besideWrites: Infinity },
  postgres: { atOnce: 4, besideWrites: 1 },
};
/** A pass starts reads for this long: two or three uncached pages, dozens of cached ones. */
export const READ_PASS_MS = 2;
const READS = new Set(['GET', 'HEAD']);

export interface ReadTurnsOptions {
  readsAtOnce?: number;
  readsBesideWrites?: number;
  readPassMs?: number;
}

export const readTurnsPlugin = fp(
  async (app, opts: ReadTurnsOptions) => {
    const defaults = READ_TURNS[app.db.dialect];
    const atOnce = opts.readsAtOnce ?? defaults.atOnce;
    const turns = readQueue({
      atOnce,
      besideWrites: Math.min(atOnce, opts.readsBesideWrites ?? defaults.besideWrites),
      passMs: opts.readPassMs ?? READ_PASS_MS,
    });
    const taken = new WeakMap<FastifyRequest, Turn>();
    const take = (request: FastifyRequest, raw: { once(event: 'close', listener: () => void): unknown }, turn: Turn) => {
      taken.set(request, turn);
      // The answer sent, or the client gone before it was: the turn or the place is given back.
      raw.once('close', turn.leave);
      return turn;
    };
    app.addHook('onRequest', (request, reply, done) => {
      if (!READS.has(request.method)) return done();
      const { ready } = take(request, reply.raw, turns.read());
      if (!ready) return done();
      ready.then(() => done(), done);
    });
    // A write counts from its handler: its JSON body has been read, its queries are about to run.
    app.addHook('preHandler', (request, reply, done) => {
      if (!READS.has(request.method) && !request.isMultipart()) take(request, reply.raw, turns.write());
      done();
    });
    // The answer is built: the next read may run while this one's bytes are written (or streamed).
    app.addHook('onSend', (request, _reply, payload, done) => {
      taken.get(request)?.leave();
      done(null, payload);
    });
  },
  { name: 'meridian-read-turns', dependencies: ['meridian-db'] },
);
