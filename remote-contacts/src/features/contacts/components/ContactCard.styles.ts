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
`;

export const StyledCardTop = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-width: 0;
`;

export const StyledCardTitle = styled.div`
  flex: 1;
  min-width: 0;
`;

export const StyledCardName = styled.h2`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledCardLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  text-overflow: ellipsis;
  white-space: nowrap;

  & > svg {
    flex: none;
  }
`;

export const StyledCardDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-width: 0;
`;

export const StyledCardFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  margin-top: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
