import styled from 'styled-components';
import { space } from '@meridian/shared/ui';
import type { ImportJob } from '@meridian/shared/model';
import { formatCount } from '@meridian/shared/format';
import { useT } from '../../../i18n';

export interface ResultStatsProps {
  job: Pick<ImportJob, 'imported' | 'updated' | 'unchanged' | 'failed' | 'companiesCreated' | 'options'>;
}

const StyledStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${space(3)};
  margin: 0;
`;

const StyledStat = styled.div<{ $tone: 'success' | 'info' | 'textMuted' | 'dangerFg' }>`
  padding: ${space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.bg};

  dd {
    margin: 0;
    color: ${({ theme, $tone }) => theme.colors[$tone]};
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/**
 * Contacts Imported; Updated when existing contacts were to be updated (or were); Unchanged,
 * Companies Created and Failed only when above zero (docs/PRODUCT.md §2 Results, deviation 9).
 */
export function ResultStats({ job }: ResultStatsProps) {
  const t = useT();
  const stats = [
    { label: t('import.results.imported'), value: job.imported, tone: 'success' as const, show: true },
    { label: t('import.results.updated'), value: job.updated, tone: 'info' as const, show: job.options.existing === 'update' || job.updated > 0 },
    { label: t('import.results.unchanged'), value: job.unchanged, tone: 'textMuted' as const, show: job.unchanged > 0 },
    { label: t('import.results.companiesCreated'), value: job.companiesCreated, tone: 'info' as const, show: job.companiesCreated > 0 },
    { label: t('import.results.failed'), value: job.failed, tone: 'dangerFg' as const, show: job.failed > 0 },
  ];
  return (
    <StyledStats>
      {stats
        .filter((s) => s.show)
        .map((s) => (
          <StyledStat key={s.label} $tone={s.tone}>
            <dd>{formatCount(s.value)}</dd>
            <dt>{s.label}</dt>
          </StyledStat>
        ))}
    </StyledStats>
  );
}
