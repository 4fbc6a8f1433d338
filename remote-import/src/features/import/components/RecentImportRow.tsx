import styled from 'styled-components';
import { formatCount, formatDateTime } from '@meridian/shared/format';
import type { ImportJob } from '@meridian/shared/model';
import { Button, DownloadIcon, space } from '@meridian/shared/ui';
import { useErrorReport } from '../hooks/useErrorReport';
import { formatDuration } from '../utils/formatDuration';
import { RECENT_COLUMNS } from '../utils/recentColumns';
import { ImportStatusBadge } from './ImportStatusBadge';

export interface RecentImportRowProps {
  job: ImportJob;
  onError: (message: string) => void;
}

const StyledFile = styled.td`
  min-width: 140px;
  max-width: 220px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const StyledDate = styled.td`
  white-space: nowrap;
`;

const StyledNumber = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const StyledStatus = styled.td`
  p {
    margin: ${space(1)} 0 0;
    color: ${({ theme }) => theme.colors.dangerFg};
    font-size: ${({ theme }) => theme.font.size.xs};
    overflow-wrap: anywhere;
  }
`;

const n = formatCount;

/** Running: rows read so far of the total; done: the file's rows; otherwise (queued, stopped early) not known. */
function rowsOf(job: ImportJob): string {
  if (job.status === 'running' && job.total > 0) return `${n(job.processed)} of ${n(job.total)}`;
  return job.status === 'done' && job.total > 0 ? n(job.total) : '—';
}

/** One import of Recent imports; every cell labelled for the card layout. */
export function RecentImportRow({ job, onError }: RecentImportRowProps) {
  const report = useErrorReport(onError);
  const [file, by, date, rows, counts, duration, status, errors] = RECENT_COLUMNS;
  return (
    <tr>
      <StyledFile data-label={file}>{job.fileName}</StyledFile>
      <td data-label={by} title={job.createdBy.email}>
        {job.createdBy.name || job.createdBy.email}
      </td>
      <StyledDate data-label={date}>{formatDateTime(job.createdAt)}</StyledDate>
      <StyledNumber data-label={rows}>{rowsOf(job)}</StyledNumber>
      <StyledNumber data-label={counts}>{`${n(job.imported)} / ${n(job.updated)} / ${n(job.failed)}`}</StyledNumber>
      <StyledNumber data-label={duration}>{formatDuration(job.durationMs)}</StyledNumber>
      <StyledStatus data-label={status}>
        <div>
          <ImportStatusBadge job={job} />
          {job.status === 'failed' && job.error ? <p>{job.error}</p> : null}
        </div>
      </StyledStatus>
      <td data-label={errors}>
        {job.failed > 0 ? (
          <Button
            size="sm"
            variant="ghost"
            loading={report.downloading}
            aria-label={`Download error report of ${job.fileName}`}
            onClick={() => void report.download(job)}
          >
            <DownloadIcon size={14} />
            CSV
          </Button>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}
