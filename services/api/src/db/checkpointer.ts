// SQLite's WAL is copied into the database file by a checkpoint, which by default the connection
// that commits runs itself once the WAL is long: the API's thread (a stall for every request) or
// an import's worker (seconds of its time at a million rows, mostly waiting for the disk). The
// API's connection and the import workers leave that to this thread of its own instead, which
// checkpoints every CHECKPOINT_EVERY_MS without waiting for anyone (PASSIVE).
import type { DialectOptions } from './dialect';
import { startWorker } from '../workers/start-worker';

export const CHECKPOINT_EVERY_MS = 500;

export function startCheckpointer(options: DialectOptions): { stop(): Promise<void> } {
  const worker = startWorker(__dirname, 'checkpoint-worker', __filename, { workerData: { options, everyMs: CHECKPOINT_EVERY_MS } });
  worker.unref();
  worker.on('error', () => undefined); // a failed checkpoint thread leaves the WAL to grow until the next start; nothing is lost
  return {
    async stop() {
      await worker.terminate();
    },
  };
}
