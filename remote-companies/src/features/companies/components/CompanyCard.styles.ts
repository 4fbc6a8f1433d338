import styled from 'styled-components';
import { Card, space } from '@meridian/shared/ui';
import { truncate } from './truncate';

/** A column, so the footer sits at the bottom and lines up across a row of cards of any height. */
export const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const StyledCardTop = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space(3)};
`;

export const StyledCardMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

/** Long descriptions are clamped to three lines. */
export const StyledCardDescription = styled(StyledCardMuted)`
  display: -webkit-box;
  margin-top: ${space(3)};
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
`;

export const StyledCardDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  margin-top: ${space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  color: ${({ theme }) => theme.colors.text};
`;

/** Phone and email: one line each, cut with an ellipsis (the title holds the whole value). */
export const StyledCardLine = styled.span`
  ${truncate}
`;

export const StyledCardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: auto;
  padding-top: ${space(4)};
`;

export const StyledCardCheck = styled.div`
  display: flex;
  align-items: center;
  height: 40px;
`;

/** The grid view: as many 300 px columns as fit, one on a phone. */
export const StyledCardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(300px, 100%), 1fr));
  gap: ${space(4)};
`;
