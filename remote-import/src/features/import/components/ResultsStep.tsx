import styled from 'styled-components';
import type { ImportJob } from '@meridian/shared/model';
import { Button, CheckCircleIcon, space } from '@meridian/shared/ui';
import { PERFORMANCE_SUMMARY_ROWS } from '../utils/importLimits';
import { ImportErrors } from './ImportErrors';
import { ResultStats } from './ResultStats';
import { formatCount } from '@meridian/shared/format';

export interface ResultsStepProps {
  job: ImportJob;
  onViewContacts: () => void;
  onImportAnother: () => void;
  onError: (message: string) => void;
}

const StyledTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin: 0 0 ${space(4)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xl};

  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const StyledSummary = styled.p`
  margin: ${space(4)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(6)};
`;

/** 'Imported 20,000 contacts in 3.2 seconds (6,250 contacts per second).' */
export function performanceSummary(imported: number, elapsedMs: number): string {
  const seconds = Math.max(elapsedMs, 1) / 1000;
  const rate = formatCount(Math.round(imported / seconds));
  return `Imported ${formatCount(imported)} contacts in ${seconds.toFixed(1)} seconds (${rate} contacts per second).`;
}

/** Step 4 (docs/PRODUCT.md §2 Results), from the job as the server ended it. */
export function ResultsStep({ job, onViewContacts, onImportAnother, onError }: ResultsStepProps) {
  return (
    <section aria-label="Results">
      <StyledTitle>
        <CheckCircleIcon size={24} />
        Import Complete
      </StyledTitle>
      <ResultStats job={job} />
      {job.imported > PERFORMANCE_SUMMARY_ROWS && job.durationMs !== null ? (
        <StyledSummary>{performanceSummary(job.imported, job.durationMs)}</StyledSummary>
      ) : null}
      {job.failed > 0 || job.errors.length > 0 ? <ImportErrors job={job} onError={onError} /> : null}
      <StyledActions>
        <Button onClick={onImportAnother}>Import Another File</Button>
        <Button variant="primary" onClick={onViewContacts}>
          View Contacts
        </Button>
      </StyledActions>
    </section>
  );
}
