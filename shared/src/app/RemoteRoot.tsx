import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CatalogueGate } from '@meridian/shared/i18n';
import { LoadingState } from '@meridian/shared/ui';

const StyledRoot = styled.div`
  min-height: 100%;
  color: ${({ theme }) => theme.colors.text};
`;

export interface RemoteRootProps {
  name: string;
  /** The remote's own build id: pass process.env.MERIDIAN_BUILD_ID from the remote's code. */
  buildId?: string;
  /** The remote's catalogue: its screens render once it has arrived in the current language. */
  catalogue: { ready: () => boolean };
  /** What shows until then (a skeleton of the screen); a loading state by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Marks a remote's subtree with its name and build id (what a redeploy changes), in its language. */
export function RemoteRoot({ name, buildId, catalogue, fallback, children }: RemoteRootProps) {
  return (
    <StyledRoot data-remote={name} data-build-id={buildId}>
      <CatalogueGate catalogue={catalogue} fallback={fallback ?? <LoadingState />}>
        {children}
      </CatalogueGate>
    </StyledRoot>
  );
}
