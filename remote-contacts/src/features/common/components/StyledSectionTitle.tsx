import styled from 'styled-components';
import { space } from '@meridian/shared/ui';

/** A section heading inside a panel or tab, one level under the page or panel title (h2) ('Recent Notes (3)'). */
export const StyledSectionTitle = styled.h2`
  margin: 0 0 ${space(3)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Muted one-liner for an empty section ('No notes yet'). */
export const StyledSectionEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
