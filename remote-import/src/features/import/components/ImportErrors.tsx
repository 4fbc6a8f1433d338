import styled from 'styled-components';
import type { ImportJob } from '@meridian/shared/model';
import { Button, DownloadIcon, space } from '@meridian/shared/ui';
import { useErrorReport } from '../hooks/useErrorReport';
import { LISTED_ERRORS } from '../utils/importLimits';
import { useT } from '../../../i18n';

export interface ImportErrorsProps {
  job: Pick<ImportJob, 'id' | 'fileName' | 'errors' | 'failed'>;
  onError: (message: string) => void;
}

const StyledSection = styled.section`
  margin-top: ${space(5)};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin-bottom: ${space(2)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledList = styled.ul`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.dangerFg};
  font-size: ${({ theme }) => theme.font.size.sm};
  list-style: none;

  li + li {
    margin-top: ${space(1)};
  }
  li {
    overflow-wrap: anywhere;
  }
`;

/** The first 10 errors as 'Row {n}: {message}', the rest counted, and the server's full report as CSV. */
export function ImportErrors({ job, onError }: ImportErrorsProps) {
  const t = useT();
  const report = useErrorReport(onError);
  const more = Math.max(job.errors.length, job.failed) - LISTED_ERRORS;
  return (
    <StyledSection aria-label={t('import.errors.title')}>
      <StyledHead>
        <h3>{t('import.errors.title')}</h3>
        {job.failed > 0 ? (
          <Button size="sm" onClick={() => void report.download(job)} loading={report.downloading}>
            <DownloadIcon size={14} />
            {t('import.errors.download')}
          </Button>
        ) : null}
      </StyledHead>
      <StyledList>
        {job.errors.slice(0, LISTED_ERRORS).map(({ row, error }) => (
          <li key={`${row}:${error}`}>{t('import.errors.row', { row, error })}</li>
        ))}
        {more > 0 ? <li>{t('import.errors.more', { count: more })}</li> : null}
      </StyledList>
    </StyledSection>
  );
}
