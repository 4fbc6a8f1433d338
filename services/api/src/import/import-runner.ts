// The API thread's side of imports: cheap checks that answer 400 at once, then one worker thread
// per import (parsing and writing a 100 MB file would otherwise stall every other request for
// seconds), progress kept for polling, and every worker stopped when the app closes.
import type { Worker } from 'node:worker_threads';
import type { DialectOptions } from '../db/dialect';
import type { ColumnTarget } from './column-mapping';
import { ImportRejected, readHead } from './csv-records';
import type { WorkerInput, WorkerMessage } from './import-worker';
import { ProgressStore, type ImportProgress } from './progress-store';
import { resolveMapping } from './resolve-mapping';
import { startWorker } from '../workers/start-worker';

export interface ImportRequest {
  csvData: string;
  columnMapping: Record<string, ColumnTarget>;
  delimiter?: string;
  createCompanies?: boolean;
  /** Chosen by the client so it can poll progress while the request is open. */
  importId?: string;
}

export class ImportRunner {
  readonly progress = new ProgressStore();
  private readonly workers = new Set<Worker>();

  constructor(private readonly db: DialectOptions) {}

  /** Imports into `orgSlug` (from the verified token); resolves with the response body as JSON text. */
  async run(orgSlug: string, request: ImportRequest, signal?: AbortSignal): Promise<string> {
    const head = readHead(request.csvData, request.delimiter);
    resolveMapping(head.headers, request.columnMapping);
    if (!head.hasRows) throw new ImportRejected('The CSV file has no data rows');

    const { importId } = request;
    const track = (progress: Omit<ImportProgress, 'importId'>) => importId && this.progress.set(orgSlug, { importId, ...progress });
    track({ phase: 'parsing', processed: 0, total: 0 }); // rows are counted once the worker reads them
    const input: WorkerInput = {
      db: this.db,
      orgSlug,
      csvData: request.csvData,
      columnMapping: request.columnMapping,
      delimiter: head.delimiter,
      createCompanies: request.createCompanies ?? true,
    };
    try {
      const done = await this.inWorker(input, signal, (message) => track(message));
      return done.body;
    } catch (error) {
      if (importId) this.progress.delete(orgSlug, importId);
      throw error;
    }
  }

  /** Stops every running import; their transactions roll back with their connections. */
  async close(): Promise<void> {
    await Promise.all([...this.workers].map((worker) => worker.terminate()));
  }

  private inWorker(
    input: WorkerInput,
    signal: AbortSignal | undefined,
    onProgress: (message: Extract<WorkerMessage, { type: 'progress' }>) => void,
  ): Promise<Extract<WorkerMessage, { type: 'done' }>> {
    return new Promise((resolve, reject) => {
      // The worker's heap is capped so that a runaway import fails alone instead of taking the
      // whole API process down with it.
      const worker = startWorker(__dirname, 'import-worker', __filename, { workerData: input, resourceLimits: { maxOldGenerationSizeMb: 3072 } });
      this.workers.add(worker);
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', cancel);
        fn();
      };
      // A client that gave up (its time-out, a closed tab) must not get an import it was told failed.
      // Settles once the worker is gone, so its transaction has been rolled back by then.
      const cancel = () => settle(() => void worker.terminate().finally(() => reject(new Error('Import cancelled: the client went away'))));
      if (signal?.aborted) cancel();
      signal?.addEventListener('abort', cancel);
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'progress') onProgress(message);
        else if (message.type === 'done') settle(() => resolve(message));
        else if (message.type === 'rejected') settle(() => reject(new ImportRejected(message.message)));
        else settle(() => reject(Object.assign(new Error(`Import failed: ${message.message}`), { stack: message.stack })));
      });
      worker.on('error', (error) => settle(() => reject(error)));
      worker.on('exit', (code) => {
        this.workers.delete(worker);
        settle(() => reject(new Error(`Import worker stopped (exit code ${code}) before it finished`)));
      });
    });
  }
}
