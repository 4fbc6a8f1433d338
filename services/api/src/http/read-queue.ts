// The queue behind plugins/read-turns.ts: which read may start now, which waits, and when a
// waiting one starts. A read starts at once when a turn is free, nobody is waiting before it, and
// the event loop's current pass is young: the first read of a pass always may, later ones only
// within `passMs` of it. The others start, in arrival order, at the beginning of a later pass
// (setImmediate), so that between two bursts of reads the event loop reads its sockets and serves
// what came meanwhile: writes never queue here, so a write waits for at most one pass's reads.
import { performance } from 'node:perf_hooks';
import { HttpError } from '../errors';

export interface Turn {
  /** Resolves when the read may run; undefined when it may run now. */
  ready?: Promise<void>;
  /** Gives the turn back (or the place in the queue); later calls do nothing. */
  leave(): void;
}

export interface ReadQueueOptions {
  /** Reads running at once. */
  atOnce: number;
  /** Reads running at once while a write is being served; default `atOnce`. */
  besideWrites?: number;
  /** How long after its first read a pass of the event loop may start more reads. */
  passMs: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}

export function readQueue({ atOnce, besideWrites = atOnce, passMs, now = () => performance.now() }: ReadQueueOptions) {
  let running = 0;
  let writes = 0;
  /** When the current pass started its first read; undefined until it has. */
  let passStarted: number | undefined;
  let fillAhead = false;
  const waiting: { start(): void; gone(): void }[] = [];

  const mayStart = () => {
    if (running >= (writes > 0 ? besideWrites : atOnce)) return false;
    const at = now();
    if (passStarted === undefined) {
      passStarted = at;
      setImmediate(() => (passStarted = undefined)); // the next pass is young again
      return true;
    }
    return at - passStarted < passMs;
  };
  const fill = () => {
    while (waiting.length && mayStart()) {
      running++;
      waiting.shift()!.start();
    }
    // Waiting for the next pass (not for a turn: a read that ends, or a write, calls fill again).
    if (waiting.length && running < (writes > 0 ? besideWrites : atOnce) && !fillAhead) {
      fillAhead = true;
      setImmediate(() => {
        fillAhead = false;
        fill();
      });
    }
  };

  return {
    read(): Turn {
      let state: 'running' | 'waiting' | 'left' = 'running';
      const entry = { start: () => undefined as void, gone: () => undefined as void };
      const leave = () => {
        if (state === 'waiting') {
          waiting.splice(waiting.indexOf(entry), 1);
          entry.gone();
        }
        const wasRunning = state === 'running';
        state = 'left';
        if (wasRunning) {
          running--;
          fill();
        }
      };
      if (!waiting.length && mayStart()) {
        running++;
        return { leave };
      }
      state = 'waiting';
      const ready = new Promise<void>((resolve, reject) => {
        entry.start = () => {
          state = 'running';
          resolve();
        };
        entry.gone = () => reject(new HttpError(499, 'client_closed_request'));
      });
      waiting.push(entry);
      fill(); // schedules the pass that will start it
      return { ready, leave };
    },
    /** A write being served: it runs at once, and while it does at most `besideWrites` reads run. */
    write(): Turn {
      writes++;
      let left = false;
      return {
        leave: () => {
          if (left) return;
          left = true;
          writes--;
          fill();
        },
      };
    },
  };
}
