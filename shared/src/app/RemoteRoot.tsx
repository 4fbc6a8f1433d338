import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledRoot = styled.div`
  min-height: 100%;
  color: ${({ theme }) => theme.colors.text};
`;

export interface RemoteRootProps {
  name: string;
  /** The remote's own build id: pass process.env.MERIDIAN_BUILD_ID from the remote's code. */
  buildId?: string;
  children: ReactNode;
}

/** Marks a remote's subtree with its name and build id (what a redeploy changes). */
export function RemoteRoot({ name, buildId, children }: RemoteRootProps) {
  return (
    <StyledRoot data-remote={name} data-build-id={buildId}>
      {children}
    </StyledRoot>
  );
}
