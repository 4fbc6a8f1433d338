// SQLite has one writer at a time, and a large import holds the write lock until it commits (all
// or nothing: up to a minute for a million rows). better-sqlite3 waits for a lock synchronously,
// so with a long busy_timeout every write request during an import froze the whole API and then
// failed with a 500. Instead the API's connection waits only briefly (see db/connection.ts), and a
// write request that finds the database locked runs again after a pause, while the event loop
// serves everyone else, until the lock is free or RETRY_FOR_MS has passed: then 503, saying why.
// While it waits to retry, the import workers start no new batch (db/write-turns.ts), so the
// retry after the batch under way finds the lock free.
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessage } from '@meridian/contract';
import { waitingWrite } from '../db/write-turns';
import { HttpError } from '../errors';

export const DATABASE_BUSY = errorMessage('database_busy');
const RETRY_FOR_MS = 30_000;
const FIRST_PAUSE_MS = 50;
const LONGEST_PAUSE_MS = 100; // the workers wait at most 250 ms for a waiting write (write-turns.ts)

const isBusy = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '').startsWith('SQLITE_BUSY');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface WhileBusyOptions {
  /** The answer's, for its Retry-After when the write gives up. */
  reply: FastifyReply;
  retryForMs?: number;
  /** False when the write cannot be run again. */
  canRetry?: () => boolean;
  /** The slots the import workers read (db/write-turns.ts); by default the app's connection's. */
  turns?: Int32Array;
}

/** Runs `write` again after a pause while it finds the database locked, for at most `retryForMs`; then a 503. */
export async function whileBusy<T>(write: () => Promise<T>, options: WhileBusyOptions): Promise<T> {
  const { reply, retryForMs = RETRY_FOR_MS, canRetry = () => true, turns = reply.server.db?.writeTurns } = options;
  const deadline = Date.now() + retryForMs;
  let waiting: { done(): void } | undefined;
  try {
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
      try {
        return await write();
      } catch (error) {
        if (!isBusy(error)) throw error;
        if (reply.sent) throw error;
        if (!canRetry() || Date.now() + pause > deadline) {
          reply.header('retry-after', '10');
          throw new HttpError(503, 'database_busy');
        }
        waiting ??= waitingWrite(turns);
        await sleep(pause);
      }
    }
  } finally {
    waiting?.done();
  }
}

export const busyRetryPlugin = fp(
  async (app, opts: { retryForMs?: number }) => {
    const retryForMs = opts.retryForMs ?? RETRY_FOR_MS;
    app.addHook('onRoute', (route) => {
      if ([route.method].flat().every((method) => ['GET', 'HEAD', 'OPTIONS'].includes(method))) return;
      const handler = route.handler;
      // A multipart body was read by the first attempt: it cannot be run again (such a route
      // retries its own writes, after the body: whileBusy).
      route.handler = async function retryWhileBusy(request, reply) {
        return whileBusy(async () => handler.call(this, request, reply), { reply, retryForMs, canRetry: () => !request.isMultipart() });
      };
    });
  },
  { name: 'meridian-busy-retry' },
);
