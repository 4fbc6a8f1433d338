import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../theme/tokens';

export interface PageHeaderProps {
  title: ReactNode;
  /** e.g. '12 contacts' */
  subtitle?: ReactNode;
  /** Buttons on the right; they wrap under the title on narrow screens. */
  actions?: ReactNode;
  className?: string;
}

const StyledPageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)} ${space(4)};
  margin-bottom: ${space(6)};
`;

const StyledTitle = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: ${({ theme }) => theme.font.lineHeight.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: -0.01em;
`;

const StyledSubtitle = styled.p`
  margin: ${space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <StyledPageHeader className={className}>
      <div>
        <StyledTitle>{title}</StyledTitle>
        {subtitle ? <StyledSubtitle>{subtitle}</StyledSubtitle> : null}
      </div>
      {actions ? <StyledActions>{actions}</StyledActions> : null}
    </StyledPageHeader>
  );
}
