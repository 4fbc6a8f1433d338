import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Sidebar } from './Sidebar';
import { useSidebarOpen } from './useSidebarOpen';

const StyledLayout = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.bg};
`;

const StyledMain = styled.main`
  flex: 1;
  min-width: 0;
  height: 100vh;
  overflow: auto;
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 12px;
    top: 12px;
    z-index: ${({ theme }) => theme.z.toast};
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

export interface AppShellProps {
  children: ReactNode;
}

export function AppShell({ children }: AppShellProps) {
  const [open, toggle] = useSidebarOpen();
  return (
    <StyledLayout>
      <StyledSkipLink href="#main">Skip to content</StyledSkipLink>
      <Sidebar open={open} onToggle={toggle} />
      <StyledMain id="main" tabIndex={-1}>
        {children}
      </StyledMain>
    </StyledLayout>
  );
}
