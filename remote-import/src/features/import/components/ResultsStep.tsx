import styled from 'styled-components';
import type { ImportJob } from '@meridian/shared/model';
import { Button, CheckCircleIcon, space } from '@meridian/shared/ui';
import { PERFORMANCE_SUMMARY_ROWS } from '../utils/importLimits';
import { ImportErrors } from './ImportErrors';
import { ResultStats } from './ResultStats';
import { formatCount } from '@meridian/shared/format';
import { intlLocale } from '@meridian/shared/i18n';
import { t as translate, useT } from '../../../i18n';

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
  const shown = new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(seconds);
  return translate('import.results.summary', { count: imported, seconds: shown, rate });
}

/** Step 4 (docs/PRODUCT.md §2 Results), from the job as the server ended it. */
export function ResultsStep({ job, onViewContacts, onImportAnother, onError }: ResultsStepProps) {
  const t = useT();
  return (
    <section aria-label={t('import.results.label')}>
      <StyledTitle>
        <CheckCircleIcon size={24} />
        {t('import.results.title')}
      </StyledTitle>
      <ResultStats job={job} />
      {job.footerRows > 0 ? <StyledSummary>{t('import.results.footer', { count: job.footerRows })}</StyledSummary> : null}
      {job.imported > PERFORMANCE_SUMMARY_ROWS && job.durationMs !== null ? (
        <StyledSummary>{performanceSummary(job.imported, job.durationMs)}</StyledSummary>
      ) : null}
      {job.failed > 0 || job.errors.length > 0 ? <ImportErrors job={job} onError={onError} /> : null}
      <StyledActions>
        <Button onClick={onImportAnother}>{t('import.results.importAnother')}</Button>
        <Button variant="primary" onClick={onViewContacts}>
          {t('import.results.viewContacts')}
        </Button>
      </StyledActions>
    </section>
  );
}
