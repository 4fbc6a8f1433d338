// The import jobs as the routes use them: read a file's start, take an upload, the organisation's
// history, one job, its error report, cancel, and the execute and progress calls of
// docs/PRODUCT.md §7 on top of jobs. Every call is made for the organisation of the verified
// token. Behind it: the queue (jobs/job-queue.ts), the file's chunks (jobs/job-file.ts), the reads
// (jobs/job-reads.ts), the preview threads (preview-pool.ts) and the runner (job-runner.ts), which
// imports in worker threads.
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { createGunzip, gunzip as gunzipCallback } from 'node:zlib';
import type { ImportJob, ImportJobList, ImportJobStatus, ImportProgress, ImportReadQuery, ImportResult } from '@meridian/contract';
import { badRequest, conflict, notFound } from '../errors';
import type { JobFile } from '../jobs/job-file';
import type { JobQueue } from '../jobs/job-queue';
import { ENDED, type JobReads, type JobRow } from '../jobs/job-reads';
import type { JobsHandle } from '../jobs/jobs-connection';
import { rejectionAnswer } from './import-rejected';
import { errorReportCsv, parseErrorReport } from './error-report';
import { IMPORT_FAILED, type ImportJobRunner } from './job-runner';
import { parseJobOptions } from './job-options';
import type { PreviewPool } from './preview-pool';
import type { PreviewAnswer } from './preview-worker';
import { storeUpload, type UploadInput } from './store-upload';

const CANCEL_WAIT_MS = 10_000;
const POLL_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// On the thread pool: unzipped at once on the event loop, a large report held everyone's requests.
const gunzip = promisify(gunzipCallback);

/** The phases docs/PRODUCT.md §7 progress clients know. */
const LEGACY_PHASES = { waiting: 'validating', reading: 'parsing', writing: 'writing', finishing: 'finishing' } as const;

export interface ImportsParts {
  /** The jobs' database (tests reach in to simulate a crash). */
  handle: JobsHandle;
  queue: JobQueue;
  file: JobFile;
  reads: JobReads;
  runner: ImportJobRunner;
  previews: PreviewPool;
  /** The largest file an upload takes: MAX_IMPORT_BYTES (tests lower it). */
  maxFileBytes: number;
}

/** Rows still uploading are never read back (the jobs' queries leave them out). */
function visibleStatus(row: JobRow): ImportJobStatus {
  if (row.status === 'uploading') throw new Error(`Import ${row.id} is still uploading`);
  return row.status;
}

/** A job row as clients see it (the contract's ImportJob). */
function jobView(row: JobRow, queuePosition: number): ImportJob {
  const options = parseJobOptions(row.options);
  const ended = row.finished_at && row.started_at ? Date.parse(row.finished_at) - Date.parse(row.started_at) : null;
  return {
    id: row.id,
    fileName: row.file_name,
    fileSize: Number(row.file_size),
    createdBy: { id: row.created_by_id, name: row.created_by_name, email: row.created_by_email },
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    status: visibleStatus(row),
    phase: row.status === 'running' ? row.phase : null,
    processed: row.processed,
    total: row.total,
    queuePosition,
    imported: row.imported,
    updated: row.updated,
    unchanged: row.unchanged,
    failed: row.failed,
    companiesCreated: row.companies_created,
    footerRows: row.footer_rows,
    durationMs: ended,
    errors: JSON.parse(row.first_errors) as ImportJob['errors'],
    error: row.error,
    // Pairs: a column may be called __proto__, which an object would lose on the way.
    options: { ...options, columnMapping: options.columnMapping.map(([column, target]) => ({ column, target })) },
  };
}

/** A preview thread's answer as JSON text (already serialised there), or the file's problem as a 400. */
function answerText(answer: PreviewAnswer): string {
  if (!answer.ok) throw rejectionAnswer(answer);
  if (!('body' in answer)) throw new Error('The preview thread answered a preview with a check');
  return answer.body;
}

export class ImportsService {
  /** The jobs' database (tests reach in to simulate a crash). */
  readonly handle: JobsHandle;
  /** The largest file an upload takes. */
  readonly maxFileBytes: number;

  constructor(private readonly parts: ImportsParts) {
    this.handle = parts.handle;
    this.maxFileBytes = parts.maxFileBytes;
  }

  /** A file's first bytes read as the import will read them (ImportFilePreviewAnswer as JSON text). */
  async preview(head: Buffer, { complete = false, ...options }: ImportReadQuery): Promise<string> {
    const task = { kind: 'preview', head, complete, options: { ...options, delimiter: options.delimiter || undefined } } as const;
    return answerText(await this.parts.previews.run(task));
  }

  /** docs/PRODUCT.md §7 preview of CSV text (ImportPreviewAnswer as JSON text). */
  async previewCsv(csv: Uint8Array, delimiter: string | undefined): Promise<string> {
    return answerText(await this.parts.previews.run({ kind: 'legacy', csv, delimiter }));
  }

  /** Stores the file as it arrives and queues its job (store-upload.ts); answers the job's id. */
  upload(input: UploadInput, bytes: AsyncIterable<Buffer>, truncated: () => boolean): Promise<string> {
    return storeUpload(this.parts, input, bytes, truncated);
  }

  /** One job as clients see it; a 404 when it is not the organisation's. */
  async get(orgSlug: string, id: string): Promise<ImportJob> {
    return this.view(await this.find(orgSlug, id));
  }

  /** The organisation's imports, newest first. */
  async list(orgSlug: string, page: number, limit: number): Promise<ImportJobList> {
    const { rows, total } = await this.parts.reads.list(orgSlug, page, limit);
    return { imports: await Promise.all(rows.map((row) => this.view(row))), pagination: { page, limit, total } };
  }

  /** The error report as CSV (row,error, the cells) in the file's delimiter: unzipped as it is sent, at the pace the client reads. */
  async errorReport(orgSlug: string, id: string): Promise<Readable | string> {
    const found = await this.parts.reads.errorReport(orgSlug, id);
    if (!found) throw notFound('import_not_found');
    // A report of a million rows is tens of megabytes of text, which unzipped at once held the
    // event loop for seconds per download.
    if (found.report) return Readable.from([found.report]).pipe(createGunzip());
    return errorReportCsv(JSON.parse(found.firstErrors), parseJobOptions(found.options).delimiter || ',');
  }

  /** Stops a job: a queued one at once, a running one when its runner (maybe another instance) next renews its lease. */
  async stop(orgSlug: string, id: string): Promise<void> {
    await this.parts.queue.requestCancel(orgSlug, id);
    this.parts.runner.cancelHere(id);
  }

  /** Cancels a queued or running job and answers it once it has ended (or after CANCEL_WAIT_MS). */
  async cancel(orgSlug: string, id: string): Promise<ImportJob> {
    let row = await this.find(orgSlug, id);
    if (ENDED.includes(row.status)) throw conflict('import_ended');
    await this.stop(orgSlug, row.id);
    const deadline = Date.now() + CANCEL_WAIT_MS;
    while (!ENDED.includes((row = await this.find(orgSlug, id)).status) && Date.now() < deadline) await sleep(POLL_MS);
    return this.view(row);
  }

  /** docs/PRODUCT.md §7 execute: waits for the job to end and answers its result with every failed row. */
  async result(orgSlug: string, id: string): Promise<ImportResult> {
    const job = await this.waitForEnd(orgSlug, id);
    if (job.status === 'failed')
      throw job.error === IMPORT_FAILED ? new Error(IMPORT_FAILED) : badRequest('import_failed', job.error ? { message: job.error } : undefined);
    if (job.status === 'cancelled') throw badRequest('import_cancelled');
    const report = await this.parts.reads.errorReport(orgSlug, id);
    const errors = report?.report ? parseErrorReport((await gunzip(report.report)).toString('utf8')) : [];
    return { success: true, imported: job.imported, failed: job.failed, companiesCreated: job.companies_created, footerRows: job.footer_rows, errors };
  }

  /** docs/PRODUCT.md §7 progress, by the id the client gave its execute call. */
  async progress(orgSlug: string, clientRef: string): Promise<ImportProgress> {
    const job = await this.parts.reads.byClientRef(orgSlug, clientRef);
    if (!job || job.status === 'failed' || job.status === 'cancelled') throw notFound('import_not_found');
    if (job.status === 'done') return { importId: job.client_ref!, phase: 'done', processed: job.processed, total: job.processed };
    const phase = job.status === 'running' && job.phase ? LEGACY_PHASES[job.phase] : 'parsing';
    return { importId: job.client_ref!, phase, processed: job.processed, total: job.total };
  }

  private async waitForEnd(orgSlug: string, id: string): Promise<JobRow> {
    for (;;) {
      const job = await this.parts.reads.get(orgSlug, id);
      if (!job) throw new Error(`Import ${id} disappeared`);
      if (ENDED.includes(job.status)) return job;
      await sleep(POLL_MS);
    }
  }

  private async find(orgSlug: string, id: string): Promise<JobRow> {
    const row = await this.parts.reads.get(orgSlug, id);
    if (!row) throw notFound('import_not_found');
    return row;
  }

  private async view(row: JobRow): Promise<ImportJob> {
    return jobView(row, await this.parts.reads.queuePosition(row));
  }
}
