// Tables of the import jobs. They live beside the CRM data but not in its write path: on SQLite
// in a file of their own (imports.sqlite), so an upload or a progress update never waits for the
// write lock an import holds on api.sqlite; on PostgreSQL in the same database.
import type { ColumnType } from 'kysely';

type Immutable<T> = ColumnType<T, T, never>;

export type ImportJobStatus = 'uploading' | 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
export type ImportJobPhase = 'waiting' | 'reading' | 'writing' | 'finishing';

export interface ImportJobsTable {
  id: Immutable<string>;
  org_slug: Immutable<string>;
  status: ImportJobStatus;
  phase: ImportJobPhase | null;
  file_name: string;
  /** Bytes stored; while the upload runs, the size it announced. */
  file_size: number;
  /** 0 while the upload is still arriving (the job may already be running). */
  file_complete: number;
  created_by_id: string;
  created_by_name: string;
  created_by_email: string;
  created_at: Immutable<string>;
  started_at: string | null;
  finished_at: string | null;
  /** JSON of the resolved ImportJobOptions. */
  options: string;
  /** The importId an /import-export/execute client chose, for its progress polls. */
  client_ref: string | null;
  processed: number;
  total: number;
  imported: number;
  updated: number;
  unchanged: number;
  failed: number;
  companies_created: number;
  /** Records after the data ignored as the file's footer (import/footer-rows.ts). */
  footer_rows: number;
  /** JSON array of the first errors. */
  first_errors: string;
  error: string | null;
  /** gzip of the CSV error report (row,error), once the job has ended. */
  error_report: Buffer | null;
  lease_owner: string | null;
  /** Epoch ms until which lease_owner holds a running job; past it, another runner takes it up. */
  lease_until: number | null;
  attempts: number;
  cancel_requested: number;
}

export interface ImportChunksTable {
  import_id: string;
  seq: number;
  data: Buffer;
}

export interface JobsDatabase {
  import_jobs: ImportJobsTable;
  import_chunks: ImportChunksTable;
}
