import styled from 'styled-components';
import { space } from '../theme/tokens';

/** Layout shared by EmptyState and ErrorState. */
export const StyledStateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(2)};
  max-width: 440px;
  margin: 0 auto;
  padding: ${space(10)} ${space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledStateIcon = styled.div<{ $danger?: boolean }>`
  display: flex;
  margin-bottom: ${space(1)};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.dangerFg : theme.colors.textMuted)};
`;

export const StyledStateTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const StyledStateText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
`;

export const StyledStateAction = styled.div`
  margin-top: ${space(3)};
`;
