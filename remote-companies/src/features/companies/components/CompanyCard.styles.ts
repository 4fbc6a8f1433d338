import styled from 'styled-components';
import { space } from '@meridian/shared/ui';

export const StyledCardTop = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space(3)};
`;

export const StyledCardTitle = styled.div`
  flex: 1;
  min-width: 0;
`;

export const StyledCardName = styled.h3`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
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
  overflow-wrap: anywhere;
`;

export const StyledCardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: ${space(4)};
`;

export const StyledCardCheck = styled.div`
  display: flex;
  align-items: center;
  height: 40px;
`;
