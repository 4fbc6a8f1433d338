import styled from 'styled-components';
import type { MoneyTotal } from '@meridian/shared/model';
import { PHONE_QUERY, space, useMediaQuery } from '@meridian/shared/ui';
import { formatTotals } from '../utils/formatTotals';

export interface BoardFigureProps {
  label: string;
  totals: readonly MoneyTotal[] | undefined;
  /** Says how the figure is made (a tooltip, and the figure's description for screen readers). */
  explanation?: string;
  /** No values yet reads as zero in this currency (the organisation's default). */
  currency: string;
}

const StyledFigure = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const StyledLabel = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
`;

const StyledValue = styled.dd`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space(2)};
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

/**
 * One header figure (Open pipeline, Weighted forecast, Won): a line per currency. A phone's third
 * of the width holds a short figure ('10,1 Mio. $'); the exact ones are in the title.
 */
export function BoardFigure({ label, totals, explanation, currency }: BoardFigureProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const shown = totals?.length ? totals : [{ value: '0', currency, count: 0 }];
  const values = formatTotals(shown, phone);
  const title = phone ? [explanation, ...formatTotals(shown)].filter(Boolean).join('\n') : explanation;
  return (
    <StyledFigure title={title}>
      <StyledLabel>{label}</StyledLabel>
      <StyledValue>
        {values.map((text) => (
          <span key={text}>{text}</span>
        ))}
      </StyledValue>
    </StyledFigure>
  );
}
