// The import jobs' queue: a job is created while its file uploads, queued once its head is checked,
// claimed by a runner (one running import per organisation) under a lease the runner renews,
// and ended (done, failed, cancelled) or put back in the queue when its runner stops. The claim
// works across organisations: it is the runner's, never reachable from a request.
import { sql } from 'kysely';
import type { JobsHandle } from './jobs-connection';
import type { ImportJobPhase, ImportJobStatus } from './jobs-schema';
import { ROW_COLUMNS, type JobRow } from './job-reads';

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
  footerRows?: number;
  firstErrors?: string;
  error?: string | null;
  errorReport?: Buffer | null;
  processed?: number;
  total?: number;
}

export function jobQueue(h: JobsHandle) {
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
          footer_rows: 0,
          first_errors: '[]',
          attempts: 0,
          cancel_requested: 0,
        })
        .execute();
    },

    /** The file's head has been checked: the job joins the queue (its file may still be arriving). */
    async enqueue(id: string, options: string): Promise<void> {
      await db.updateTable('import_jobs').set({ status: 'queued', options }).where('id', '=', id).where('status', '=', 'uploading').execute();
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
          ...(outcome.footerRows === undefined ? {} : { footer_rows: outcome.footerRows }),
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

export type JobQueue = ReturnType<typeof jobQueue>;
