// A job row as clients see it (the contract's ImportJob).
import type { ImportJob, ImportJobStatus } from '@meridian/contract';
import type { JobRow } from '../jobs/job-reads';
import { parseJobOptions } from './job-options';

/** Rows still uploading are never read back (the jobs' queries leave them out). */
function visibleStatus(row: JobRow): ImportJobStatus {
  if (row.status === 'uploading') throw new Error(`Import ${row.id} is still uploading`);
  return row.status;
}

export function jobView(row: JobRow, queuePosition: number): ImportJob {
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
    durationMs: ended,
    errors: JSON.parse(row.first_errors) as ImportJob['errors'],
    error: row.error,
    // Pairs: a column may be called __proto__, which an object would lose on the way.
    options: { ...options, columnMapping: options.columnMapping.map(([column, target]) => ({ column, target })) },
  };
}
