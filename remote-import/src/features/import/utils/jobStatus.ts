import type { ImportJob, ImportJobStatus } from '@meridian/shared/model';
import type { BadgeTone } from '@meridian/shared/ui';

/** Queued or running: the server is still on it. */
export const isActive = (job: Pick<ImportJob, 'status'>): boolean => job.status === 'queued' || job.status === 'running';

export const STATUS_TONES: Record<ImportJobStatus, BadgeTone> = {
  queued: 'neutral',
  running: 'info',
  done: 'success',
  failed: 'danger',
  cancelled: 'warning',
};

/** The import to show on opening the page: the newest queued or running one of the organisation. */
export function activeImportOf(jobs: readonly ImportJob[]): ImportJob | undefined {
  return jobs.find(isActive);
}
