// Entry point of the import worker thread (started by import-runner.ts): the parsing, checking and
// writing of a big file happen here, on the worker's own database connection, so the API's event
// loop keeps answering other requests meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { Client } from 'pg';
import { openSqlite, pgConnectionConfig, type DialectOptions } from '../db/dialect';
import type { ContactImportStore } from '../repositories/contact-import';
import { postgresContactImport } from '../repositories/contact-import-postgres';
import { sqliteContactImport } from '../repositories/contact-import-sqlite';
import { ImportRejected } from './csv-records';
import { runImport, type ImportInput, type ImportPhase } from './import-job';

export interface WorkerInput extends ImportInput {
  db: DialectOptions;
  /** From the verified token of the request: every row is written for this organisation. */
  orgSlug: string;
}

export type WorkerMessage =
  | { type: 'progress'; phase: ImportPhase; processed: number; total: number }
  /** The response body, serialised here: a million-row error list costs the API thread nothing. */
  | { type: 'done'; body: string; imported: number; failed: number }
  | { type: 'rejected'; message: string }
  | { type: 'failed'; message: string; stack?: string };

const PROGRESS_EVERY_MS = 100;

// Below this, the planner's statistics stay close enough without a fresh ANALYZE.
const ANALYZE_MIN_ROWS = 10_000;

/** The organisation's store, and what to do after answering (off the response's critical path). */
async function openStore(input: WorkerInput): Promise<{ store: ContactImportStore; afterCommit: (imported: number) => unknown }> {
  if (input.db.databaseUrl) {
    const client = new Client(pgConnectionConfig(input.db));
    await client.connect();
    return {
      store: postgresContactImport(client, input.orgSlug),
      // Autovacuum would analyze within a minute or so; until then plans on the organisation's
      // contacts assume it is as small as before the import.
      afterCommit: (imported) => imported >= ANALYZE_MIN_ROWS && client.query('analyze contacts'),
    };
  }
  const db = openSqlite(input.db);
  db.pragma('busy_timeout = 600000'); // wait for another import's commit rather than fail (10 min, the client's limit)
  db.pragma('wal_autocheckpoint = 0'); // checkpoint after answering, not inside the COMMIT (see below)
  return {
    store: sqliteContactImport(db, input.orgSlug),
    // Copying the transaction's pages from the WAL into the database file takes seconds for a
    // million rows; done here after the answer, on this thread, it delays nobody.
    afterCommit: () => db.pragma('wal_checkpoint(PASSIVE)'),
  };
}

async function main(input: WorkerInput, post: (message: WorkerMessage) => void): Promise<void> {
  let lastPhase: ImportPhase | undefined;
  let lastPost = 0;
  const report = (phase: ImportPhase, processed: number, total: number) => {
    const now = Date.now();
    if (phase === lastPhase && now - lastPost < PROGRESS_EVERY_MS && processed < total) return;
    lastPhase = phase;
    lastPost = now;
    post({ type: 'progress', phase, processed, total });
  };
  const { store, afterCommit } = await openStore(input);
  try {
    const summary = await runImport(input, store, report);
    const body = JSON.stringify({ success: true, data: { success: true, ...summary } });
    post({ type: 'done', body, imported: summary.imported, failed: summary.failed });
    await afterCommit(summary.imported);
  } finally {
    await store.close();
  }
}

if (parentPort) {
  const port = parentPort;
  const data = workerData as WorkerInput;
  const input = { ...data };
  data.csvData = ''; // the job owns the text now and drops it once parsed
  main(input, (message) => port.postMessage(message)).catch((error: unknown) => {
    if (error instanceof ImportRejected) port.postMessage({ type: 'rejected', message: error.message } satisfies WorkerMessage);
    else port.postMessage({ type: 'failed', message: String((error as Error)?.message ?? error), stack: (error as Error)?.stack });
  });
}
