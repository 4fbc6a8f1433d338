import styled from 'styled-components';
import { formatCount } from '@meridian/shared/format';
import { intlLocale } from '@meridian/shared/i18n';
import type { BoardStage } from '@meridian/shared/model';
import { space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { formatTotals } from '../utils/formatTotals';
import { stageColorRing } from '../utils/stageColorRing';

export interface StageColumnHeaderProps {
  stage: BoardStage;
  /** The id of the stage name, which labels the column. */
  titleId: string;
}

const StyledHeader = styled.header`
  padding: ${space(3)} ${space(3)} ${space(2)};
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
`;

const StyledDot = styled.span<{ $color: string }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  box-shadow: 0 0 0 1px ${({ $color, theme }) => stageColorRing($color, theme.colors.bg, theme.colors.textMuted)};
`;

const StyledTitle = styled.h3`
  flex: 1;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledCount = styled.span`
  padding: 0 ${space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
`;

/** The column's money: a sum per currency, wrapping when mixed; its win probability to the right. */
const StyledFigures = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0 ${space(2)};
  margin-top: ${space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
  font-variant-numeric: tabular-nums;
`;

const StyledSums = styled.span`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  gap: 0 ${space(2)};
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Stage name and colour, its full count, the sum of its deal values and its win probability. */
export function StageColumnHeader({ stage, titleId }: StageColumnHeaderProps) {
  const t = useT();
  const sums = formatTotals(stage.totals);
  const probability = new Intl.NumberFormat(intlLocale(), { style: 'percent' }).format((stage.probability ?? 0) / 100);
  return (
    <StyledHeader>
      <StyledTop>
        <StyledDot $color={stage.color} aria-hidden />
        <StyledTitle id={titleId}>{stage.name}</StyledTitle>
        <StyledCount title={t('pipeline.column.count', { count: stage.count, stage: stage.name })}>{formatCount(stage.count)}</StyledCount>
      </StyledTop>
      <StyledFigures>
        <StyledSums aria-label={sums.length > 0 ? t('pipeline.column.totalValue', { stage: stage.name, sums: sums.join(', ') }) : undefined}>
          {sums.map((text) => (
            <span key={text}>{text}</span>
          ))}
        </StyledSums>
        <span title={t('pipeline.column.probability', { stage: stage.name })}>{probability}</span>
      </StyledFigures>
    </StyledHeader>
  );
}
