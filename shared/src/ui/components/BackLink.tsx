import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '@meridian/shared/routing';
import { ChevronLeftIcon } from '../icons/ChevronLeftIcon';
import { space } from '../theme/tokens';

export interface BackLinkProps {
  to: string;
  /** e.g. 'Back to Contacts' */
  children: ReactNode;
  className?: string;
}

const StyledBackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  min-height: 32px;
  margin-bottom: ${space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`;

/** The one back-link style above a page's header: a chevron and 'Back to …', a real link. */
export function BackLink({ to, children, className }: BackLinkProps) {
  return (
    <StyledBackLink to={to} className={className}>
      <ChevronLeftIcon size={16} aria-hidden="true" />
      {children}
    </StyledBackLink>
  );
}
