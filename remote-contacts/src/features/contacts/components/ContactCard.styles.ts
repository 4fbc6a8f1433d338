import styled from 'styled-components';
import { Card, space } from '@meridian/shared/ui';
import { GRID_CARD_HEIGHT } from '../utils/contactLayout';

/** Fixed height: the virtualised grid places rows without measuring them. */
export const StyledContactCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  height: ${GRID_CARD_HEIGHT}px;
  overflow: hidden;
  user-select: none;
  -webkit-touch-callout: none;

  /* Drawn inside the card: the list's scrolling box clipped a ring drawn outside (first row, edges). */
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const StyledCardTop = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-width: 0;
`;

export const StyledCardLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin: 0;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};

  & > svg {
    flex: none;
  }
`;

/**
 * A line's text. A flex line cannot ellipsise its own text (it was cut mid-letter), so the text
 * sits in this block that can; the full text is its title.
 */
export const StyledCardText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledCardDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-width: 0;
`;

/** As tall as the Pipeline button, so 'Added …' sits on the same line in every card of a row. */
export const StyledCardFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  min-height: 30px;
  margin-top: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
