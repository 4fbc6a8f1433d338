import type { MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { normaliseWebsite } from '@meridian/shared/model';
import { websiteLabel } from '../utils/websiteLabel';
import { truncate } from './truncate';

export interface WebsiteLinkProps {
  website: string | null | undefined;
  /** One line with an ellipsis (cards, table) instead of wrapping (detail page). */
  truncated?: boolean;
  className?: string;
}

const fit = css<{ $truncated: boolean }>`
  ${({ $truncated }) => ($truncated ? truncate : 'overflow-wrap: anywhere;')}
`;

const StyledLink = styled.a<{ $truncated: boolean }>`
  ${fit}
  color: ${({ theme }) => theme.colors.link};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const StyledText = styled.span<{ $truncated: boolean }>`
  ${fit}
`;

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A new-tab link for a website (an http(s) address, or a bare domain kept from before websites
 * were stored as https://, linked as https://); anything else (e.g. 'javascript:') is shown as
 * text only. The title holds the whole address, for when it is cut.
 */
export function WebsiteLink({ website, truncated = false, className }: WebsiteLinkProps) {
  const typed = website?.trim();
  if (!typed) return null;
  const url = normaliseWebsite(typed);
  if (!url) {
    return (
      <StyledText $truncated={truncated} title={typed} className={className}>
        {typed}
      </StyledText>
    );
  }
  return (
    <StyledLink href={url} target="_blank" rel="noopener noreferrer" title={url} onClick={stop} $truncated={truncated} className={className}>
      {websiteLabel(url)}
    </StyledLink>
  );
}
