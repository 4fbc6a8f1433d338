import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { isHttpUrl } from '@meridian/shared/model';
import { websiteLabel } from '../utils/websiteLabel';

export interface WebsiteLinkProps {
  website: string | null | undefined;
  className?: string;
}

const StyledLink = styled.a`
  color: ${({ theme }) => theme.colors.link};
  overflow-wrap: anywhere;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const StyledText = styled.span`
  overflow-wrap: anywhere;
`;

const stop = (event: MouseEvent) => event.stopPropagation();

/** A new-tab link for http(s) websites; anything else (e.g. 'javascript:') is shown as text only. */
export function WebsiteLink({ website, className }: WebsiteLinkProps) {
  const url = website?.trim();
  if (!url) return null;
  if (!isHttpUrl(url)) return <StyledText className={className}>{url}</StyledText>;
  return (
    <StyledLink href={url} target="_blank" rel="noopener noreferrer" onClick={stop} className={className}>
      {websiteLabel(url)}
    </StyledLink>
  );
}
