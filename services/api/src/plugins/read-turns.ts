// Reads take turns; writes never wait for them. The API has one thread, and Node.js serves what is
// ready in the order it became ready: under fifty connections of uncached reads, each pass of the
// event loop ran every waiting read back to back (on SQLite each read's query runs on that thread:
// better-sqlite3 is synchronous), so another organisation's write waited a whole pass, 25-50 ms,
// before each of its steps (bench:fairness: 42 of 100 writes a second served, p99 604 ms).
//
// So a read (GET, HEAD) runs only in one of a few turns (`readsAtOnce`); the others wait in arrival
// order. A turn that ends passes to the next waiting read on the event loop's next pass
// (setImmediate), after the sockets that became ready meanwhile, a write's among them, have been
// read: a write waits for at most a few reads, never for all of them.
//
// PostgreSQL also narrows the reads to one at a time while a write is being served (from its
// handler to its answer): each of the write's round trips then shares the CPU, and the thread
// that reads its answer, with one read's work rather than eight. On SQLite a write's queries run
// in one go on the thread, with nothing to share. Writes whose body is still arriving (multipart
// uploads) do not narrow the reads: a slow client must not slow everyone.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import type { DialectName } from '../db/dialect';

/**
 * Reads at once by default, and while a write is served: on SQLite a few per pass keep the thread
 * busy; on PostgreSQL more, each waiting for its queries' round trips, fewer than the pool's ten
 * connections so that a write finds one free.
 */
export const READ_TURNS: Record<DialectName, { atOnce: number; besideWrites: number }> = {
  sqlite: { atOnce: 4, besideWrites: Infinity },
  postgres: { atOnce: 8, besideWrites: 1 },
};
const READS = new Set(['GET', 'HEAD']);

interface Turn {
  /** Resolves when the read may run; undefined when it may run now. */
  ready?: Promise<void>;
  /** Gives the turn back (or the place in the queue); later calls do nothing. */
  leave(): void;
}

/** Turns for `atOnce` reads at a time (`besideWrites` while a write is served), handed on in arrival order. */
export function readTurns(atOnce: number, besideWrites = atOnce) {
  let running = 0;
  let writes = 0;
  const waiting: { start(): void; gone(): void }[] = [];
  const fill = () => {
    while (running < (writes > 0 ? besideWrites : atOnce) && waiting.length) {
      running++;
      waiting.shift()!.start();
    }
  };
  const handOn = () => {
    running--;
    fill();
  };
  return {
    read(): Turn {
      let state: 'running' | 'waiting' | 'left' = 'running';
      const entry = { start: () => undefined as void, gone: () => undefined as void };
      const leave = () => {
        if (state === 'running') setImmediate(handOn);
        if (state === 'waiting') {
          waiting.splice(waiting.indexOf(entry), 1);
          entry.gone();
        }
        state = 'left';
      };
      if (!waiting.length && running < (writes > 0 ? besideWrites : atOnce)) {
        running++;
        return { leave };
      }
      state = 'waiting';
      const ready = new Promise<void>((resolve, reject) => {
        entry.start = () => {
          state = 'running';
          resolve();
        };
        entry.gone = () => reject(new HttpError(499, 'The client closed the connection before its request was served'));
      });
      waiting.push(entry);
      return { ready, leave };
    },
    /** A write being served: it runs at once, and fewer reads start until it has been answered. */
    write(): Turn {
      writes++;
      let left = false;
      return {
        leave: () => {
          if (left) return;
          left = true;
          if (--writes === 0) setImmediate(fill);
        },
      };
    },
  };
}

export const readTurnsPlugin = fp(
  async (app, opts: { readsAtOnce?: number; readsBesideWrites?: number }) => {
    const defaults = READ_TURNS[app.db.dialect];
    const atOnce = opts.readsAtOnce ?? defaults.atOnce;
    const turns = readTurns(atOnce, Math.min(atOnce, opts.readsBesideWrites ?? defaults.besideWrites));
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
