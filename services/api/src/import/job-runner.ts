// Runs the import jobs of the whole deployment, a bounded number in this process: it claims
// queued jobs (one running import per organisation), runs each in a worker thread, writes its
// progress and outcome to the jobs' tables, and renews a lease on each while it runs. A job whose
// runner died (crash, SIGKILL, a host gone) stops being renewed and is taken up again by any
// runner once its lease has passed: it resumes after its last committed batch, unless its result
// record shows it was published (then it is only marked done). A job that fails or is cancelled
// has what it wrote removed (in a worker too) before it is marked so; rows of an import whose
// job ended without that (a crash meanwhile) are found and removed by a sweep.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../db/connection';
import { pendingImports } from '../db/pending-imports';
import { tenantScope } from '../db/tenant-scope';
import type { JobOutcome, JobQueue } from '../jobs/job-queue';
import { ENDED, type JobReads, type JobRow } from '../jobs/job-reads';
import { startWorker } from '../workers/start-worker';
import { committedImport } from '../repositories/import-results';
import type { ImportSummary } from './import-job';
import type { DiscardInput, ImportWorkerInput, WorkerInput, WorkerMessage } from './import-worker';
import { parseJobOptions } from './job-options';

export interface RunnerOptions {
  /** Imports this process runs at once (each a worker thread). Default 2. */
  concurrency?: number;
  /** How often the runner looks for work it was not told about (another instance's upload, a crash). */
  pollMs?: number;
  /** How long a running job stays this runner's without a renewal. */
  leaseMs?: number;
}

const PROGRESS_WRITE_MS = 500;
export const IMPORT_FAILED = 'The import failed unexpectedly; nothing was saved. Please try again.';
const ABANDONED_UPLOAD_MS = 60 * 60_000;
const SWEEP_MS = 10 * 60_000;

type Outcome = Exclude<WorkerMessage, { type: 'progress' }> | { type: 'cancelled' };

export class ImportJobRunner extends EventEmitter {
  readonly owner = randomUUID();
  private readonly running = new Map<string, { worker?: Worker; cancel?: () => void }>();
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private timers: NodeJS.Timeout[] = [];
  private ticking = false;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: DbHandle,
    private readonly queue: JobQueue,
    private readonly reads: JobReads,
    private readonly log: FastifyBaseLogger,
    opts: RunnerOptions = {},
  ) {
    super();
    this.concurrency = opts.concurrency ?? 2;
    this.pollMs = opts.pollMs ?? 1_000;
    this.leaseMs = opts.leaseMs ?? 30_000;
  }

  start(): void {
    this.timers.push(setInterval(() => this.poke(), this.pollMs).unref());
    // Renewing also picks up cancels asked of another instance: often enough that one is prompt.
    this.timers.push(setInterval(() => void this.renew(), Math.max(100, Math.min(this.leaseMs / 3, 2_000))).unref());
    this.timers.push(setInterval(() => void this.sweep(), SWEEP_MS).unref());
    void this.sweep();
    this.poke();
  }

  /** Looks for work now (after an upload, or when an import ends). */
  poke(): void {
    if (this.stopped) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = true;
    void this.claimWhileFree()
      .catch((err: unknown) => this.log.error({ err }, 'import runner: claiming a job failed'))
      .finally(() => {
        this.ticking = false;
        if (this.again) {
          this.again = false;
          this.poke();
        }
      });
  }

  private async claimWhileFree(): Promise<void> {
    while (!this.stopped && this.running.size < this.concurrency) {
      const job = await this.queue.claim(this.owner, this.leaseMs);
      if (!job) return;
      this.running.set(job.id, {});
      void this.run(job)
        .catch((err: unknown) => this.log.error({ err, importId: job.id }, 'import runner: a job failed to end'))
        .finally(() => {
          this.running.delete(job.id);
          this.emit('ended', job.id);
          this.poke();
        });
    }
  }

  private async run(job: JobRow): Promise<void> {
    const committed = await committedImport(tenantScope(this.db.db, job.org_slug, this.db.dialect), job.id);
    // It was published, then its runner died before saying so.
    if (committed) return this.finishDone(job.id, JSON.parse(committed) as ImportSummary, null);
    if (job.cancel_requested) return this.end(job, { status: 'cancelled' });
    const message = await this.inWorker(job.id, this.importInput(job));
    if (this.stopped) return; // close() puts it back in the queue, to resume from its checkpoint
    if (message.type === 'done') {
      await this.finishDone(job.id, message.summary, message.report);
    } else if (message.type === 'rejected') {
      await this.end(job, { status: 'failed', error: message.message });
    } else if (message.type === 'cancelled') {
      await this.end(job, { status: 'cancelled' });
    } else {
      this.log.error(
        {
          importId: job.id,
          err: Object.assign(new Error(message.type === 'failed' ? message.message : message.type), {
            stack: message.type === 'failed' ? message.stack : undefined,
          }),
        },
        'import failed',
      );
      await this.end(job, { status: 'failed', error: IMPORT_FAILED });
    }
  }

  private discardInput(id: string, orgSlug: string): DiscardInput {
    return { mode: 'discard', db: this.db.options, writeTurns: this.db.writeTurns, importId: id, orgSlug };
  }

  private importInput(job: JobRow): ImportWorkerInput {
    const options = parseJobOptions(job.options);
    return {
      ...this.discardInput(job.id, job.org_slug),
      mode: 'import',
      ownerId: job.created_by_id || null,
      ownerName: job.created_by_name || job.created_by_email,
      fileName: job.file_name,
      fileSize: job.file_size,
      columnMapping: Object.fromEntries(options.columnMapping),
      createCompanies: options.createCompanies,
      existing: options.existing,
      updatesOnlyOwnedBy: options.updatesOnlyOwnedBy,
      encoding: options.encoding,
      delimiter: options.delimiter,
      headerRow: options.headerRow,
    };
  }

  /**
   * Ends the job (failed or cancelled), then removes what it wrote: hidden until then, its rows are
   * already nothing to anyone, and a cancel is answered without waiting for them to go.
   */
  private async end(job: JobRow, outcome: JobOutcome): Promise<void> {
    await this.queue.finish(job.id, outcome);
    const discarded = await this.inWorker(job.id, this.discardInput(job.id, job.org_slug));
    if (discarded.type !== 'discarded')
      this.log.error({ importId: job.id, outcome: discarded }, 'import runner: removing an ended import failed (the sweep tries again)');
  }

  /** Imports whose rows are still hidden though their job has ended (or is gone): their rows are removed. */
  private async sweep(): Promise<void> {
    try {
      await this.queue.sweepUploads(ABANDONED_UPLOAD_MS);
      for (const pending of await pendingImports(this.db.db)) {
        if (this.running.has(pending.id)) continue;
        const job = await this.reads.get(pending.org_slug, pending.id);
        if (job && !ENDED.includes(job.status)) continue;
        await this.inWorker(pending.id, this.discardInput(pending.id, pending.org_slug)).finally(() => this.running.delete(pending.id));
      }
    } catch (err) {
      this.log.error({ err }, 'import runner: the sweep of ended imports failed');
    }
  }

  private finishDone(id: string, summary: ImportSummary, report: Uint8Array | null): Promise<void> {
    const { errors, records, ...counts } = summary;
    return this.queue.finish(id, {
      status: 'done',
      ...counts,
      firstErrors: JSON.stringify(errors),
      errorReport: report ? Buffer.from(report) : null,
      processed: records,
    });
  }

  private inWorker(id: string, input: WorkerInput): Promise<Outcome> {
    return new Promise((resolve) => {
      // The worker's heap is capped so that a runaway import fails alone instead of taking the
      // whole API process down with it.
      const worker = startWorker(__dirname, 'import-worker', __filename, { workerData: input, resourceLimits: { maxOldGenerationSizeMb: 3072 } });
      let settled = false;
      const settle = (message: Outcome) => {
        if (settled) return;
        settled = true;
        resolve(message);
      };
      // Terminating the worker closes its connections: its transaction rolls back.
      let cancelled = false;
      const cancel = () => {
        cancelled = true;
        void worker.terminate();
      };
      // Removing an import's rows is not stopped by a cancel (it is what a cancel asks for).
      this.running.set(id, input.mode === 'import' ? { worker, cancel } : { worker });
      let lastWrite = 0;
      let lastPhase = '';
      // One progress write at a time, in the order the worker reported: two writes in flight on
      // two pooled connections could commit out of order and show a phase going back.
      let writing = Promise.resolve();
      worker.on('message', (message: WorkerMessage) => {
        if (message.type !== 'progress') return settle(message);
        const now = Date.now();
        if (message.phase === lastPhase && now - lastWrite < PROGRESS_WRITE_MS) return;
        lastWrite = now;
        lastPhase = message.phase;
        writing = writing.then(() => this.queue.progress(id, this.owner, message.phase, message.processed, message.total)).catch(() => undefined);
      });
      worker.on('error', (error) => settle({ type: 'failed', message: error.message, stack: error.stack }));
      worker.on('exit', (code) =>
        settle(cancelled ? { type: 'cancelled' } : { type: 'failed', message: `Import worker stopped (exit code ${code}) before it finished` }),
      );
    });
  }

  /** Stops a job this process runs (a cancel asked here); false when it runs elsewhere or not at all. */
  cancelHere(id: string): boolean {
    const cancel = this.running.get(id)?.cancel;
    cancel?.();
    return Boolean(cancel);
  }

  private async renew(): Promise<void> {
    try {
      const cancelled = await this.queue.renew(this.owner, [...this.running.keys()], this.leaseMs);
      for (const id of cancelled) this.running.get(id)?.cancel?.();
    } catch (err) {
      this.log.error({ err }, 'import runner: renewing leases failed');
    }
  }

  /** Stops this runner; its running imports roll back and go back to the queue for the next runner. */
  async close(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    const ids = [...this.running.keys()];
    await Promise.all([...this.running.values()].map((r) => r.worker?.terminate()));
    await this.queue.release(this.owner, ids).catch(() => undefined);
  }
}
