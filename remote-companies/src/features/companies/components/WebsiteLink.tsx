import type { MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { isHttpUrl } from '@meridian/shared/model';
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
 * A new-tab link for http(s) websites; anything else (e.g. 'javascript:') is shown as text only.
 * The title holds the whole address, for when it is cut.
 */
export function WebsiteLink({ website, truncated = false, className }: WebsiteLinkProps) {
  const url = website?.trim();
  if (!url) return null;
  if (!isHttpUrl(url)) {
    return (
      <StyledText $truncated={truncated} title={url} className={className}>
        {url}
      </StyledText>
    );
  }
  return (
    <StyledLink href={url} target="_blank" rel="noopener noreferrer" title={url} onClick={stop} $truncated={truncated} className={className}>
      {websiteLabel(url)}
    </StyledLink>
  );
}
