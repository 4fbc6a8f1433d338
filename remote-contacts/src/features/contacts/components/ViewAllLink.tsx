import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '@meridian/shared/routing';
import { space } from '@meridian/shared/ui';

export interface ViewAllLinkProps {
  /** Where it goes (the detail page's tab): a real link, so it can open in a new tab. */
  to: string;
  /** Closes the quick view and goes there. */
  onOpen: () => void;
  children: ReactNode;
}

/** Looks like a link because it is one ('View all N notes' was a ghost button). */
const StyledLink = styled(Link)`
  display: inline-block;
  margin-top: ${space(2)};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** 'View all N notes' / 'View all N attachments' under a quick view section. */
export function ViewAllLink({ to, onOpen, children }: ViewAllLinkProps) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens a new tab as links do; a plain one closes the panel first.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <StyledLink to={to} onClick={open}>
      {children}
    </StyledLink>
  );
}
