import type { ImportJob } from '@meridian/shared/model';
import { Badge } from '@meridian/shared/ui';
import { STATUS_LABELS, STATUS_TONES } from '../utils/jobStatus';

export interface ImportStatusBadgeProps {
  job: Pick<ImportJob, 'status' | 'error'>;
}

/** Queued / Running / Completed / Failed / Cancelled; a failed one says why on hover. */
export function ImportStatusBadge({ job }: ImportStatusBadgeProps) {
  return (
    <Badge tone={STATUS_TONES[job.status]} title={job.status === 'failed' && job.error ? job.error : undefined}>
      {STATUS_LABELS[job.status]}
    </Badge>
  );
}
