// Entry point of an import worker thread (started by job-runner.ts): the file is read from the
// jobs' tables chunk by chunk, decoded, parsed, checked and written on the worker's own
// connections, so the API's event loop keeps answering other requests meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import type { ImportEncoding, ImportJobPhase } from '@meridian/contract';
import { Client } from 'pg';
import { openSqlite, pgConnectionConfig } from '../db/connection';
import type { DialectOptions } from '../db/dialect';
import { awaitTurn } from '../db/write-turns';
import { jobFile, UploadGone } from '../jobs/job-file';
import { openJobsDatabase } from '../jobs/jobs-connection';
import type { ContactImportStore } from '../repositories/contact-import';
import { postgresContactImport } from '../repositories/contact-import-postgres';
import { sqliteContactImport } from '../repositories/contact-import-sqlite';
import { ImportRejected } from './import-rejected';
import { readCsv } from './csv-stream';
import { errorReportWriter } from './error-report';
import { runImport, type ImportInput, type ImportSummary } from './import-job';

/** discard: remove what an import wrote. */
export interface DiscardInput {
  mode: 'discard';
  db: DialectOptions;
  /** SQLite: the flag the API's writes raise (db/write-turns.ts); a batch waits for it to fall. */
  writeTurns?: Int32Array;
  importId: string;
  /** From the verified token of the request that uploaded the file: every row is written for it. */
  orgSlug: string;
}

/** import: read and write the file (from its checkpoint if it ran before). */
export interface ImportWorkerInput extends ImportInput, Omit<DiscardInput, 'mode'> {
  mode: 'import';
  /** The member who started the import (the job's created_by_id): the owner of every contact it creates. */
  ownerId: string | null;
  /** Their name (the job's created_by_name) and the file's: the audit trail's event of the import. */
  ownerName: string;
  fileName: string;
  fileSize: number;
  encoding: ImportEncoding;
  delimiter: string;
  headerRow: number;
}

export type WorkerInput = DiscardInput | ImportWorkerInput;

export type WorkerMessage =
  | { type: 'progress'; phase: ImportJobPhase; processed: number; total: number }
  | { type: 'done'; summary: ImportSummary; report: Uint8Array | null }
  | { type: 'discarded' }
  | { type: 'rejected'; message: string }
  | { type: 'failed'; message: string; stack?: string };

const PROGRESS_EVERY_MS = 250;
// Below this, the planner's statistics stay close enough without a fresh ANALYZE.
const ANALYZE_MIN_ROWS = 10_000;

/** The organisation's store, and what to do once the import is published (off the job's critical path). */
async function openStore(input: WorkerInput): Promise<{ store: ContactImportStore; afterPublish: (imported: number) => unknown }> {
  const importing = input.mode === 'import' ? input : undefined;
  const common = {
    orgSlug: input.orgSlug,
    importId: input.importId,
    ownerId: importing?.ownerId ?? null,
    now: new Date().toISOString(),
    audit: importing && {
      actor: importing.ownerId ? { id: importing.ownerId, name: importing.ownerName || importing.ownerId } : null,
      fileName: importing.fileName,
    },
  };
  if (input.db.databaseUrl) {
    const client = new Client(pgConnectionConfig(input.db));
    await client.connect();
    return {
      store: postgresContactImport({ client, ...common }),
      // Autovacuum would analyze within a minute or so; until then plans on the organisation's
      // contacts assume it is as small as before the import.
      afterPublish: (imported) => imported >= ANALYZE_MIN_ROWS && client.query('analyze contacts'),
    };
  }
  const db = openSqlite(input.db);
  db.pragma('busy_timeout = 600000'); // a batch waits for the API's writes rather than fail
  db.pragma('wal_autocheckpoint = 0'); // the API's checkpoint thread copies the batches' pages (db/checkpointer.ts)
  const turns = input.writeTurns;
  return {
    store: sqliteContactImport({ db, ...common, awaitTurn: () => awaitTurn(turns) }),
    afterPublish: () => undefined,
  };
}

async function main(input: WorkerInput, post: (message: WorkerMessage) => void): Promise<void> {
  const { store, afterPublish } = await openStore(input);
  if (input.mode === 'discard') {
    try {
      await store.discard();
      post({ type: 'discarded' });
    } finally {
      await store.close();
    }
    return;
  }
  let lastPhase: ImportJobPhase | undefined;
  let lastPost = 0;
  const report = (phase: ImportJobPhase, processed: number, total: number) => {
    const now = Date.now();
    if (phase === lastPhase && now - lastPost < PROGRESS_EVERY_MS) return;
    lastPhase = phase;
    lastPost = now;
    post({ type: 'progress', phase, processed, total });
  };
  const jobs = openJobsDatabase(input.db, 1);
  let bytesRead = 0;
  async function* counted(): AsyncGenerator<Buffer> {
    for await (const chunk of jobFile(jobs).chunks(input.importId)) {
      bytesRead += chunk.length;
      yield chunk;
    }
  }
  // Records in the whole file, from the share of its bytes read so far.
  const estimate = (read: number) => (bytesRead ? Math.round((read * input.fileSize) / bytesRead) : 0);
  try {
    const options = { encoding: input.encoding, delimiter: input.delimiter, headerRow: input.headerRow };
    const errors = errorReportWriter();
    const summary = await runImport(input, (sink) => readCsv(counted(), options, sink), store, report, estimate, errors);
    post({ type: 'done', summary, report: await errors.finish() });
    await afterPublish(summary.imported);
  } finally {
    await store.close();
    await jobs.close();
  }
}

if (parentPort) {
  const port = parentPort;
  main(workerData as WorkerInput, (message) => port.postMessage(message)).catch((error: unknown) => {
    if (error instanceof ImportRejected || error instanceof UploadGone) port.postMessage({ type: 'rejected', message: error.message } satisfies WorkerMessage);
    else port.postMessage({ type: 'failed', message: String((error as Error)?.message ?? error), stack: (error as Error)?.stack });
  });
}
