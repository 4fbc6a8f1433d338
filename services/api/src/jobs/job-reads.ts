// What requests read of the import jobs: one job, the organisation's history, a queued job's place
// in line, the error report. Every read is filtered by the organisation of the verified token, and
// a job still uploading is never read back.
import type { Selectable } from 'kysely';
import type { JobsHandle } from './jobs-connection';
import type { ImportJobsTable, ImportJobStatus } from './jobs-schema';

export type JobRow = Omit<Selectable<ImportJobsTable>, 'error_report'>;

/** A job row's columns (all but the error report, read only when it is downloaded). */
export const ROW_COLUMNS = [
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
  'footer_rows',
  'first_errors',
  'error',
  'lease_owner',
  'lease_until',
  'attempts',
  'cancel_requested',
] as const;

export const ENDED: readonly ImportJobStatus[] = ['done', 'failed', 'cancelled'];

export function jobReads({ db }: JobsHandle) {
  return {
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

    async errorReport(orgSlug: string, id: string): Promise<{ report: Buffer | null; firstErrors: string; options: string } | undefined> {
      return db
        .selectFrom('import_jobs')
        .select(['error_report as report', 'first_errors as firstErrors', 'options'])
        .where('org_slug', '=', orgSlug)
        .where('id', '=', id)
        .where('status', '!=', 'uploading')
        .executeTakeFirst();
    },
  };
}

export type JobReads = ReturnType<typeof jobReads>;
