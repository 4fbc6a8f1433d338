import styled from 'styled-components';
import type { BoardTotals } from '@meridian/shared/model';
import { PHONE_MEDIA, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { BoardFigure } from './BoardFigure';

export interface BoardSummaryProps {
  totals: BoardTotals | undefined;
  defaultCurrency: string;
}

const StyledList = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(6)};
  margin: 0;
  /* A phone keeps the three figures on one row, under the board's one-line header. */
  ${PHONE_MEDIA} {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The board's money, as the API sums it over every card (of the owner filter when one is set). */
export function BoardSummary({ totals, defaultCurrency }: BoardSummaryProps) {
  const t = useT();
  return (
    <StyledList aria-label={t('pipeline.totals.label')}>
      <BoardFigure label={t('pipeline.totals.open')} totals={totals?.open} currency={defaultCurrency} explanation={t('pipeline.totals.openExplanation')} />
      <BoardFigure
        label={t('pipeline.totals.forecast')}
        totals={totals?.forecast}
        currency={defaultCurrency}
        explanation={t('pipeline.totals.forecastExplanation')}
      />
      <BoardFigure label={t('pipeline.totals.won')} totals={totals?.won} currency={defaultCurrency} explanation={t('pipeline.totals.wonExplanation')} />
    </StyledList>
  );
}
