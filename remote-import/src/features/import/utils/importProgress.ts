import type { UploadProgress } from '@meridian/shared/api';
import type { ImportJob, ImportJobPhase } from '@meridian/shared/model';
import { formatCount, pluralize } from '@meridian/shared/format';

/** The Import step's progress: the upload's bytes, then the job on the server. */
export type ImportProgressState = ({ stage: 'upload' } & UploadProgress) | { stage: 'job'; job: ImportJob };

const PHASES: Record<ImportJobPhase, string> = {
  waiting: 'Waiting for its turn', // for the organisation's import lock: often a moment, longer behind another import
  reading: 'Reading rows',
  writing: 'Saving contacts',
  finishing: 'Updating search and sorting',
};

const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(1);
const count = formatCount;

function jobLabel(job: ImportJob): string {
  if (job.status === 'queued') {
    return job.queuePosition > 0 ? `Queued: ${pluralize(job.queuePosition, 'import')} ahead` : 'Queued';
  }
  return job.phase ? PHASES[job.phase] : 'Starting';
}

/** What the bar says and how full it is; an undefined fraction is an indeterminate bar. */
export function describeProgress(progress: ImportProgressState | undefined, fileSize = 0): { label: string; fraction?: number } {
  if (!progress) return { label: 'Preparing upload' };
  if (progress.stage === 'upload') {
    // The multipart body is a little larger than the file; before the first event, the file's size.
    const total = progress.total || fileSize;
    return { label: `Uploading… ${mb(progress.loaded)} of ${mb(total)} MB`, fraction: total > 0 ? Math.min(1, progress.loaded / total) : undefined };
  }
  const { job } = progress;
  const label = jobLabel(job);
  if (job.status !== 'running' || job.total <= 0) return { label };
  return { label: `${label}: ${count(job.processed)} of ${count(job.total)} rows`, fraction: Math.min(1, job.processed / job.total) };
}
