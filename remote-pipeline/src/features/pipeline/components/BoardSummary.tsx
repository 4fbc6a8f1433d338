import styled from 'styled-components';
import type { BoardTotals } from '@meridian/shared/model';
import { space } from '@meridian/shared/ui';
import { BoardFigure } from './BoardFigure';

export interface BoardSummaryProps {
  totals: BoardTotals | undefined;
  defaultCurrency: string;
}

export const FORECAST_EXPLANATION = "Won deals in full, plus each open deal's value weighted by its stage's win probability";

const StyledList = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(6)};
  margin: 0;
`;

/** The board's money, as the API sums it over every card (of the owner filter when one is set). */
export function BoardSummary({ totals, defaultCurrency }: BoardSummaryProps) {
  return (
    <StyledList aria-label="Pipeline totals">
      <BoardFigure label="Open pipeline" totals={totals?.open} currency={defaultCurrency} explanation="Deal values in stages that are neither won nor lost" />
      <BoardFigure label="Weighted forecast" totals={totals?.forecast} currency={defaultCurrency} explanation={FORECAST_EXPLANATION} />
      <BoardFigure label="Won" totals={totals?.won} currency={defaultCurrency} explanation="Deal values in won stages" />
    </StyledList>
  );
}
