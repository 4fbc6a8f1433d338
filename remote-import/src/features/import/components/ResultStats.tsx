import styled from 'styled-components';
import { space } from '@meridian/shared/ui';
import type { ImportResult } from '@meridian/shared/model';

export interface ResultStatsProps {
  result: ImportResult;
}

const StyledStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${space(3)};
  margin: 0;
`;

const StyledStat = styled.div<{ $tone: 'success' | 'info' | 'dangerFg' }>`
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

/** Contacts Imported, and Companies Created / Failed only when above zero (SPEC §2 Results). */
export function ResultStats({ result }: ResultStatsProps) {
  const stats = [
    { label: 'Contacts Imported', value: result.imported, tone: 'success' as const, show: true },
    { label: 'Companies Created', value: result.companiesCreated, tone: 'info' as const, show: result.companiesCreated > 0 },
    { label: 'Failed', value: result.failed, tone: 'dangerFg' as const, show: result.failed > 0 },
  ];
  return (
    <StyledStats>
      {stats
        .filter((s) => s.show)
        .map((s) => (
          <StyledStat key={s.label} $tone={s.tone}>
            <dd>{s.value.toLocaleString('en-US')}</dd>
            <dt>{s.label}</dt>
          </StyledStat>
        ))}
    </StyledStats>
  );
}
