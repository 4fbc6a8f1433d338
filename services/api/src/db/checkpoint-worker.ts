// Entry of the checkpoint thread (checkpointer.ts): its own connection, a PASSIVE checkpoint on a timer.
import { workerData } from 'node:worker_threads';
import { openSqlite } from './connection';
import type { DialectOptions } from './dialect';

const { options, everyMs } = workerData as { options: DialectOptions; everyMs: number };
const db = openSqlite(options);
db.pragma('wal_autocheckpoint = 0');
setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or closing: the next tick tries again.
  }
}, everyMs);
