import styled from 'styled-components';
import { formatCount, formatDateTime } from '@meridian/shared/format';
import type { ImportJob } from '@meridian/shared/model';
import { Button, DownloadIcon, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useErrorReport } from '../hooks/useErrorReport';
import { formatDuration } from '../utils/formatDuration';
import { recentColumnLabels } from '../utils/recentColumns';
import { ImportStatusBadge } from './ImportStatusBadge';

export interface RecentImportRowProps {
  job: ImportJob;
  onError: (message: string) => void;
}

/** A value kept on one line: a long one ends in '…' and its title shows it whole. */
const StyledOneLine = styled.span`
  display: block;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * File and member take what the other columns (kept on one line) leave, 3 : 2; `max-width: 0`
 * keeps a long name from widening the table: it ends in '…' instead of wrapping mid-word.
 */
const StyledFile = styled.td`
  width: 30%;
  max-width: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledMember = styled.td`
  width: 20%;
  max-width: 0;
`;

const StyledNoWrap = styled.td`
  white-space: nowrap;
`;

const StyledNumber = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const StyledStatus = styled.td`
  p {
    max-width: 32ch;
    margin: ${space(1)} 0 0;
    color: ${({ theme }) => theme.colors.dangerFg};
    font-size: ${({ theme }) => theme.font.size.xs};
    overflow-wrap: anywhere;
  }
`;

const n = formatCount;

/** One import of Recent imports; every cell labelled for the card layout. */
export function RecentImportRow({ job, onError }: RecentImportRowProps) {
  const t = useT();
  const report = useErrorReport(onError);
  const [file, by, date, rows, counts, duration, status, errors] = recentColumnLabels();
  const member = job.createdBy.name || job.createdBy.email;
  // Running: rows read so far of the total; done: the file's rows; otherwise (queued, stopped early) not known.
  let rowsText = '—';
  if (job.status === 'running' && job.total > 0) rowsText = t('import.recent.rowsOf', { processed: n(job.processed), total: n(job.total) });
  else if (job.status === 'done' && job.total > 0) rowsText = n(job.total);
  return (
    <tr>
      <StyledFile data-label={file}>
        <StyledOneLine title={job.fileName}>{job.fileName}</StyledOneLine>
      </StyledFile>
      <StyledMember data-label={by}>
        <StyledOneLine title={job.createdBy.name ? t('import.recent.member', { name: job.createdBy.name, email: job.createdBy.email }) : job.createdBy.email}>
          {member}
        </StyledOneLine>
      </StyledMember>
      <StyledNoWrap data-label={date}>{formatDateTime(job.createdAt)}</StyledNoWrap>
      <StyledNumber data-label={rows}>{rowsText}</StyledNumber>
      <StyledNumber data-label={counts}>
        {t('import.recent.counts', { imported: n(job.imported), updated: n(job.updated), failed: n(job.failed) })}
      </StyledNumber>
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
            aria-label={t('import.recent.downloadReport', { file: job.fileName })}
            onClick={() => void report.download(job)}
          >
            <DownloadIcon size={14} />
            {t('import.recent.csv')}
          </Button>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}
