// All SQL of the import jobs. Every read a user can cause is filtered by the organisation of the
// verified token; the runner's claim works across organisations (it is not reachable from a request).
import { sql, type Selectable } from 'kysely';
import type { JobsHandle } from './jobs-connection';
import type { ImportJobPhase, ImportJobsTable, ImportJobStatus } from './jobs-schema';

export type JobRow = Omit<Selectable<ImportJobsTable>, 'error_report'>;

const ROW_COLUMNS = [
  'id',
  'org_slug',
  'status',
  'phase',
  'file_name',
  'file_size',
  'file_complete',
  'created_by_id',
  'created_by_name',
  'created_by_email',
  'created_at',
  'started_at',
  'finished_at',
  'options',
  'client_ref',
  'processed',
  'total',
  'imported',
  'updated',
  'unchanged',
  'failed',
  'companies_created',
  'first_errors',
  'error',
  'lease_owner',
  'lease_until',
  'attempts',
  'cancel_requested',
] as const;

export interface NewJob {
  id: string;
  orgSlug: string;
  fileName: string;
  createdBy: { id: string; name: string; email: string };
  options: string;
  clientRef?: string;
  /** The size the upload announced (for progress until the last byte is stored). */
  expectedSize?: number;
}

export interface JobOutcome {
  status: Extract<ImportJobStatus, 'done' | 'failed' | 'cancelled'>;
  imported?: number;
  updated?: number;
  unchanged?: number;
  failed?: number;
  companiesCreated?: number;
  firstErrors?: string;
  error?: string | null;
  errorReport?: Buffer | null;
  processed?: number;
  total?: number;
}

/** The upload of a running job failed, or the job was cancelled, while its file was being read. */
export class UploadGone extends Error {
  constructor() {
    super('The upload did not complete');
  }
}

/** A file that stops arriving for this long (its uploader died) ends the job that reads it. */
const UPLOAD_STALL_MS = 120_000;

export const ENDED: readonly ImportJobStatus[] = ['done', 'failed', 'cancelled'];

export function importJobs(h: JobsHandle) {
  const { db } = h;
  const now = () => new Date().toISOString();

  return {
    async create(job: NewJob): Promise<void> {
      await db
        .insertInto('import_jobs')
        .values({
          id: job.id,
          org_slug: job.orgSlug,
          status: 'uploading',
          file_name: job.fileName,
          file_size: job.expectedSize ?? 0,
          file_complete: 0,
          created_by_id: job.createdBy.id,
          created_by_name: job.createdBy.name,
          created_by_email: job.createdBy.email,
          created_at: now(),
          options: job.options,
          client_ref: job.clientRef ?? null,
          processed: 0,
          total: 0,
          imported: 0,
          updated: 0,
          unchanged: 0,
          failed: 0,
          companies_created: 0,
          first_errors: '[]',
          attempts: 0,
          cancel_requested: 0,
        })
        .execute();
    },

    async appendChunk(id: string, seq: number, data: Buffer): Promise<void> {
      await db.insertInto('import_chunks').values({ import_id: id, seq, data }).execute();
    },

    /** The file's head has been checked: the job joins the queue (its file may still be arriving). */
    async enqueue(id: string, options: string): Promise<void> {
      await db.updateTable('import_jobs').set({ status: 'queued', options }).where('id', '=', id).where('status', '=', 'uploading').execute();
    },

    /** The upload's last byte is stored. */
    async completeFile(id: string, fileSize: number): Promise<void> {
      await db.updateTable('import_jobs').set({ file_complete: 1, file_size: fileSize }).where('id', '=', id).execute();
      // Cancelled (or failed) while it was arriving: the chunks stored since then are not needed.
      const job = await db.selectFrom('import_jobs').select('status').where('id', '=', id).executeTakeFirst();
      if (job && ENDED.includes(job.status)) await db.deleteFrom('import_chunks').where('import_id', '=', id).execute();
    },

    /**
     * A job whose upload failed or was refused leaves nothing behind. Its runner (maybe another
     * instance) finds the row gone when it looks for the next chunk, and stops.
     */
    async discard(id: string): Promise<void> {
      await db.deleteFrom('import_jobs').where('id', '=', id).execute();
      await db.deleteFrom('import_chunks').where('import_id', '=', id).execute();
    },

    async get(orgSlug: string, id: string): Promise<JobRow | undefined> {
      return db
        .selectFrom('import_jobs')
        .select(ROW_COLUMNS)
        .where('org_slug', '=', orgSlug)
        .where('id', '=', id)
        .where('status', '!=', 'uploading')
        .executeTakeFirst();
    },

    async byClientRef(orgSlug: string, ref: string): Promise<JobRow | undefined> {
      return db
        .selectFrom('import_jobs')
        .select(ROW_COLUMNS)
        .where('org_slug', '=', orgSlug)
        .where('client_ref', '=', ref)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
    },

    /** Newest first. */
    async list(orgSlug: string, page: number, limit: number): Promise<{ rows: JobRow[]; total: number }> {
      const base = db.selectFrom('import_jobs').where('org_slug', '=', orgSlug).where('status', '!=', 'uploading');
      const [rows, count] = await Promise.all([
        base
          .select(ROW_COLUMNS)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Imports of the organisation waiting or running ahead of a queued one. */
    async queuePosition(job: JobRow): Promise<number> {
      if (job.status !== 'queued') return 0;
      const { n } = await db
        .selectFrom('import_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('org_slug', '=', job.org_slug)
        .where('status', 'in', ['queued', 'running'])
        .where('created_at', '<', job.created_at)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async errorReport(orgSlug: string, id: string): Promise<{ report: Buffer | null; firstErrors: string } | undefined> {
      return db
        .selectFrom('import_jobs')
        .select(['error_report as report', 'first_errors as firstErrors'])
        .where('org_slug', '=', orgSlug)
        .where('id', '=', id)
        .where('status', '!=', 'uploading')
        .executeTakeFirst();
    },

    /**
     * Takes the oldest job that may run: a queued one of an organisation with no import running,
     * or a running one whose runner stopped renewing its lease (a crash). One statement, so two
     * runners never take the same job (PostgreSQL: rows another runner is claiming are skipped).
     */
    async claim(owner: string, leaseMs: number): Promise<JobRow | undefined> {
      const at = Date.now();
      const lock = h.dialect === 'postgres' ? sql`for update skip locked` : sql``;
      const { rows } = await sql<JobRow>`
        update import_jobs set status = 'running', lease_owner = ${owner}, lease_until = ${at + leaseMs},
          attempts = attempts + 1, started_at = coalesce(started_at, ${now()}), phase = 'waiting'
        where id = (
          select q.id from import_jobs q
          where (q.status = 'queued' and not exists (
                   select 1 from import_jobs r where r.org_slug = q.org_slug and r.status = 'running' and r.lease_until > ${at}))
             or (q.status = 'running' and q.lease_until <= ${at})
          order by case when q.status = 'running' then 0 else 1 end, q.created_at
          limit 1 ${lock})
        returning ${sql.join(ROW_COLUMNS.map((c) => sql.ref(c)))}`.execute(db);
      return rows[0];
    },

    /** Extends this runner's leases; answers which of its jobs someone asked to cancel. */
    async renew(owner: string, ids: readonly string[], leaseMs: number): Promise<string[]> {
      if (!ids.length) return [];
      await db
        .updateTable('import_jobs')
        .set({ lease_until: Date.now() + leaseMs })
        .where('lease_owner', '=', owner)
        .where('id', 'in', ids)
        .where('status', '=', 'running')
        .execute();
      const rows = await db.selectFrom('import_jobs').select('id').where('id', 'in', ids).where('cancel_requested', '=', 1).execute();
      return rows.map((r) => r.id);
    },

    async progress(id: string, owner: string, phase: ImportJobPhase, processed: number, total: number): Promise<void> {
      await db
        .updateTable('import_jobs')
        .set({ phase, processed, total })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .where('status', '=', 'running')
        .execute();
    },

    /** Ends a job and drops its file. */
    async finish(id: string, outcome: JobOutcome): Promise<void> {
      await db
        .updateTable('import_jobs')
        .set({
          status: outcome.status,
          phase: null,
          finished_at: now(),
          lease_owner: null,
          lease_until: null,
          ...(outcome.imported === undefined ? {} : { imported: outcome.imported }),
          ...(outcome.updated === undefined ? {} : { updated: outcome.updated }),
          ...(outcome.unchanged === undefined ? {} : { unchanged: outcome.unchanged }),
          ...(outcome.failed === undefined ? {} : { failed: outcome.failed }),
          ...(outcome.companiesCreated === undefined ? {} : { companies_created: outcome.companiesCreated }),
          ...(outcome.firstErrors === undefined ? {} : { first_errors: outcome.firstErrors }),
          ...(outcome.processed === undefined ? {} : { processed: outcome.processed, total: outcome.total ?? outcome.processed }),
          error: outcome.error ?? null,
          error_report: outcome.errorReport ?? null,
        })
        .where('id', '=', id)
        .execute();
      await db.deleteFrom('import_chunks').where('import_id', '=', id).execute();
    },

    /** Queued: cancelled at once. Running: flagged for its runner, which stops the import. */
    async requestCancel(orgSlug: string, id: string): Promise<void> {
      await db
        .updateTable('import_jobs')
        .set({ cancel_requested: 1 })
        .where('org_slug', '=', orgSlug)
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running'])
        .execute();
      const cancelled = await db
        .updateTable('import_jobs')
        .set({ status: 'cancelled', finished_at: now(), phase: null })
        .where('org_slug', '=', orgSlug)
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      if (Number(cancelled.numUpdatedRows)) await db.deleteFrom('import_chunks').where('import_id', '=', id).execute();
    },

    /**
     * The file's bytes in order, one stored chunk at a time, waiting for chunks still being
     * uploaded. Throws UploadGone when the upload failed (the job row is gone) or the job was cancelled.
     */
    async *chunks(id: string, waitMs = 20): AsyncGenerator<Buffer> {
      const chunk = (seq: number) => db.selectFrom('import_chunks').select('data').where('import_id', '=', id).where('seq', '=', seq).executeTakeFirst();
      const job = () => db.selectFrom('import_jobs').select(['file_complete', 'cancel_requested']).where('id', '=', id).executeTakeFirst();
      for (let seq = 0; ; seq++) {
        let row = await chunk(seq);
        for (let waited = 0; !row; waited += waitMs) {
          const state = await job();
          if (!state || state.cancel_requested || waited > UPLOAD_STALL_MS) throw new UploadGone();
          // Complete: every chunk was stored before the flag was set.
          if (state.file_complete) {
            row = await chunk(seq);
            if (!row) return;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, waitMs));
          row = await chunk(seq);
        }
        yield Buffer.from(row.data);
      }
    },

    /** A runner that stops puts its jobs back in the queue (their transactions rolled back). */
    async release(owner: string, ids: readonly string[]): Promise<void> {
      if (!ids.length) return;
      await db
        .updateTable('import_jobs')
        .set({ status: 'queued', phase: null, lease_owner: null, lease_until: null })
        .where('lease_owner', '=', owner)
        .where('id', 'in', ids)
        .where('status', '=', 'running')
        .execute();
    },

    /** Uploads that never completed (their API process died mid-upload). */
    async sweepUploads(olderThanMs: number): Promise<void> {
      const cutoff = new Date(Date.now() - olderThanMs).toISOString();
      const stale = await db.selectFrom('import_jobs').select('id').where('status', '=', 'uploading').where('created_at', '<', cutoff).execute();
      for (const { id } of stale) {
        await db.deleteFrom('import_chunks').where('import_id', '=', id).execute();
        await db.deleteFrom('import_jobs').where('id', '=', id).execute();
      }
    },
  };
}

export type ImportJobs = ReturnType<typeof importJobs>;
