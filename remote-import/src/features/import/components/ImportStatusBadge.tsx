import type { ImportJob } from '@meridian/shared/model';
import { Badge } from '@meridian/shared/ui';
import { STATUS_TONES } from '../utils/jobStatus';
import { useT } from '../../../i18n';

export interface ImportStatusBadgeProps {
  job: Pick<ImportJob, 'status' | 'error'>;
}

/** Queued / Running / Completed / Failed / Cancelled; a failed one says why on hover. */
export function ImportStatusBadge({ job }: ImportStatusBadgeProps) {
  const t = useT();
  return (
    <Badge tone={STATUS_TONES[job.status]} title={job.status === 'failed' && job.error ? job.error : undefined}>
      {t(`import.status.${job.status}` as const)}
    </Badge>
  );
}
