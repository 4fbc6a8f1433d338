import styled from 'styled-components';
import type { BoardConvertedTotals } from '@meridian/shared/model';
import { PHONE_MEDIA, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { BoardFigure, StyledNote } from './BoardFigure';

export interface BoardSummaryProps {
  converted: BoardConvertedTotals | undefined;
  defaultCurrency: string;
}

const StyledList = styled.dl`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(6)};
  margin: 0;
  /* A phone keeps three figures a row, under the board's one-line header. */
  ${PHONE_MEDIA} {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const FIGURES = ['open', 'forecast', 'won', 'month', 'quarter'] as const;

/**
 * The board's money as the API sums it over every card (of the board's filters when set), each
 * figure one amount in the organisation's default currency; the forecast holds open deals only.
 */
export function BoardSummary({ converted, defaultCurrency }: BoardSummaryProps) {
  const t = useT();
  // The currencies any figure leaves out, named once under the figures rather than under each.
  const missing = [...new Set(FIGURES.flatMap((figure) => converted?.[figure].missing ?? []))].sort().join(', ');
  return (
    <>
      <StyledList aria-label={t('pipeline.totals.label')}>
        {FIGURES.map((figure) => (
          <BoardFigure
            key={figure}
            label={t(`pipeline.totals.${figure}`)}
            total={converted?.[figure]}
            currency={defaultCurrency}
            explanation={t(`pipeline.totals.${figure}Explanation`)}
          />
        ))}
      </StyledList>
      {missing ? <StyledNote>{t('pipeline.totals.noRate', { currencies: missing })}</StyledNote> : null}
    </>
  );
}
